import type { Priority } from './cases.js';
import type { CaseKind } from './lookups.js';
import type { Role } from './roles.js';
import type { TatStats } from './turnaround.js';

/* ---------------------------------------------------------------------------------------------
 * The dashboard at `/`: panels chosen by role, each loaded by its own request
 * (GET /api/dashboard/{panel}). Every number carries `link`: the web address of the list behind it
 * (a page path with its query string, e.g. `/workspace/surgicals?status=registered&receivedTo=…`).
 * ------------------------------------------------------------------------------------------- */

export const DASHBOARD_PANELS = [
  'received-today',
  'waiting',
  'open-additionals',
  'to-dispatch',
  'my-sign-out',
  'my-qc-reviews',
  'tat-month',
  'tat-trend',
  'latest-reports',
  'critical-calls',
] as const;
export type DashboardPanelId = (typeof DASHBOARD_PANELS)[number];

/** Which role sees which panels (the API refuses the others, 403), in the dashboard's order. */
export const DASHBOARD_PANELS_BY_ROLE: Record<Role, readonly DashboardPanelId[]> = {
  admin: ['received-today', 'waiting', 'open-additionals', 'to-dispatch', 'my-sign-out', 'my-qc-reviews', 'tat-month', 'tat-trend', 'critical-calls'],
  user: ['received-today', 'waiting', 'open-additionals', 'to-dispatch', 'critical-calls'],
  doctor: ['my-sign-out', 'my-qc-reviews', 'critical-calls'],
  guest: ['latest-reports'],
};

/** A number on the dashboard and the list it stands for. */
export interface LinkedCount {
  count: number;
  link: string;
}

/** received-today: cases received today (the lab's day), per kind. */
export interface ReceivedTodayPanel {
  id: 'received-today';
  day: string;
  total: number;
  byKind: (LinkedCount & { kind: CaseKind })[];
}

/** Age buckets of waiting cases, in calendar days since reception. */
export const WAITING_AGE_BUCKETS = [
  { key: '0-1', label: '≤ 1 day', minDays: 0, maxDays: 1 },
  { key: '2-3', label: '2–3 days', minDays: 2, maxDays: 3 },
  { key: '4-7', label: '4–7 days', minDays: 4, maxDays: 7 },
  { key: '8+', label: '> 7 days', minDays: 8, maxDays: null },
] as const;
export type WaitingAgeBucket = (typeof WAITING_AGE_BUCKETS)[number]['key'];

/**
 * waiting: open cases by stage — gross (registered), result (in progress), sign-out (diagnosed) —
 * and age bucket, per kind.
 */
export const WAITING_STAGES = ['gross', 'result', 'sign-out'] as const;
export type WaitingStage = (typeof WAITING_STAGES)[number];

export interface WaitingPanel {
  id: 'waiting';
  stages: {
    stage: WaitingStage;
    total: number;
    link: string;
    byAge: (LinkedCount & { bucket: WaitingAgeBucket })[];
    byKind: (LinkedCount & { kind: CaseKind })[];
  }[];
}

/** open-additionals: additional-test orders not done or cancelled. */
export interface OpenAdditionalsPanel {
  id: 'open-additionals';
  open: LinkedCount;
  /** Ordered more than 2 days ago. */
  overdue: LinkedCount;
  oldestOrderedAt: string | null;
}

/**
 * to-dispatch: released versions not yet sent, per kind ("amended — send again" among them). Each
 * count stops at REPORT_COUNT_CAP (`capped`, `resendCapped`: there are at least that many), as the
 * include list's total does; `total` adds the kinds' counts, `totalCapped` when any kind's stopped.
 */
export interface ToDispatchPanel {
  id: 'to-dispatch';
  total: number;
  totalCapped: boolean;
  byKind: (LinkedCount & { kind: CaseKind; resend: number; capped: boolean; resendCapped: boolean })[];
}

export interface DashboardCaseRow {
  id: number;
  kind: CaseKind;
  accessionNo: string;
  patientName: string;
  hospitalName: string;
  priority: Priority;
  urgent: boolean;
  receivedAt: string;
  /** Calendar days since reception. */
  ageDays: number;
  /** The case's result page. */
  link: string;
}

