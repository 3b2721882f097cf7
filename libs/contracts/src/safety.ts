import type { GynInterpretation } from './results.js';

/* ---------------------------------------------------------------------------------------------
 * Patient safety (issue 15): the 5-year look-back, critical-result calls, screener workload and
 * cyto-histologic correlation.
 * ------------------------------------------------------------------------------------------- */

/** Pap interpretations that start a 5-year look-back (42 CFR 493.1274(c)(3)) and count as critical. */
export const HIGH_GRADE_PAP: readonly GynInterpretation[] = ['HSIL', 'SCC', 'AGC', 'AIS', 'ADENOCARCINOMA'];

export const LOOKBACK_YEARS = 5;

export const LOOKBACK_OUTCOMES = ['agree', 'discordant'] as const;
export type LookbackOutcome = (typeof LOOKBACK_OUTCOMES)[number];

/** One earlier NILM Pap queued for rescreening by a second reader. */
export interface LookbackDto {
  id: number;
  /** The high-grade Pap whose release queued this one. */
  trigger: { caseId: number; accessionNo: string; reportId: number; interpretation: GynInterpretation };
  /** The earlier NILM Pap to rescreen. */
  caseId: number;
  accessionNo: string;
  reportId: number;
  releasedAt: string;
  patientName: string;
  queuedAt: string;
  reviewer: string | null;
  reviewedAt: string | null;
  outcome: LookbackOutcome | null;
  correctedInterpretation: GynInterpretation | null;
  changesCare: boolean | null;
  note: string | null;
  amendmentOpened: boolean;
}

/** GET /api/reports/gynecologicals/lookbacks. */
export interface LookbackListResponse {
  lookbacks: LookbackDto[];
  total: number;
}

/** POST /api/reports/gynecologicals/lookbacks/{id}. */
export interface LookbackReviewRequest {
  outcome: LookbackOutcome;
  /** Required when discordant: what the second reader sees. */
  correctedInterpretation?: GynInterpretation;
  /** A discordant reading that would change the patient's care opens an amendment of the earlier report. */
  changesCare?: boolean;
  note?: string | null;
}

export interface LookbackResponse {
  lookback: LookbackDto;
}

export const CRITICAL_REASONS = ['high-grade-pap', 'unexpected-malignancy'] as const;
export type CriticalReason = (typeof CRITICAL_REASONS)[number];
export const NOTIFICATION_METHODS = ['phone', 'message'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/** A critical result to tell the hospital about (issue 15.5): open until the call is recorded. */
export interface CriticalCallDto {
  id: number;
  caseId: number;
  kind: 'surgical' | 'cytological' | 'gynecological';
  accessionNo: string;
  patientName: string;
  hospitalName: string;
  reportId: number;
  reason: CriticalReason;
  finding: string;
  signer: string | null;
  releasedAt: string;
  notifiedAt: string | null;
  notifiedPerson: string | null;
  method: NotificationMethod | null;
  readBack: boolean | null;
  note: string | null;
  recordedBy: string | null;
  /** From release to the hospital told: the figure the lab reports. */
  minutesToNotification: number | null;
  /** When someone at the hospital acknowledged the result online (issue 28.3), and who; null until then. */
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
}

/** A critical result as its hospital sees it in the portal (issue 28.3): until someone there acknowledges it. */
export type PortalCriticalResult = Pick<
  CriticalCallDto,
  'id' | 'caseId' | 'kind' | 'accessionNo' | 'patientName' | 'hospitalName' | 'reportId' | 'reason' | 'finding' | 'releasedAt' | 'acknowledgedAt' | 'acknowledgedBy'
>;

/** GET /api/portal/critical-results: the account's hospitals' critical results not yet acknowledged, oldest first. */
export interface PortalCriticalResultsResponse {
  criticalResults: PortalCriticalResult[];
  total: number;
}

/** GET /api/notifications: oldest first; with the lab's time-to-notification figures over what is listed. */
export interface CriticalCallListResponse {
  notifications: CriticalCallDto[];
  total: number;
  summary: { notified: number; open: number; medianMinutes: number | null; maxMinutes: number | null; p90Minutes?: number | null };
}

/** GET /api/notifications/count: the open calls a user should see (for the dashboard). */
export interface CriticalCallCountResponse {
  open: number;
}

/** POST /api/notifications/{id}: who at the hospital was told, when, how, and whether they read it back. */
export interface RecordCallRequest {
  notifiedPerson: string;
  notifiedAt: string;
  method: NotificationMethod;
  readBack: boolean;
  note?: string | null;
}

export interface CriticalCallResponse {
  notification: CriticalCallDto;
}
