import { BadRequestException } from '@nestjs/common';
import type { CaseSortField } from '@pathdesk/contracts';
import { z } from 'zod';

/** The sorts a worklist can walk by keyset (`cursor`): each has an index ending in the id. */
const KEYSET_SORTS = ['receivedAt', 'accessionNo'] as const satisfies readonly CaseSortField[];
export type KeysetSort = (typeof KEYSET_SORTS)[number];

export function isKeysetSort(sortField: string): sortField is KeysetSort {
  return KEYSET_SORTS.some((sort) => sort === sortField);
}

/**
 * Where a page ended: the sort value of its last row (received_at as PostgreSQL's exact UTC text,
 * microseconds included, or the accession number) and its id. Opaque to clients: base64url JSON.
 */
export interface CaseCursor {
  sortField: KeysetSort;
  sortOrder: 1 | -1;
  value: string;
  id: number;
}

export function encodeCursor(cursor: CaseCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sortField, o: cursor.sortOrder, v: cursor.value, id: cursor.id })).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** A cursor as encodeCursor writes it; received_at's value is PostgreSQL's UTC text. */
const cursorSchema = z
  .object({
    s: z.enum(KEYSET_SORTS),
    o: z.union([z.literal(1), z.literal(-1)]),
    v: z.string().max(40),
    id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .refine(({ s, v }) => s !== 'receivedAt' || TIMESTAMP.test(v));

/** The cursor of a request, checked against the list's sort: 400 naming `cursor` otherwise. */
export function decodeCursor(text: string, sortField: CaseSortField, sortOrder: 1 | -1): CaseCursor {
  if (!isKeysetSort(sortField)) throw invalid(`works only with the sorts by ${KEYSET_SORTS.join(' and ')}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid('is not a cursor of this list');
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) throw invalid('is not a cursor of this list');
  const { s, o, v, id } = cursor.data;
  if (s !== sortField || o !== sortOrder) throw invalid('belongs to another sort order: start again from the first page');
  return { sortField: s, sortOrder: o, value: v, id };
}

function invalid(message: string): BadRequestException {
  return new BadRequestException({ message: `Invalid input — cursor: ${message}`, errors: [{ field: 'cursor', message }], code: 'invalid_input' });
}
