import { CASE_ROUTES, type CaseStatus, type Priority } from './cases.js';
import type { ListResponse } from './lists.js';
import type { CaseKind } from './lookups.js';
import { CYTO_CATEGORIES, GYN_INTERPRETATIONS, MALIGNANCY_CATEGORIES, type Malignancy } from './results.js';
import type { TatStats } from './turnaround.js';

/* ---------------------------------------------------------------------------------------------
 * Summary reports (spec §7: /api/surgicals, /api/cytologicals, /api/gynecologicals "serve summary
 * lists"): served as sub-routes of those paths — GET /api/{plural}/summary, …/summary/cases and
 * …/summary/export. Counted in SQL over the cases *received* in the period (lab days, inclusive),
 * cancelled cases left out of every figure but `totals.cancelled`. A released case's category
 * comes from its latest released version; a case not yet released is "pending".
 * ------------------------------------------------------------------------------------------- */

/**
 * Surgical: the malignancy the pathologist chose for the latest released version (issue 24.1) — for
 * a version released before that field, the category a pathologist confirmed in the malignancy
 * review, else the one migrated from the old text rule — or pending.
 */
export const SURGICAL_SUMMARY_CATEGORIES = [...MALIGNANCY_CATEGORIES, 'pending'] as const;
/** Cytological: the result's category, or pending. */
export const CYTOLOGICAL_SUMMARY_CATEGORIES = [...CYTO_CATEGORIES, 'pending'] as const;
/** Gynecological: Bethesda 2014 — unsatisfactory, else the interpretation — or pending. */
export const GYNECOLOGICAL_SUMMARY_CATEGORIES = ['unsatisfactory', ...GYN_INTERPRETATIONS, 'pending'] as const;

export const SUMMARY_CATEGORIES = {
  surgical: SURGICAL_SUMMARY_CATEGORIES,
  cytological: CYTOLOGICAL_SUMMARY_CATEGORIES,
  gynecological: GYNECOLOGICAL_SUMMARY_CATEGORIES,
} as const satisfies Record<CaseKind, readonly string[]>;
export type SummaryCategory<K extends CaseKind = CaseKind> = (typeof SUMMARY_CATEGORIES)[K][number];

/** The longest period one summary covers (days, inclusive). */
export const MAX_SUMMARY_DAYS = 366;

/**
 * GET /api/{plural}/summary (and …/summary/cases, …/summary/export): the period of reception,
 * required, at most MAX_SUMMARY_DAYS; optional filters. pathologistId and screenerId are config
 * values (the names on the result); screenerId does not apply to surgical cases (400).
 */
export interface SummaryParams {
  from: string;
  to: string;
  hospitalId?: number;
  pathologistId?: number;
  screenerId?: number;
}

export interface SummaryCount {
  count: number;
  /** Share of `totals.received` (0..1). */
  share: number;
}

export interface SummaryByHospital extends SummaryCount {
  hospitalId: number;
  hospitalName: string;
  released: number;
  tat: TatStats;
}

export interface SummaryByCategory<K extends CaseKind = CaseKind> extends SummaryCount {
  category: SummaryCategory<K>;
  label: string;
}

/** By the pathologist (or screener) named on the result; id null: none named yet. */
export interface SummaryByPerson extends SummaryCount {
  id: number | null;
  name: string;
}

/** Gynecological quality indicators over the released, evaluated Paps of the period. */
export interface GynIndicators {
  /** ASC-US + ASC-H. */
  asc: number;
  /** LSIL + HSIL. */
  sil: number;
  /** asc / sil (null when no SIL). */
  ascSilRatio: number | null;
  unsatisfactory: number;
  /** unsatisfactory / released Paps (null when none released). */
  unsatisfactoryRate: number | null;
}

export interface CaseSummary<K extends CaseKind = CaseKind> {
  kind: K;
  params: SummaryParams;
  totals: { received: number; released: number; pending: number; cancelled: number };
  /**
   * The later versions released of the period's cases (issue 32.1), counted apart: amendments
   * (corrections) and addenda (information added, the diagnosis unchanged) — versions, and cases
   * with at least one.
   */
  revisions: { amendments: number; addenda: number; amendedCases: number; addendedCases: number };
  /**
   * Surgical cases' parts (issue 27.4; null for the other kinds): the parts of the period's cases,
   * per case, the cases of more than one part, and the released cases with at least one malignant part
   * (a case is malignant when one of its parts is).
   */
  parts: { parts: number; perCase: number | null; multiPartCases: number; casesWithMalignantPart: number } | null;
  /** Every category of the kind, in SUMMARY_CATEGORIES order, zeros included (a stable chart). */
  byCategory: SummaryByCategory<K>[];
  /** Most cases first. */
  byHospital: SummaryByHospital[];
  byPathologist: SummaryByPerson[];
  /** Empty for surgical cases. */
  byScreener: SummaryByPerson[];
  tat: TatStats;
  /** Gynecological only (null for the other kinds). */
  gyn: GynIndicators | null;
}

