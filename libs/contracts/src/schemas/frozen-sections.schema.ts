import { z } from 'zod';
import { FROZEN_CORRELATIONS } from '../frozen-sections.js';
import { optionalText } from './common.schema.js';
import { dateTimeSchema, monthRangeSchema } from './dates.schema.js';

const version = z.number().int().min(0);

export const createFrozenSectionSchema = z.strictObject({
  specimen: z.string().trim().min(2, 'say what theatre sent').max(500),
  receivedAt: dateTimeSchema,
  partLetter: z
    .string()
    .regex(/^[A-Z]{1,2}$/, 'must be a part letter (A, B … AA)')
    .nullish(),
});

export const reportFrozenSectionSchema = z.strictObject({
  diagnosis: z.string().trim().min(2, 'write the frozen-section diagnosis').max(2_000),
  reportedAt: dateTimeSchema,
  version,
});

export const recordFrozenCallSchema = z
  .strictObject({
    calledTo: z.string().trim().min(2, 'say who in theatre was told').max(200),
    calledAt: dateTimeSchema,
    readBack: z.boolean(),
    version,
  })
  .refine((v) => v.readBack, { path: ['readBack'], message: 'a frozen-section diagnosis is read back by the person told' });

export const frozenCorrelationSchema = z
  .strictObject({
    frozenSectionId: z.number().int().positive(),
    correlation: z.enum(FROZEN_CORRELATIONS, { error: 'must be agree, deferred, minor or major' }),
    note: optionalText(2_000),
  })
  .refine((c) => c.correlation === 'agree' || c.correlation === 'deferred' || !!c.note?.trim(), {
    path: ['note'],
    message: 'say what differed between the frozen section and the final diagnosis',
  });

/** GET /api/surgicals/summary/frozen-concordance: months of receipt, from ≤ to, 24 at most. */
export const frozenConcordanceQuerySchema = monthRangeSchema();
