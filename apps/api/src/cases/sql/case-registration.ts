import type { EntityManager } from '@mikro-orm/postgresql';
import { formatAccessionNumber, type CaseKind, type CasePartDto } from '@pathdesk/contracts';
import type { Actor } from '../../identity/actor.js';
import { auditInsertSelect } from '../../audit/audit-sql.js';
import { preparedQuery } from '../../common/prepared-query.js';
import { CASE_ENTITY } from '../domain/case-entity-name.js';
import type { CaseFields } from '@pathdesk/contracts';
import { ALL_CASE_FIELD_COLUMNS } from '@pathdesk/contracts/schemas';
import type { PrefixRef } from '../domain/case-references.js';
import { CASE_COLUMNS, CASE_JOINS, type CaseRow } from './case-rows.js';
import { snakeCase, sqlTypeOf } from './case-columns.js';

/** The columns a registration writes from its input, with their SQL types (jsonb_to_recordset): every field of every kind. */
const INPUT_COLUMNS = ALL_CASE_FIELD_COLUMNS.map(({ name, column }) => ({ name, column: snakeCase(name), type: sqlTypeOf(column) }));

export interface Registration {
  kind: CaseKind;
  prefix: PrefixRef;
  /** The lab's calendar year (CE) the numbers belong to. */
  year: number;
  cases: CaseFields[];
  /** Each case's parts, in order (issue 27). */
  parts: CasePartDto[][];
  actor: Actor;
}

/**
 * Registers cases in ONE statement: it takes the next numbers of the prefix's counter (an upsert
 * adding the batch's size), inserts the cases with their accession numbers and their parts (case_part), writes their audit
 * records — all or nothing, as one implicit transaction. Everything that can fail on input was
 * checked before (loadReferences), and nothing runs between taking the numbers and committing, so
 * the counter row is locked only while PostgreSQL executes this statement: registrations of a kind
 * take turns for well under a millisecond each (tools/bench/cases.mjs). The numbers are
 * consecutive within a batch, in its order.
 *
 * The prefix is re-read in the statement, FOR KEY SHARE: an administrator changing its format
 * waits for registrations in flight, and a registration that meets a changed prefix (letters, era,
 * width, status) inserts nothing — the caller answers 409 — rather than number with the old format.
 * Answers the new cases (as CASE_COLUMNS rows), in order; none when the prefix changed. On its
 * own (not in a caller's transaction, as a requisition's receipt is) it runs as a named prepared
 * statement — its text is the same for every registration: planned anew each time, it cost
 * PostgreSQL 5.1 ms of CPU a registration, prepared 2.9 (tools/bench/cases.mjs, 239 → 333/s).
 */
export async function insertRegistration(em: EntityManager, r: Registration): Promise<CaseRow[]> {
  const n = r.cases.length;
  // formatAccessionNumber(prefix, year, seq) = stem + the number padded to the width (longer numbers are kept whole).
  const first = formatAccessionNumber(r.prefix, r.year, 0);
  const stem = first.slice(0, first.length - r.prefix.width);
  const rows = r.cases.map((fields, i) => ({
    ord: i + 1,
    ...Object.fromEntries(INPUT_COLUMNS.map(({ name, column }) => [column, fields[name] ?? null])),
    parts: r.parts[i]!.map((part, at) => ({ ...part, position: at + 1 })),
    audit: { ...fields, parts: r.parts[i], status: 'registered' },
  }));
  const columns = INPUT_COLUMNS.map(({ column }) => column);
  const recordType = [['ord', 'int'], ...INPUT_COLUMNS.map(({ column, type }) => [column, type]), ['parts', 'jsonb'], ['audit', 'jsonb']].map(([c, t]) => `${c} ${t}`).join(', ');
  const audit = auditInsertSelect(r.actor, {
    action: 'create',
    entity: CASE_ENTITY,
    entityIdSql: 'c.id',
    afterSql: `numbered.audit || jsonb_build_object('accessionNo', c.accession_no)`,
    from: { sql: 'c join numbered on numbered.seq = c.accession_seq', params: [] },
  });
  return preparedQuery<CaseRow>(
    em,
    `with prefix as (
       select id from setting_prefix where id = ? and kind = ? and letters = ? and era = ? and width = ? and status = 'active' for key share
     ), counter as (
       insert into accession_counter as ac (prefix_id, year, last_number) select id, ?, ? from prefix
       on conflict (prefix_id, year) do update set last_number = ac.last_number + excluded.last_number
       returning last_number
     ), input as (
       select * from jsonb_to_recordset(?::jsonb) as r(${recordType})
     ), numbered as (
       select input.*, counter.last_number - ? + input.ord as seq from input cross join counter
     ), c as (
       insert into pathology_case (kind, prefix_id, accession_year, accession_seq, accession_no, created_by_id, created_by_username, ${columns.join(', ')})
       select ?, ?, ?, seq, ? || lpad(seq::text, greatest(?, length(seq::text)), '0'), ?, ?, ${columns.join(', ')} from numbered
       returning *
     ), parts as (
       insert into case_part (case_id, letter, position, specimen, procedure, containers, fixative, collected_at, note)
       select c.id, p.letter, p.position, p.specimen, p.procedure, p.containers, p.fixative, p."collectedAt", p.note
         from c join numbered on numbered.seq = c.accession_seq
        cross join lateral jsonb_to_recordset(numbered.parts) as p(letter text, position smallint, specimen text, procedure text, containers smallint, fixative text, "collectedAt" timestamptz, note text)
     ), audit as (${audit.sql})
     select ${CASE_COLUMNS} from c ${CASE_JOINS} order by c.accession_seq`,
    [
      r.prefix.id,
      r.kind,
      r.prefix.letters,
      r.prefix.era,
      r.prefix.width,
      r.year,
      n,
      JSON.stringify(rows),
      n,
      r.kind,
      r.prefix.id,
      r.year,
      stem,
      r.prefix.width,
      r.actor.id,
      r.actor.username,
      ...audit.params,
    ],
  );
}
