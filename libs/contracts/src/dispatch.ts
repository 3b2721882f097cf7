import type { ListResponse } from './lists.js';
import type { CaseKind } from './lookups.js';
import type { ReportListItem } from './results.js';

/* ---------------------------------------------------------------------------------------------
 * Include reports and dispatch (spec §7 "include reports"; apps/api/src/dispatch/README.md): released
 * report versions not yet sent to their hospital, and the dispatches that send them — one merged
 * PDF with a cover sheet, recorded and never changed afterwards.
 * ------------------------------------------------------------------------------------------- */

/** The include-report route segment and envelope key of each kind (spec §7). */
export const INCLUDE_REPORT_KEYS = {
  surgical: 'surgicalincludereports',
  cytological: 'cytologicalincludereports',
  gynecological: 'gynecologicalincludereports',
} as const satisfies Record<CaseKind, string>;
export type IncludeReportKey = (typeof INCLUDE_REPORT_KEYS)[CaseKind];

/**
 * A report version waiting to be sent: the latest released version of its case whose hospital has
 * not received it. `resend` is true when an earlier version of the same case was sent (the report
 * was amended after it went out: "amended — send again").
 */
export type IncludeReportItem = ReportListItem & {
  hospitalId: number;
  hn: string;
  resend: boolean;
  /** When an earlier version of this case was last dispatched (null: never sent). */
  lastSentAt: string | null;
};

export const INCLUDE_REPORT_SORT_FIELDS = ['releasedAt', 'accessionNo'] as const;
export type IncludeReportSortField = (typeof INCLUDE_REPORT_SORT_FIELDS)[number];

/**
 * GET /api/reports/{kind}includereports: first/rows (default 100, at most 500 — the page ticks them
 * all by default), sortField/sortOrder (default releasedAt, oldest first), search (accession number
 * or HN prefix, patient name), plus these.
 */
export interface IncludeReportParams {
  hospitalId?: number;
  /** yyyy-mm-dd, the lab's days of release, inclusive. */
  from?: string;
  to?: string;
}

/**
 * `{ surgicalincludereports: [...], total, totalCapped }`: `total` stops at REPORT_COUNT_CAP (the
 * outbox of a lab that never empties it holds hundreds of thousands of rows), `totalCapped` says it
 * stopped there — there are at least that many.
 */
export type IncludeReportListResponse<Key extends IncludeReportKey = IncludeReportKey> = ListResponse<Key, IncludeReportItem> & { totalCapped: boolean };

/** At most this many reports in one dispatch (one merged PDF). */
export const MAX_DISPATCH_REPORTS = 200;

/**
 * POST /api/reports/dispatches: send these report versions (all of `kind`, all of `hospitalId`,
 * each the latest version of its case and not yet sent) as one merged PDF. Answers 201 `{ dispatch }`.
 */
export interface CreateDispatchRequest {
  kind: CaseKind;
  hospitalId: number;
  reportIds: number[];
  /** Printed on the cover sheet (e.g. the courier or the recipient). */
  note?: string | null;
}

/** One enclosed report of a dispatch, as printed on its cover sheet. */
export interface DispatchItemDto {
  reportId: number;
  caseId: number;
  accessionNo: string;
  hn: string;
  patientName: string;
  version: number;
  amended: boolean;
  /** An earlier version of this case had been sent before (a corrected report sent again). */
  resend: boolean;
  releasedAt: string;
  /** When someone at the hospital acknowledged receipt of this version in its portal (issue 28.3), and who; null until then. */
  receivedAt: string | null;
  receivedBy: string | null;
}

/** A dispatch as listed (GET /api/reports/dispatches). Immutable once made. */
export interface DispatchSummaryDto {
  id: number;
  /** D69-000123 style: "D" + Buddhist Era year (2 digits) + "-" + id padded. */
  number: string;
  kind: CaseKind;
  hospitalId: number;
  hospitalName: string;
  reportCount: number;
  amendedCount: number;
  note: string | null;
  createdAt: string;
  createdBy: string;
  /** Pages of the merged PDF (cover included). */
  pageCount: number;
  /** Of its reports, those the hospital has acknowledged receiving in its portal (issue 28.3). */
  receivedCount: number;
}

/** GET /api/reports/dispatches/{id}, POST /api/reports/dispatches. */
export type DispatchDto = DispatchSummaryDto & { items: DispatchItemDto[] };

export const DISPATCH_SORT_FIELDS = ['createdAt'] as const;

/** GET /api/reports/dispatches: first/rows, newest first, plus these. */
export interface DispatchListParams {
  kind?: CaseKind;
  hospitalId?: number;
  /** yyyy-mm-dd, the lab's days of the dispatch, inclusive. */
  from?: string;
  to?: string;
  /** Dispatches that enclosed a version of this case. */
  caseId?: number;
}

export type DispatchListResponse = ListResponse<'dispatches', DispatchSummaryDto>;

export interface DispatchResponse {
  dispatch: DispatchDto;
}

/** The API's paths of include reports and dispatch. */
export const DISPATCH_API = {
  includeReports: (kind: CaseKind) => `/api/reports/${INCLUDE_REPORT_KEYS[kind]}`,
  dispatches: '/api/reports/dispatches',
  dispatch: (id: number | string) => `/api/reports/dispatches/${id}`,
  /** The merged PDF as sent (stored at dispatch: a reprint is the same bytes). */
  dispatchPdf: (id: number | string) => `/api/reports/dispatches/${id}/pdf`,
} as const;
