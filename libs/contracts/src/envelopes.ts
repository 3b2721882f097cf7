import type { CaseDto, CaseHistoryEntry, CaseListItem } from './cases.js';
import type { GuestReportDto } from './guest-report.js';
import type { CaseKind } from './lookups.js';
import type { GynReviewSummary, REPORT_ROUTES, ReportDto, ReportListItem, RescreenDto, ResultDto } from './results.js';

/**
 * The response envelopes of the case, result and report routes (spec §7: the content is named by
 * kind — `{ surgicals: [...] }`, `{ surgical: {...} }`, `{ surgicalreports: [...], total }`). The
 * API's controllers return them and the web's endpoints read them: one declaration for both.
 */
export type Envelope<Key extends string, V> = { [P in Key]: V };

/** An envelope whose key is known only at run time (a kind's): `{ [key]: value }`. */
export function envelope<Key extends string, V>(key: Key, value: V): Envelope<Key, V> {
  const named: Record<string, V> = { [key]: value };
  if (!isEnvelope(named, key)) throw new Error(`The envelope lacks ${key}`);
  return named;
}

function isEnvelope<Key extends string, V>(value: Record<string, V>, key: Key): value is Envelope<Key, V> {
  return Object.hasOwn(value, key);
}

/** An envelope's content, by its key. */
export function unwrap<T, Key extends keyof T>(response: T, key: Key): T[Key] {
  return response[key];
}

/** A worklist page, before its envelope names the rows by kind. */
export interface CasePage {
  items: CaseListItem[];
  total: number;
  /** total stopped at CASE_COUNT_CAP (CASE_SEARCH_COUNT_CAP for a search): there are at least that many. */
  totalCapped: boolean;
  /** For the next page in keyset order (sorted by receivedAt or accessionNo); null at the end. */
  nextCursor: string | null;
}

/** GET /api/{kind}: `{ surgicals: [...], total, totalCapped, nextCursor }`. */
export type CaseListResponse<P extends string> = Envelope<P, CaseListItem[]> & Omit<CasePage, 'items'>;

/** GET /api/{kind}/{id}, POST /api/{kind}, PUT /api/{kind}/{id}: `{ surgical: {...} }`. */
export type CaseResponse<S extends string> = Envelope<S, CaseDto>;

/** POST /api/{kind}/new: the cases of one requisition, `{ surgicals: [...] }`. */
export type CaseBatchResponse<P extends string> = Envelope<P, CaseDto[]>;

/** GET /api/{kind}/{id}/history. */
export interface CaseHistoryResponse {
  history: CaseHistoryEntry[];
}

/** GET/PUT /api/{kind}/{id}/result. */
export interface ResultResponse<K extends CaseKind = CaseKind> {
  result: ResultDto<K>;
}

export type ReportListKeyOf<K extends CaseKind> = (typeof REPORT_ROUTES)[K]['list'];
export type ReportKeyOf<K extends CaseKind> = (typeof REPORT_ROUTES)[K]['one'];

/** A page of report versions, before its envelope names them by kind. */
export interface ReportPage {
  items: ReportListItem[];
  total: number;
  /** total stopped at REPORT_COUNT_CAP: there are at least that many (counting every version of a busy lab costs more than the page). */
  totalCapped: boolean;
}

/**
 * Where a report list's or the inbox's count stops (issues 28 and 34: a hospital with 100,000 reports
 * reads its first page in ≤ 20 ms): counting 10,000 latest versions took 15–30 ms at 1,000,000 cases,
 * 1,000 a few. Forty pages of 25; older reports are found by their dates or a search.
 */
export const REPORT_COUNT_CAP = 1_000;

/** GET /api/reports/{kind}: `{ surgicalreports: [...], total, totalCapped }`. */
export type ReportListResponse<L extends string> = Envelope<L, ReportListItem[]> & Omit<ReportPage, 'items'>;

/** A sign-out's answer, and GET /api/reports/{kind}/{id} to staff: `{ surgicalreport: {...} }`. */
export type ReportResponse<O extends string, K extends CaseKind = CaseKind> = Envelope<O, ReportDto<K>>;

/** GET /api/reports/{kind}/{id}: the whole version to staff, the printed report to a guest (issue 24.9). */
export type ReportReadResponse<O extends string, K extends CaseKind = CaseKind> = Envelope<O, ReportDto<K> | GuestReportDto<K>>;

/** GET /api/reports/gynecologicals/rescreens: the quality-control queue. */
export interface RescreenListResponse {
  rescreens: RescreenDto[];
  total: number;
}

/** GET /api/reports/gynecologicals/rescreens/summary: the gynecological review report. */
export interface ReviewSummaryResponse {
  review: GynReviewSummary;
}

/** POST /api/reports/gynecologicals/rescreens/{id}: agreement releases the report; disagreement answers the rescreen. */
export type RescreenReviewResponse = ReportResponse<ReportKeyOf<'gynecological'>> | { rescreen: RescreenDto };