/**
 * my-sign-out: diagnosed cases whose result names the signed-in user's pathologist entry (a
 * pathologist config value whose name is the user's name) or that the user last saved; urgent
 * first, then oldest first. At most 10 rows; `total` counts all.
 */
export interface MySignOutPanel {
  id: 'my-sign-out';
  total: number;
  urgent: number;
  link: string;
  cases: DashboardCaseRow[];
}

/** my-qc-reviews: pending gynecological rescreens the user may review (not their own request). */
export interface MyQcReviewsPanel {
  id: 'my-qc-reviews';
  total: number;
  link: string;
  rescreens: { id: number; caseId: number; accessionNo: string; patientName: string; requestedAt: string; reason: 'random' | 'high-risk' }[];
}

/** tat-month: this lab month's TAT per kind (cases first released this month) against target. */
export interface TatMonthPanel {
  id: 'tat-month';
  month: string;
  byKind: { kind: CaseKind; tat: TatStats; link: string }[];
}

/** tat-trend: the last 12 lab months (oldest first, this month last), per kind. */
export interface TatTrendPanel {
  id: 'tat-trend';
  months: string[];
  series: { kind: CaseKind; points: { month: string; released: number; median: number | null; p90: number | null; withinTargetShare: number | null }[] }[];
  targets: { kind: CaseKind; days: number; share: number }[];
}

/** latest-reports: the 10 latest released report versions (any kind). */
export interface LatestReportsPanel {
  id: 'latest-reports';
  reports: { id: number; kind: CaseKind; accessionNo: string; version: number; amended: boolean; patientName: string; hospitalName: string; releasedAt: string; link: string }[];
}

/**
 * critical-calls (issue 15.5): critical results still to phone to the hospital — lab staff and
 * administrators all, a pathologist those they signed — the oldest one's release, and the time
 * from release to the call over the calls recorded in the last 90 days (median and 90th percentile).
 */
export interface CriticalCallsPanel {
  id: 'critical-calls';
  open: LinkedCount;
  oldestReleasedAt: string | null;
  /** Minutes since the oldest open call's release. */
  oldestAgeMinutes: number | null;
  recorded: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export type DashboardPanel =
  | ReceivedTodayPanel
  | WaitingPanel
  | OpenAdditionalsPanel
  | ToDispatchPanel
  | MySignOutPanel
  | MyQcReviewsPanel
  | TatMonthPanel
  | TatTrendPanel
  | LatestReportsPanel
  | CriticalCallsPanel;

export type DashboardPanelOf<P extends DashboardPanelId> = Extract<DashboardPanel, { id: P }>;

/** GET /api/dashboard: the panels of the signed-in user's role, in order (an unknown role: none). */
export interface DashboardPanelsResponse {
  panels: DashboardPanelId[];
}

/** GET /api/dashboard/{panel}. */
export interface DashboardPanelResponse<P extends DashboardPanelId = DashboardPanelId> {
  panel: DashboardPanelOf<P>;
}

/* Report index (`/report/index`): the counts shown beside the report pages. */

export const REPORT_INDEX_PAGES = ['surgical-report', 'cytological-report', 'gynecological-report', 'gynecological-review-report'] as const;
export type ReportIndexPage = (typeof REPORT_INDEX_PAGES)[number];

export interface ReportIndexCount {
  page: ReportIndexPage;
  count: number;
  /** Of `count`, the amended reports to send again (0 for the review queue). */
  resend: number;
  /** `count` stopped at REPORT_COUNT_CAP: there are at least that many (false for the review queue, counted exactly). */
  capped: boolean;
  /** `resend` stopped at REPORT_COUNT_CAP. */
  resendCapped: boolean;
  /**
   * "12 to dispatch", "1,000+ to dispatch (3 new versions — send again)", "3 to review" — in English,
   * for the API's other readers; the web writes its own from the numbers (issue 26.6).
   */
  label: string;
}

/** GET /api/reports/index-counts (admin, user): pages without a count are left out. */
export interface ReportIndexResponse {
  counts: ReportIndexCount[];
}

export const DASHBOARD_API = {
  panels: '/api/dashboard',
  panel: (panel: DashboardPanelId) => `/api/dashboard/${panel}`,
  reportIndex: '/api/reports/index-counts',
} as const;
