import { CASE_FILTERS, CASE_STATUSES, labDayBounds, type CaseKind, type CaseSortField, type FilterConstraint } from '@pathdesk/contracts';
import type { caseListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { escapeLike } from '../../common/escape-like.js';
import type { Sql } from '../../common/sql.js';
import type { CaseCursor } from './case-cursor.js';
import { PREFIX_SEARCH_COLUMNS } from './case-columns.js';

export type CaseListQuery = z.output<typeof caseListQuerySchema>;

/**
 * What the search box looks for. With a digit it is an accession number, an HN or a field searched
 * by prefix (the citizen ID: CaseColumn.search), matched by prefix (their btree indexes); without one it is a name, matched anywhere in the Thai and English
 * names (the trigram index of search_text). Keeping the two apart keeps every search on an index.
 */
export function searchTarget(text: string): 'numbers' | 'names' {
  return /\d/.test(text) ? 'numbers' : 'names';
}

type TextField = Exclude<keyof typeof CASE_FILTERS, 'receivedAt'>;

/**
 * Column filters (spec §9) as conditions on the case `c`: each a condition with one `?` for an
 * ILIKE pattern. Hospital and doctor names go through small subqueries, so the case table is
 * still read through its own indexes.
 */
const TEXT_FILTERS: Record<TextField, string> = {
  accessionNo: 'c.accession_no ilike ?',
  hn: 'c.hn ilike ?',
  patientName: `((c.patient_first_name || ' ' || c.patient_last_name) ilike ? or (c.patient_first_name_en || ' ' || c.patient_last_name_en) ilike ?)`,
  hospitalName: 'c.hospital_id in (select id from hospital where name_th ilike ?)',
  doctorName: `c.doctor_id in (select fd.id from doctor fd where concat_ws(' ', fd.title, fd.name) ilike ?)`,
  specimen: 'c.specimen ilike ?',
  status: 'c.status ilike ?',
  priority: 'c.priority ilike ?',
};

const isTextField = (field: string): field is TextField => Object.hasOwn(TEXT_FILTERS, field);

function textConstraint(field: TextField, { matchMode, value }: FilterConstraint): Sql {
  const text = escapeLike(String(value));
  // "contains" on names is the search column's job (indexed); the others compare as shown.
  if (field === 'patientName' && (matchMode === 'contains' || matchMode === 'notContains')) {
    const sql = 'c.search_text like ?';
    const like = `%${text.toLowerCase()}%`;
    return matchMode === 'contains' ? { sql, params: [like] } : { sql: `not (${sql})`, params: [like] };
  }
  const patterns: Partial<Record<string, string>> = {
    startsWith: `${text}%`,
    contains: `%${text}%`,
    notContains: `%${text}%`,
    endsWith: `%${text}`,
    equals: text,
    notEquals: text,
  };
  const pattern = patterns[matchMode];
  if (pattern === undefined) throw new Error(`Unsupported filter ${matchMode} on ${field}`); // the contracts refuse these first
  const condition = TEXT_FILTERS[field];
  const params = Array(condition.split('?').length - 1).fill(pattern);
  // Negations keep the rows where the column is empty (they do not contain the text either).
  return matchMode === 'notContains' || matchMode === 'notEquals' ? { sql: `not coalesce(${condition}, false)`, params } : { sql: condition, params };
}

function dateConstraint({ matchMode, value }: FilterConstraint): Sql {
  const { start, end: next } = labDayBounds(String(value));
  switch (matchMode) {
    case 'dateIs':
      return { sql: 'c.received_at >= ? and c.received_at < ?', params: [start, next] };
    case 'dateIsNot':
      return { sql: '(c.received_at < ? or c.received_at >= ?)', params: [start, next] };
    case 'dateBefore':
      return { sql: 'c.received_at < ?', params: [start] };
    case 'dateAfter':
      return { sql: 'c.received_at >= ?', params: [next] };
  }
  throw new Error(`Unsupported filter ${matchMode} on receivedAt`);
}

/** The worklist's conditions (without the cursor), joined by AND. */
export function caseConditions(kind: CaseKind, query: CaseListQuery): Sql {
  const parts: Sql[] = [{ sql: 'c.kind = ?', params: [kind] }];
  if (query.status?.length) parts.push({ sql: 'c.status in (?)', params: [query.status] });
  if (query.hospitalId) parts.push({ sql: 'c.hospital_id = ?', params: [query.hospitalId] });
  if (query.doctorId) parts.push({ sql: 'c.doctor_id = ?', params: [query.doctorId] });
  if (query.receivedFrom) parts.push({ sql: 'c.received_at >= ?', params: [labDayBounds(query.receivedFrom).start] });
  if (query.receivedTo) parts.push({ sql: 'c.received_at < ?', params: [labDayBounds(query.receivedTo).end] });
  if (query.search) {
    const text = escapeLike(query.search);
    parts.push(
      searchTarget(query.search) === 'numbers'
        ? {
            sql: `(${['c.accession_no', 'c.hn', ...PREFIX_SEARCH_COLUMNS].map((column) => `${column} like ?`).join(' or ')})`,
            params: [`${text.toUpperCase()}%`, `${text}%`, ...PREFIX_SEARCH_COLUMNS.map(() => `${text}%`)],
          }
        : { sql: 'c.search_text like ?', params: [`%${text.toLowerCase()}%`] },
    );
  }
  for (const [field, filter] of Object.entries(query.filters ?? {})) {
    if (!(field in CASE_FILTERS)) continue;
    const constraints = filter.constraints.map((c) => (isTextField(field) ? textConstraint(field, c) : dateConstraint(c)));
    const joiner = filter.operator === 'or' ? ' or ' : ' and ';
    parts.push({ sql: `(${constraints.map((c) => `(${c.sql})`).join(joiner)})`, params: constraints.flatMap((c) => c.params) });
  }
  return { sql: parts.map((p) => p.sql).join(' and '), params: parts.flatMap((p) => p.params) };
}

const STATUS_RANK = `array_position(array[${CASE_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[], c.status::text)`;

/** The sort columns of each sort field (lifecycle order for statuses). */
const SORT_COLUMNS: Record<CaseSortField, string[]> = {
  receivedAt: ['c.received_at'],
  accessionNo: ['c.accession_no'],
  hn: ['c.hn'],
  patientName: ['c.patient_first_name', 'c.patient_last_name'],
  status: [STATUS_RANK],
  priority: ['c.priority'],
  hospitalName: ['h.name_th'],
};

/**
 * The columns a worklist's order and cursor read (SORT_COLUMNS, the newest-first tie-break, afterCursor,
 * the hospital's join): a search page keeps them with its matches and sorts those, with no second
 * read of each match's row (case-list.spec.ts checks that every sort reads only these).
 */
export const SORT_KEY_COLUMNS = ['c.id', 'c.received_at', 'c.accession_no', 'c.hn', 'c.patient_first_name', 'c.patient_last_name', 'c.status', 'c.priority', 'c.hospital_id'];

/**
 * ORDER BY of a worklist: the sort column(s), then (except for the keyset sorts) the newest first,
 * then the id — in the sort's direction for the keyset sorts, so that (column, id) is one
 * direction and one index walks it. `hospital` says the page query needs the hospital joined.
 */
export function caseOrder(sortField: CaseSortField, sortOrder: 1 | -1): { sql: string; hospital: boolean } {
  const direction = sortOrder === 1 ? 'asc' : 'desc';
  const keyset = sortField === 'receivedAt' || sortField === 'accessionNo';
  const columns = [...SORT_COLUMNS[sortField].map((column) => `${column} ${direction}`), ...(keyset ? [`c.id ${direction}`] : ['c.received_at desc', 'c.id desc'])];
  return { sql: columns.join(', '), hospital: sortField === 'hospitalName' };
}

/** The page after a cursor: (sort column, id) beyond the cursor's, in the sort's direction. */
export function afterCursor(cursor: CaseCursor): Sql {
  const column = cursor.sortField === 'receivedAt' ? 'c.received_at' : 'c.accession_no';
  const value = cursor.sortField === 'receivedAt' ? '?::timestamptz' : '?';
  return { sql: `(${column}, c.id) ${cursor.sortOrder === 1 ? '>' : '<'} (${value}, ?)`, params: [cursor.value, cursor.id] };
}
