import type { CaseStatus, Sex } from './cases.js';
import type { CaseKind } from './lookups.js';
import type { GynInterpretation } from './results.js';

/* ---------------------------------------------------------------------------------------------
 * Patients (issue 15.1): the person behind the cases, linked by Thai citizen ID, else by HN at the
 * same hospital. A likely match by name and birth date is only suggested, never linked.
 * ------------------------------------------------------------------------------------------- */

/** One case of a patient, as the prior-history panels list it (newest first). */
export interface PatientCaseDto {
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  receivedAt: string;
  status: CaseStatus;
  /** The latest released report's diagnosis line; null before sign-out. */
  diagnosis: string | null;
  /** A Pap's Bethesda interpretation, as released. */
  bethesda: GynInterpretation | null;
  /** The latest released report (for its link), null before sign-out. */
  reportId: number | null;
}

/** The patient's details as their latest case has them: what registration offers to reuse. */
export interface PatientDetails {
  citizenId: string | null;
  hn: string;
  hospitalId: number;
  hospitalName: string;
  patientTitle: string | null;
  patientFirstName: string;
  patientLastName: string;
  patientFirstNameEn: string | null;
  patientLastNameEn: string | null;
  sex: Sex;
  birthDate: string | null;
  /** Without a birth date: the age the latest case gave, plus the whole years since its reception (null with a birth date). */
  ageYears: number | null;
}

export interface PatientDto {
  id: number;
  citizenId: string | null;
  /** The HNs the patient has at each hospital. */
  hns: { hospitalId: number; hospitalName: string; hn: string }[];
  /** From the latest case. */
  details: PatientDetails;
  lastCase: { caseId: number; kind: CaseKind; accessionNo: string; receivedAt: string };
  caseCount: number;
}

/** GET /api/patients/{id}. */
export interface PatientResponse {
  patient: PatientDto;
}

/** GET /api/patients/{id}/cases: every case of the patient, newest first. */
export interface PatientCasesResponse {
  cases: PatientCaseDto[];
  total: number;
}

/** GET /api/patients/for-case/{caseId}: the case's patient (null: not linked) and their other cases, newest first. */
export interface CasePatientResponse {
  patient: PatientDto | null;
  previousCases: PatientCaseDto[];
}

/** How a registration's patient was recognised: linked (citizen ID, HN) or only suggested (name and birth date). */
export type PatientMatchBy = 'citizenId' | 'hn' | 'nameAndBirthDate';

/** GET /api/patients/match: the patient a registration will be linked to, and likely others to check. */
export interface PatientMatchResponse {
  /** The patient the case will join (same citizen ID, else same HN at the hospital). */
  match: { by: 'citizenId' | 'hn'; patient: PatientDto } | null;
  /** Same name and birth date, not linked: for the registrar to check. */
  suggestions: { by: 'nameAndBirthDate'; patient: PatientDto }[];
}

export interface PatientMatchQuery {
  citizenId?: string;
  hospitalId?: number;
  hn?: string;
  firstName?: string;
  lastName?: string;
  birthDate?: string;
}

/** What an access was, as the patient's access log shows it (issue 28.6). */
export type PatientAccessKind = 'view' | 'print' | 'export' | 'change';

/** One access to a patient's case or report, from the audit log. */
export interface PatientAccessDto {
  id: number;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  /** The account's role now; null when the account is gone or the access had no account. */
  role: string | null;
  /** Which hospital: the hospitals of a client hospital's account (names), empty for the lab's own (issue 28.6). */
  hospitals: string[];
  kind: PatientAccessKind;
  /** The audit log's own action (view, print, download, update, sign-out, …). */
  action: string;
  /** 'pathology_case' or 'report_version', and its id. */
  entity: string;
  entityId: string;
  /** The accession number of the case the record belongs to. */
  accessionNo: string | null;
  ip: string | null;
}

/** GET /api/patients/{id}/access-log (administrators): every access, newest first, paged. */
export interface PatientAccessLogResponse {
  accesses: PatientAccessDto[];
  total: number;
}
