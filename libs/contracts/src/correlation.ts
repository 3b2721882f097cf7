import type { GynInterpretation } from './results.js';

/* ---------------------------------------------------------------------------------------------
 * Cyto-histologic correlation (issue 15.2): a cervical biopsy or excision signed out within
 * 6 months after a Pap of the same patient is paired with that Pap for a pathologist to correlate.
 * ------------------------------------------------------------------------------------------- */

export const CORRELATION_MONTHS = 6;

/**
 * A surgical case is a cervical biopsy or excision when its specimen (the free-text organ and
 * procedure registered with the case) names the cervix (cervix, cervical, endo-/ectocervical,
 * ปากมดลูก) or an excision of it (LEEP, LLETZ, conization or cone biopsy, trachelectomy), in any
 * case. Written so that JavaScript and PostgreSQL (`~*`) read it the same way.
 */
export const CERVICAL_SPECIMEN_PATTERN = 'cervi|ปากมดลูก|leep|lletz|coni[sz]ation|cone biopsy|trachelectomy';

export function isCervicalSpecimen(specimen: string | null | undefined): boolean {
  return !!specimen && new RegExp(CERVICAL_SPECIMEN_PATTERN, 'i').test(specimen);
}

export const CORRELATION_OUTCOMES = ['agree', 'minor', 'major'] as const;
export type CorrelationOutcome = (typeof CORRELATION_OUTCOMES)[number];
export const CORRELATION_OUTCOME_LABELS: Record<CorrelationOutcome, string> = {
  agree: 'Agree',
  minor: 'Minor discrepancy',
  major: 'Major discrepancy',
};

/** List filter: pending (not reviewed yet), reviewed (any outcome), or one outcome. */
export const CORRELATION_STATUSES = ['pending', 'reviewed', ...CORRELATION_OUTCOMES] as const;
export type CorrelationStatus = (typeof CORRELATION_STATUSES)[number];

/** One Pap–biopsy pair. Dates are the lab's calendar days (yyyy-mm-dd). */
export interface CorrelationDto {
  id: number;
  patientId: number;
  patientName: string;
  pap: { caseId: number; accessionNo: string; reportId: number; date: string; interpretation: GynInterpretation | null; signer: string | null };
  biopsy: { caseId: number; accessionNo: string; reportId: number; date: string; specimen: string; diagnosis: string; signer: string | null };
  /** Days from the Pap to the biopsy's sign-out. */
  intervalDays: number;
  queuedAt: string;
  outcome: CorrelationOutcome | null;
  note: string | null;
  reviewer: string | null;
  reviewedAt: string | null;
}

/** GET /api/reports/gynecologicals/correlations?status&from&to&first&rows: oldest sign-out first. */
export interface CorrelationListResponse {
  correlations: CorrelationDto[];
  total: number;
}

/** POST (first record) and PUT (a correction) /api/reports/gynecologicals/correlations/{id}. */
export interface CorrelationReviewRequest {
  outcome: CorrelationOutcome;
  /** Required for a discrepancy. */
  note?: string | null;
}

export interface CorrelationResponse {
  correlation: CorrelationDto;
}

/** One lab month of biopsy sign-outs: the pairs and their outcomes. */
export interface CorrelationPeriod {
  month: string;
  pairs: number;
  pending: number;
  agree: number;
  minor: number;
  major: number;
  /** (minor + major) / reviewed; null when nothing was reviewed. */
  discrepancyRate: number | null;
}

/** GET /api/reports/gynecologicals/correlations/summary?from&to: per month, newest first, and over all. */
export interface CorrelationSummaryResponse {
  periods: CorrelationPeriod[];
  total: Omit<CorrelationPeriod, 'month'>;
}
