import { CASE_ROUTES } from './cases.js';
import type { CaseKind } from './lookups.js';

/**
 * A second pathologist's signature before release (issue 32.2): the result names a co-signer, who
 * signs the result as it stands; a later change to the result needs their signature again, and the
 * sign-out waits for it. Printed on the report beside the signer.
 */
export interface CosignDto {
  caseId: number;
  cosignerUsername: string;
  cosignerName: string;
  requestedBy: string;
  requestedAt: string;
  /** When they signed, and the result's version they signed; null until they do. */
  signedAt: string | null;
  signedResultVersion: number | null;
  /** Signed on the result as it stands now (what sign-out needs). */
  current: boolean;
}

/** GET|PUT|DELETE|POST /api/{kind}s/{id}/cosign: the case's co-signature (null: none asked). */
export interface CosignResponse {
  cosign: CosignDto | null;
}

/** PUT …/cosign: ask a pathologist (by their account) to co-sign. */
export interface RequestCosignRequest {
  username: string;
}

/** POST …/cosign: the named co-signer signs (their password again where sign-out asks it). */
export interface CosignRequest {
  password?: string;
}

/** The co-signature as a released version prints it. */
export interface PrintedCosign {
  name: string;
  credentials: string | null;
  at: string;
}

export const COSIGN_API = {
  one: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/cosign`,
} as const;

/** An internal second opinion's answer (issue 32.2). */
export const CONSULTATION_OPINIONS = ['agree', 'minor', 'major'] as const;
export type ConsultationOpinion = (typeof CONSULTATION_OPINIONS)[number];

/**
 * An internal second opinion: a pathologist asks another (by account) about a case, before or after
 * sign-out; the consultant answers agree, minor or major disagreement with a note. A major
 * disagreement after release opens an amendment draft of the result.
 */
export interface ConsultationDto {
  id: number;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  requestedBy: string;
  requestedByName: string;
  requestedAt: string;
  /** An internal consultation's colleague; null for an outside one. */
  consultantUsername: string | null;
  /** The colleague's name, or the outside consultant's. */
  consultantName: string;
  /** An outside consultation: the institution the material went to, and the loan that sent it. */
  outside: { institution: string; consultant: string; paraffinRequestId: number | null } | null;
  /** The outside institution's report as received; null until attached. */
  outsideReport: string | null;
  question: string;
  opinion: ConsultationOpinion | null;
  note: string | null;
  answeredAt: string | null;
  /** Answered after the case's first release. */
  afterRelease: boolean | null;
  amendmentOpened: boolean;
  /** Who recorded the answer (the colleague; for an outside consultation, the pathologist who attached its report). */
  answeredBy: string | null;
}

export interface ConsultationsResponse {
  consultations: ConsultationDto[];
  total: number;
}

export interface ConsultationResponse {
  consultation: ConsultationDto;
}

/** POST /api/{kind}s/{id}/consultations: ask a colleague (`consultantUsername`), or send the case out (`outside`). */
export interface RequestConsultationRequest {
  consultantUsername?: string;
  outside?: { institution: string; consultant: string; paraffinRequestId?: number | null };
  question: string;
}

/** POST /api/consultations/{id}/outside-report: the outside report as received, and how it compares. */
export interface OutsideReportRequest {
  report: string;
  opinion: ConsultationOpinion;
  note?: string | null;
}

/** An outside consultation as the final report names it. */
export interface PrintedOutsideConsultation {
  institution: string;
  consultant: string;
  opinion: ConsultationOpinion;
  receivedAt: string;
}

/** POST /api/consultations/{id}/opinion: the consultant's answer (a note required for a disagreement). */
export interface ConsultationOpinionRequest {
  opinion: ConsultationOpinion;
  note?: string | null;
}

/** GET /api/consultations/summary?from&to: per month of the request and per pathologist whose case it was. */
export interface ConsultationSummaryRow {
  month: string;
  /** The requesting pathologist's account; null on a month's total row. */
  pathologist: string | null;
  pathologistName: string | null;
  asked: number;
  answered: number;
  agree: number;
  minor: number;
  major: number;
  /** Agree ÷ answered, one decimal; null when none answered. */
  agreementPercent: number | null;
}

export interface ConsultationSummaryResponse {
  rows: ConsultationSummaryRow[];
}

/** GET /api/consultations/colleagues: the other pathologists one may ask (co-sign or consult). */
export interface ColleaguesResponse {
  colleagues: { username: string; name: string }[];
}

export const CONSULTATION_API = {
  colleagues: '/api/consultations/colleagues',
  ofCase: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/consultations`,
  list: '/api/consultations',
  opinion: (id: number | string) => `/api/consultations/${id}/opinion`,
  outsideReport: (id: number | string) => `/api/consultations/${id}/outside-report`,
  summary: '/api/consultations/summary',
} as const;
