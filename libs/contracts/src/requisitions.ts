import type { CaseDto } from './cases.js';
import type { CaseKind } from './lookups.js';

/** An online requisition's state (issue 28.4): ordered by a hospital, then received by the lab. */
export const REQUISITION_STATUSES = ['ordered', 'received'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

/** A requisition's number: RQ, the Buddhist-era year's last two digits, six digits (RQ69-000123). */
export const REQUISITION_CODE_PATTERN = /^RQ\d{2}-\d{6}$/;

/** What the lab changed of the hospital's case at receipt: each field as sent and as registered. */
export type RequisitionChanges = Record<string, { sent: unknown; received: unknown }>;

/** One requisition (issue 28.4): the case as the hospital sent it, and at receipt what the lab changed and registered. */
export interface RequisitionDto {
  id: number;
  code: string;
  kind: CaseKind;
  status: RequisitionStatus;
  hospitalId: number;
  hospitalName: string;
  hn: string;
  patientName: string;
  doctorName: string | null;
  priority: string;
  createdAt: string;
  createdBy: string;
  /** The case as the hospital sent it: the body of `POST /api/{kind}` for one case (no reception time, no price). */
  sent: Record<string, unknown>;
  /** What the lab changed at receipt (null until received). */
  changes: RequisitionChanges | null;
  receivedAt: string | null;
  receivedBy: string | null;
  /** The case registered from it, once received. */
  caseId: number | null;
  accessionNo: string | null;
}

/** GET /api/requisitions: a page, newest first; a guest sees its hospitals' only. */
export interface RequisitionListResponse {
  requisitions: RequisitionDto[];
  total: number;
}

export interface RequisitionResponse {
  requisition: RequisitionDto;
}

/** POST /api/requisitions/{id}/receive: the requisition as received and the case(s) registered from it. */
export interface ReceiveRequisitionResponse {
  requisition: RequisitionDto;
  cases: CaseDto[];
}

/** GET /api/requisitions/prepare: what the ordering form offers — the caller's hospitals, their doctors, the kinds' types. */
export interface PrepareRequisitionResponse {
  mayOrder: boolean;
  hospitals: { id: number; name: string }[];
  doctors: { id: number; name: string; hospitalId: number }[];
  cytologicalTypes: { id: number; name: string }[];
  gynecologicalTypes: { id: number; name: string }[];
}

export const REQUISITION_API = {
  list: '/api/requisitions',
  prepare: '/api/requisitions/prepare',
  one: (id: number | string) => `/api/requisitions/${id}`,
  pdf: (id: number | string) => `/api/requisitions/${id}/pdf`,
  receive: (id: number | string) => `/api/requisitions/${id}/receive`,
} as const;