/** GET /api/{plural}/summary. */
export interface SummaryResponse<K extends CaseKind = CaseKind> {
  summary: CaseSummary<K>;
}

/** A case under the summary's figures. */
export interface SummaryCaseRow {
  id: number;
  accessionNo: string;
  hn: string;
  patientName: string;
  hospitalName: string;
  priority: Priority;
  status: CaseStatus;
  receivedAt: string;
  /** First release (null while pending). */
  firstReleasedAt: string | null;
  /** Working days received → first release (null while pending). */
  tatDays: number | null;
  category: string;
  pathologist: string | null;
  screener: string | null;
  /** The latest released diagnosis line (empty while pending). */
  diagnosis: string;
}

export const SUMMARY_CASE_SORT_FIELDS = ['receivedAt', 'accessionNo', 'tatDays'] as const;

/**
 * GET /api/{plural}/summary/cases: SummaryParams plus first/rows (default 20, at most 100),
 * sortField/sortOrder (default receivedAt, oldest first), and `category` (one of the kind's).
 */
export type SummaryCasesResponse = ListResponse<'cases', SummaryCaseRow>;

export const SUMMARY_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type SummaryExportFormat = (typeof SUMMARY_EXPORT_FORMATS)[number];

/**
 * GET /api/{plural}/summary/export?format=xlsx|csv plus SummaryParams: a file (attachment,
 * `<plural>-summary-<from>-<to>.<ext>`). xlsx: sheets "Summary" (the figures) and "Cases" (every case,
 * up to MAX_EXPORT_ROWS); csv: the cases only, UTF-8 with a byte-order mark so Excel keeps Thai.
 */
export const MAX_EXPORT_ROWS = 100_000;

export const SUMMARY_API = {
  summary: (kind: CaseKind) => `/api/${CASE_ROUTES[kind].plural}/summary`,
  cases: (kind: CaseKind) => `/api/${CASE_ROUTES[kind].plural}/summary/cases`,
  export: (kind: CaseKind) => `/api/${CASE_ROUTES[kind].plural}/summary/export`,
  malignancyReviews: '/api/surgicals/summary/malignancy-reviews',
  malignancyReview: (reportId: number) => `/api/surgicals/summary/malignancy-reviews/${reportId}`,
} as const;

/* ---------------------------------------------------------------------------------------------
 * Malignancy to review (issue 24.1). Surgical versions released before the malignancy field got a
 * category migrated from the old text rule (migration 021); those whose diagnosis names a malignancy
 * and also a negation — where that rule misread "no hyperplasia or malignancy" — are listed for a
 * pathologist to confirm or change. The confirmed category is kept beside the version (which never
 * changes) and counted by the summaries; every confirmation is audited. Administrators and doctors.
 * ------------------------------------------------------------------------------------------- */

/** One released surgical version whose migrated category awaits (or had) a pathologist's review. */
export interface MalignancyReviewDto {
  reportId: number;
  caseId: number;
  accessionNo: string;
  version: number;
  patientName: string;
  hospitalName: string;
  releasedAt: string;
  signedBy: string;
  /** The diagnosis as released. */
  diagnosis: string;
  /** What the old text rule made of it. */
  migrated: Exclude<Malignancy, 'uncertain'>;
  /** The pathologist's category (null: not reviewed yet). */
  confirmed: Malignancy | null;
  note: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** GET /api/surgicals/summary/malignancy-reviews?pending=true|false&first&rows: latest versions only, oldest release first. */
export type MalignancyReviewListResponse = ListResponse<'reviews', MalignancyReviewDto>;

/** POST /api/surgicals/summary/malignancy-reviews/{reportId}: the pathologist's category (a later review replaces it, audited). */
export interface MalignancyReviewRequest {
  malignancy: Malignancy;
  note?: string;
}

export interface MalignancyReviewResponse {
  review: MalignancyReviewDto;
}
