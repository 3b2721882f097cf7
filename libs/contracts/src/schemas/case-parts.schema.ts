import { z } from 'zod';
import { MAX_PARTS, partIndex, partLetter, partsSummary, type CasePartDto } from '../case-parts.js';
import { CLOCK_SKEW_MS } from './case-fields.schema.js';
import { dateTimeSchema } from './dates.schema.js';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** One part of a case as a request gives it (issue 27). */
export const casePartSchema = z.strictObject({
  letter: z
    .string({ error: 'is required' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{1,2}$/, 'must be a part letter (A … Z, AA … AZ)')),
  specimen: z.string({ error: 'is required: every part is a specimen' }).trim().min(1, 'is required: every part is a specimen').max(500, 'must be at most 500 characters'),
  procedure: optionalText(200),
  containers: z.number().int().min(1).max(50).optional(),
  fixative: optionalText(100),
  collectedAt: dateTimeSchema.clone().nullable().optional(),
  note: optionalText(2000),
});

/** A case's parts: one or more, lettered A, B, … in order (each error at parts.<i>.letter), at most 52. */
export const casePartsSchema = z
  .array(casePartSchema)
  .min(1, 'a case has at least one part')
  .max(MAX_PARTS, `a case has at most ${MAX_PARTS} parts (A … Z, AA … AZ)`)
  .superRefine((parts, ctx) => {
    const seen = new Map<string, number>();
    parts.forEach((part, i) => {
      const first = seen.get(part.letter);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i, 'letter'], message: `${part.letter} is already part ${first + 1}'s letter` });
      else if (part.letter !== partLetter(i)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'letter'],
          message: partIndex(part.letter) < 0 ? 'must be a part letter (A … Z, AA … AZ)' : `must be ${partLetter(i)}: parts are lettered in order (A, B, C …)`,
        });
      }
      seen.set(part.letter, first ?? i);
    });
  });

export type CasePartValues = z.output<typeof casePartSchema>;

/** A part as stored: every field, absent ones empty, the time as ISO (UTC). */
export function storedPart(part: CasePartValues): CasePartDto {
  return {
    letter: part.letter,
    specimen: part.specimen,
    procedure: part.procedure ?? null,
    containers: part.containers ?? 1,
    fixative: part.fixative ?? null,
    collectedAt: part.collectedAt ? new Date(part.collectedAt).toISOString() : null,
    note: part.note ?? null,
  };
}

/** Issues of parts collected after the reception (or in the future). */
export function partDateIssues(parts: readonly CasePartValues[] | undefined, receivedAt: string | undefined, ctx: z.RefinementCtx): void {
  parts?.forEach((part, i) => {
    if (!part.collectedAt) return;
    const at = Date.parse(part.collectedAt);
    if (at > Date.now() + CLOCK_SKEW_MS) ctx.addIssue({ code: 'custom', path: ['parts', i, 'collectedAt'], message: 'cannot be in the future' });
    else if (receivedAt && at > Date.parse(receivedAt)) ctx.addIssue({ code: 'custom', path: ['parts', i, 'collectedAt'], message: 'must not be after the reception' });
  });
}

/**
 * The case-level fields a case's parts give when the request leaves them out: the specimen (its
 * one part's, or "A. …; B. …"), the containers (their sum) and the collection (the earliest).
 */
export function caseFieldsFromParts(parts: readonly CasePartDto[]): { specimen: string; containers: number; collectedAt: string | null } {
  const times = parts
    .map((p) => p.collectedAt)
    .filter((t): t is string => t !== null)
    .sort();
  return {
    specimen: partsSummary(parts),
    containers: Math.min(
      50,
      parts.reduce((n, p) => n + p.containers, 0),
    ),
    collectedAt: times[0] ?? null,
  };
}
