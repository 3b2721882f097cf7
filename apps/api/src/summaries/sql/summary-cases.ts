import type { CaseKind, SummaryCaseRow, SummaryParams } from '@pathdesk/contracts';
import type { Sql } from '../../common/sql.js';
import { patientNameSql } from '../../cases/sql/patient-name.js';
import { summaryBase } from './summary-base.js';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

const ORDER = {
  receivedAt: (dir: string) => `b.received_at ${dir}, b.id ${dir}`,
  accessionNo: (dir: string) => `b.accession_no ${dir}, b.id ${dir}`,
  tatDays: (dir: string) => `b.tat ${dir} nulls last, b.id ${dir}`,
};

export interface SummaryCasesQuery extends SummaryParams {
  category?: string | undefined;
  sortField: keyof typeof ORDER;
  sortOrder: 1 | -1;
  first: number;
  rows: number;
}

/**
 * A page of the cases under a summary (or all of them, up to `rows`, for an export): the page is
 * chosen from case_fact's (kind, received_at) index alone, the total counted from it apart (a
 * count over a window would carry every row of the year), and only the page's rows are joined to
 * the case, its diagnosis line, the hospital and the names. Sorting by accession number joins the
 * case for every row.
 */
export function summaryCases(kind: CaseKind, query: SummaryCasesQuery): Sql {
  const base = summaryBase(kind, query, 'cases');
  const params = [...base.params];
  let where = 'true';
  if (query.category) {
    where = 'b.category = ?';
    params.push(query.category);
  }
  const dir = query.sortOrder === 1 ? 'asc' : 'desc';
  const byAccession = query.sortField === 'accessionNo';
  const order = ORDER[query.sortField](dir).replace(/b\.accession_no/g, 'pc.accession_no');
  return {
    sql: `with ${base.sql},
      page as (
        select b.*, ${byAccession ? 'pc.accession_no' : 'null::text as accession_no'}
          from summary_base b ${byAccession ? 'join pathology_case pc on pc.id = b.id' : ''}
         where ${where}
         order by ${order} limit ? offset ?)
      select b.id, c.accession_no as "accessionNo", c.hn,
             ${patientNameSql('c')} as "patientName",
             coalesce(h.name_th, '') as "hospitalName", b.priority, b.status, ${ms('b.received_at')} as received_ms, ${ms('b.first_released_at')} as released_ms,
             b.tat as "tatDays", b.category, p.name as pathologist, s.name as screener, coalesce(cf.diagnosis, '') as diagnosis,
             (select count(*)::int from summary_base b where ${where}) as total
        from page b
        join pathology_case c on c.id = b.id
        join case_fact cf on cf.case_id = b.id
        left join hospital h on h.id = b.hospital_id
        left join cfgvalue p on p.id = b.pathologist_id
        left join cfgvalue s on s.id = b.screener_id
       order by ${ORDER[query.sortField](dir).replace(/b\.accession_no/g, 'c.accession_no')}`,
    params: [...params, query.rows, query.first, ...params.slice(base.params.length)],
  };
}

export type SummaryCaseDbRow = Omit<SummaryCaseRow, 'receivedAt' | 'firstReleasedAt'> & { received_ms: number; released_ms: number | null; total: number };

export function rowToSummaryCase(row: SummaryCaseDbRow): SummaryCaseRow {
  const { received_ms, released_ms, total: _total, ...rest } = row;
  return {
    ...rest,
    tatDays: rest.tatDays === null ? null : Number(rest.tatDays),
    receivedAt: new Date(Number(received_ms)).toISOString(),
    firstReleasedAt: released_ms === null ? null : new Date(Number(released_ms)).toISOString(),
  };
}
