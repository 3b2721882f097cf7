import { CASE_ROUTES } from './cases.js';
import type { CaseKind } from './lookups.js';

/**
 * Intraoperative consultations (issue 32.3): a frozen section of a surgical case — received from
 * theatre, diagnosed, telephoned to the surgeon with read-back — and, at the case's sign-out, how its
 * diagnosis compares with the final one. The turnaround is measured against the lab's target.
 */

/** The lab's target from receipt to diagnosis, in minutes, unless the lab settings say otherwise (CAP: 20). */
export const DEFAULT_FROZEN_TARGET_MINUTES = 20;

/** How the frozen-section diagnosis compares with the final one, recorded at sign-out. */
export const FROZEN_CORRELATIONS = ['agree', 'deferred', 'minor', 'major'] as const;
export type FrozenCorrelation = (typeof FROZEN_CORRELATIONS)[number];

/** Where a frozen section stands: received (awaiting its diagnosis), reported (the surgeon not yet told), called. */
export type FrozenSectionState = 'received' | 'reported' | 'called';

export interface FrozenSectionDto {
  id: number;
  caseId: number;
  accessionNo: string;
  /** The case's part it was cut from ("A"), or null when the case is not yet in parts. */
  partLetter: string | null;
  /** What theatre sent, as the request says ("Sentinel lymph node, left axilla"). */
  specimen: string;
  receivedAt: string;
  receivedBy: string;
  state: FrozenSectionState;
  diagnosis: string | null;
  /** When the diagnosis was given (by the pathologist who reported it: `reportedBy`, their account). */
  reportedAt: string | null;
  reportedBy: string | null;
  reportedByName: string | null;
  /** Receipt to diagnosis, in whole minutes; null until reported. */
  turnaroundMinutes: number | null;
  /** The lab's target (lab settings) when it was reported, and whether the turnaround met it. */
  targetMinutes: number;
  withinTarget: boolean | null;
  /** Who in theatre was told, when, and that they read the diagnosis back. */
  calledTo: string | null;
  calledAt: string | null;
  readBack: boolean | null;
  callRecordedBy: string | null;
  /** Recorded at the case's first sign-out. */
  correlation: FrozenCorrelation | null;
  correlationNote: string | null;
  correlatedBy: string | null;
  correlatedAt: string | null;
  version: number;
}

export interface FrozenSectionsResponse {
  frozenSections: FrozenSectionDto[];
}

export interface FrozenSectionResponse {
  frozenSection: FrozenSectionDto;
}

/** A reported frozen section as a released version prints it (its snapshot's `frozenSections`). */
export interface PrintedFrozenSection {
  partLetter: string | null;
  specimen: string;
  receivedAt: string;
  reportedAt: string;
  turnaroundMinutes: number;
  diagnosis: string;
  /** The reporting pathologist's name. */
  reportedBy: string;
  calledTo: string | null;
  calledAt: string | null;
}

/** POST /api/surgicals/{id}/frozen-sections: received from theatre (lab staff, pathologists, administrators). */
export interface CreateFrozenSectionRequest {
  specimen: string;
  receivedAt: string;
  partLetter?: string | null;
}

/** POST …/frozen-sections/{fsId}/report: the pathologist's diagnosis and when it was given. */
export interface ReportFrozenSectionRequest {
  diagnosis: string;
  reportedAt: string;
  version: number;
}

/** POST …/frozen-sections/{fsId}/call: who in theatre was told, when, and the read-back (required, as for critical calls). */
export interface RecordFrozenCallRequest {
  calledTo: string;
  calledAt: string;
  readBack: boolean;
  version: number;
}

/** At sign-out (GenerateReportRequest.frozenCorrelations): one per frozen section of the case. */
export interface FrozenCorrelationEntry {
  frozenSectionId: number;
  correlation: FrozenCorrelation;
  /** Required for a minor or major discrepancy: what differed. */
  note?: string | null;
}

/** GET /api/surgicals/summary/frozen-concordance?from=yyyy-mm&to=yyyy-mm: per month of receipt. */
export interface FrozenConcordanceMonth {
  month: string;
  frozenSections: number;
  reported: number;
  withinTarget: number;
  medianMinutes: number | null;
  correlated: number;
  agree: number;
  deferred: number;
  minor: number;
  major: number;
  /** Agree ÷ (correlated − deferred), as a percentage to one decimal; null when nothing to compare. */
  concordancePercent: number | null;
}

export interface FrozenConcordanceResponse {
  months: FrozenConcordanceMonth[];
  total: FrozenConcordanceMonth;
  targetMinutes: number;
}

/** The routes (a frozen section is a surgical case's; other kinds answer 400). */
export const FROZEN_API = {
  list: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/frozen-sections`,
  report: (caseId: number | string, id: number | string) => `/api/surgicals/${caseId}/frozen-sections/${id}/report`,
  call: (caseId: number | string, id: number | string) => `/api/surgicals/${caseId}/frozen-sections/${id}/call`,
  concordance: '/api/surgicals/summary/frozen-concordance',
} as const;

export function frozenSectionState(fs: Pick<FrozenSectionDto, 'reportedAt' | 'calledAt'>): FrozenSectionState {
  return fs.calledAt ? 'called' : fs.reportedAt ? 'reported' : 'received';
}

/** The concordance of counts: agree ÷ (correlated − deferred), one decimal; null when nothing compares. */
export function concordancePercent(c: Pick<FrozenConcordanceMonth, 'agree' | 'correlated' | 'deferred'>): number | null {
  const compared = c.correlated - c.deferred;
  return compared > 0 ? Math.round((c.agree / compared) * 1000) / 10 : null;
}
