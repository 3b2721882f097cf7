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

export function includeReportPage(kind: CaseKind, query: IncludeReportQuery): Sql {
  const where = includeReportConditions(kind, query);
  return {
    sql: `select ${REPORT_LIST_COLUMNS}, r.hospital_id as "hospitalId", r.hn, t.resend,
                 (select floor(extract(epoch from max(d.created_at)) * 1000)::float8 from dispatch_item di join dispatch d on d.id = di.dispatch_id where di.case_id = t.case_id) as "lastSentMs",
                 count(*) over ()::int as total
            from report_to_dispatch t join report_version r on r.id = t.report_id
           where ${where.sql}
           order by ${ORDER[query.sortField](query.sortOrder === 1 ? 'asc' : 'desc')} limit ? offset ?`,
    params: [...where.params, query.rows, query.first],
  };
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
