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
