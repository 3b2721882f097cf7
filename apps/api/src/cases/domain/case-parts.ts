import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException } from '@nestjs/common';
import { coded, partsSummary, type CaseFields, type CasePartDto, type CasePartInput, type FieldError } from '@pathdesk/contracts';
import { storedPart } from '@pathdesk/contracts/schemas';
import { invalidInput } from '../../common/invalid-input.js';
import { partsSql } from '../sql/case-rows.js';

/**
 * The parts of a case (issue 27) as registration and edits keep them: `case_part`, one row a part,
 * lettered in order. A case registered without parts is one part A, its specimen.
 */

/** The one part of a case registered without parts: A, its specimen, containers and collection. */
export function onePart(fields: Pick<CaseFields, 'specimen' | 'containers' | 'collectedAt'>): CasePartDto {
  return storedPart({ letter: 'A', specimen: fields.specimen, containers: fields.containers ?? 1, collectedAt: fields.collectedAt ?? null });
}

export async function readParts(em: EntityManager, caseId: number): Promise<CasePartDto[]> {
  const [row] = await em.execute<{ parts: CasePartDto[] }[]>(`select ${partsSql('?')} as parts`, [caseId]);
  return row!.parts;
}

/**
 * The parts an edit leaves: those sent; or, when none are sent, the case's — a one-part case's
 * part A following its specimen, containers and collection. A case of several parts changes its
 * parts by sending them, not its one-line specimen (400 at `specimen`).
 */
export function nextPartsOf(current: CasePartDto[], sent: CasePartInput[] | undefined, requested: Partial<CaseFields>): CasePartDto[] {
  if (sent) return sent.map((part) => storedPart(part));
  if (current.length === 1) {
    const [a] = current as [CasePartDto];
    return [
      {
        ...a,
        specimen: requested.specimen ?? a.specimen,
        containers: requested.containers ?? a.containers,
        collectedAt: requested.collectedAt === undefined ? a.collectedAt : requested.collectedAt,
      },
    ];
  }
  if (requested.specimen !== undefined && requested.specimen !== partsSummary(current)) {
    throw invalidInput([{ field: 'specimen', message: `this case has ${current.length} parts: change their specimens in parts (parts.<i>.specimen)` }]);
  }
  return current;
}

/** The keys of `value` that are defined, with their values. */
export function pickDefined<T extends object>(value: T, keys: readonly (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as Partial<T>;
}

/** A part collected after the reception. */
export function partDateErrors(parts: readonly CasePartDto[], receivedAt: string): FieldError[] {
  return parts.flatMap((part, i) =>
    part.collectedAt && Date.parse(part.collectedAt) > Date.parse(receivedAt) ? [{ field: `parts.${i}.collectedAt`, message: 'must not be after the reception' }] : [],
  );
}

/**
 * A part is removed only while nothing hangs on it: no block whose code starts with its letter,
 * nothing written for it in the result. Both are read here by their tables (bench_block,
 * case_result), which sit above cases in the layers: the import would go the wrong way.
 */
export async function assertRemovable(em: EntityManager, caseId: number, current: CasePartDto[], next: CasePartDto[]): Promise<void> {
  const kept = new Set(next.map((p) => p.letter));
  const removed = current.map((p) => p.letter).filter((letter) => !kept.has(letter));
  if (!removed.length) return;
  const rows = await em.execute<{ letter: string; blocks: string[]; written: boolean }[]>(
    `select l.letter,
            coalesce((select array_agg(b.code order by b.code) from bench_block b where b.case_id = ? and substring(b.code from '^[A-Z]+') = l.letter), '{}') as blocks,
            exists (select 1 from case_result r, jsonb_array_elements(case when jsonb_typeof(r.fields->'parts') = 'array' then r.fields->'parts' else '[]'::jsonb end) p
                     where r.case_id = ? and p->>'letter' = l.letter
                       and (coalesce(p->>'gross', '') <> '' or coalesce(p->>'microscopic', '') <> '' or coalesce(p->>'diagnosis', '') <> '')) as written
       from unnest(array[?]::text[]) as l(letter)`,
    [caseId, caseId, removed],
  );
  const held = rows.filter((r) => r.blocks.length || r.written);
  if (!held.length) return;
  throw new ConflictException({
    ...coded('parts_cannot_be_removed', {
      letters: held.map((r) => r.letter).join(', '),
      reasons: held
        .map((r) => [r.blocks.length ? `${r.letter} has blocks ${r.blocks.join(', ')}` : '', r.written ? `${r.letter} has a result written` : ''].filter(Boolean).join('; '))
        .join('; '),
    }),
    errors: [{ field: 'parts', message: `part ${held.map((r) => r.letter).join(', ')} has blocks or a result: it cannot be removed` }],
  });
}

/** Writes the parts as they now are: removed ones deleted, the others inserted or updated in place. */
export async function writeParts(em: EntityManager, caseId: number, parts: CasePartDto[]): Promise<void> {
  await em.execute(`delete from case_part where case_id = ? and letter not in (?)`, [caseId, parts.map((p) => p.letter)]);
  await em.execute(
    `insert into case_part (case_id, letter, position, specimen, procedure, containers, fixative, collected_at, note)
     select ?, p.letter, p.position, p.specimen, p.procedure, p.containers, p.fixative, p."collectedAt", p.note
       from jsonb_to_recordset(?::jsonb) as p(letter text, position smallint, specimen text, procedure text, containers smallint, fixative text, "collectedAt" timestamptz, note text)
     on conflict (case_id, letter) do update set specimen = excluded.specimen, procedure = excluded.procedure, containers = excluded.containers,
       fixative = excluded.fixative, collected_at = excluded.collected_at, note = excluded.note`,
    [caseId, JSON.stringify(parts.map((p, i) => ({ ...p, position: i + 1 })))],
  );
}
