import type { CaseKind } from './lookups.js';

/** One report in a hospital's inbox (issue 28.3): a released version of one of the account's hospitals. */
export interface InboxReport {
  id: number;
  kind: CaseKind;
  accessionNo: string;
  version: number;
  /** An amended version (marked in the inbox). */
  amended: boolean;
  patientName: string;
  hospitalName: string;
  releasedAt: string;
  /** Released after the account's last visit. */
  isNew: boolean;
  /** The hospital's acknowledgement of receipt, or null. */
  receivedAt: string | null;
  receivedBy: string | null;
}

/** GET /api/portal/inbox: the unreceived latest versions (or, with `received=true`, all), newest first. */
export interface InboxResponse {
  reports: InboxReport[];
  total: number;
  /** total stopped at REPORT_COUNT_CAP. */
  totalCapped: boolean;
  /** The account's previous visit (null: the first). */
  since: string | null;
}

/** POST /api/portal/receipts. */
export interface AcknowledgeReceiptsRequest {
  reportIds: number[];
}

export interface AcknowledgeReceiptsResponse {
  received: { reportId: number; receivedAt: string; receivedBy: string }[];
}

/** POST /api/portal/visits: the visit recorded now. */
export interface PortalVisitResponse {
  visitedAt: string;
}

/**
 * A loan of a case's blocks or unstained slides as the hospital follows it (issue 28.5): the lab's
 * paraffin request without what is the lab's own (the fee, who pays it, its internal note).
 */
export interface PortalLoan {
  id: number;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  patientName: string;
  requester: string;
  purpose: string;
  items: { blockId: number; blockCode?: string; type: 'block' | 'unstained-slides'; count: number }[];
  status: 'requested' | 'sent' | 'returned' | 'kept';
  sentDate: string | null;
  courierNote: string | null;
  dueBackDate: string | null;
  returnedDate: string | null;
  overdue: boolean;
  createdBy: string;
  createdAt: string;
}

/** GET /api/portal/loans: the loans of the account's hospitals' cases, newest first. */
export interface PortalLoansResponse {
  loans: PortalLoan[];
  total: number;
}

/** GET /api/portal/cases/{caseId}/loans: what the hospital may ask for of one of its released cases, and its loans. */
export interface PortalCaseLoansResponse {
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  patientName: string;
  blocks: { id: number; code: string }[];
  loans: PortalLoan[];
}

/** POST /api/portal/cases/{caseId}/loans. */
export interface PortalLoanRequest {
  purpose: string;
  items: { blockId: number; type: 'block' | 'unstained-slides'; count?: number }[];
  /** Who asks, when not the account's holder (a department, a doctor). */
  requester?: string;
}

export const PORTAL_API = {
  loans: '/api/portal/loans',
  caseLoans: (caseId: number | string) => `/api/portal/cases/${caseId}/loans`,
} as const;
