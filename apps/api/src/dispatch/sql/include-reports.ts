import { type CaseKind, type IncludeReportItem } from '@pathdesk/contracts';
import type { includeReportQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Sql } from '../../common/sql.js';
import { pushReleasedReportFilters } from '../../reports/report-filters.js';
import { REPORT_LIST_COLUMNS, rowToReportListItem, type ReportListRow } from '../../reports/report-rows.js';

export type IncludeReportQuery = z.output<typeof includeReportQuerySchema>;

/** The include list's rows: the outbox (report_to_dispatch) joined to the versions it names. */
function includeReportConditions(kind: CaseKind, query: Partial<IncludeReportQuery>): Sql {
  const where = ['t.kind = ?'];
  const params: unknown[] = [kind];
  pushReleasedReportFilters(where, params, query, { hospital: 't.hospital_id', released: 't.released_at' });
  return { sql: where.join(' and '), params };
}

const ORDER = {
  releasedAt: (dir: string) => `t.released_at ${dir}, t.report_id ${dir}`,
  accessionNo: (dir: string) => `r.accession_no ${dir}, t.report_id ${dir}`,
};

/**
 * The page's rows: its report ids first, down the (kind[, hospital], released_at) index, then only
 * those rows' columns — the superseding version and the last dispatch are read for the page, not for
 * every report waiting (a window count made PostgreSQL compute them all: 45 ms p99 at 1,000,000 cases).
 */
export function includeReportPage(kind: CaseKind, query: IncludeReportQuery): Sql {
  const where = includeReportConditions(kind, query);
  const order = (dir: string) => ORDER[query.sortField](dir);
  const dir = query.sortOrder === 1 ? 'asc' : 'desc';
  return {
    sql: `with page as (
            select t.report_id, t.case_id, t.resend, t.released_at, r.accession_no
              from report_to_dispatch t join report_version r on r.id = t.report_id
             where ${where.sql}
             order by ${order(dir)} limit ? offset ?)
          select ${REPORT_LIST_COLUMNS}, r.hospital_id as "hospitalId", r.hn, t.resend,
                 (select floor(extract(epoch from max(d.created_at)) * 1000)::float8 from dispatch_item di join dispatch d on d.id = di.dispatch_id where di.case_id = t.case_id) as "lastSentMs"
            from page t join report_version r on r.id = t.report_id
           order by ${order(dir).replaceAll('r.accession_no', 't.accession_no')}`,
    params: [...where.params, query.rows, query.first],
  };
}

/**
 * The reports waiting (the page's filters) as countUpTo counts them, "from … where …": the outbox's
 * rows, joined to the versions only when a search reads them. The count stops at REPORT_COUNT_CAP —
 * an exact one read every waiting row of the kind (40–80 ms at ~1,000,000 under load, issue 34).
 */
export function includeReportCounted(kind: CaseKind, query: IncludeReportQuery): Sql {
  const where = includeReportConditions(kind, query);
  const join = /\br\./.test(where.sql) ? ' join report_version r on r.id = t.report_id' : '';
  return { sql: `from report_to_dispatch t${join} where ${where.sql}`, params: where.params };
}

export type IncludeReportRow = ReportListRow & { hospitalId: number; hn: string; resend: boolean; lastSentMs: number | null };

export function rowToIncludeReport({ hospitalId, hn, resend, lastSentMs, ...report }: IncludeReportRow): IncludeReportItem {
  return {
    ...rowToReportListItem(report),
    hospitalId,
    hn,
    resend,
    lastSentAt: lastSentMs === null ? null : new Date(Number(lastSentMs)).toISOString(),
  };
}
