import type { Priority, Sex } from './cases.js';
import type { CaseKind } from './lookups.js';

/** Issue 29: a hospital's systems PathDesk talks to — HL7 v2 over MLLP, a FHIR API token, a HOSxP database. */
export const INTERFACE_KINDS = ['hl7v2-mllp', 'fhir-token', 'hosxp'] as const;
export type InterfaceKind = (typeof INTERFACE_KINDS)[number];

/** What an interface is set up with (per kind; the others' fields absent). A HOSxP password is never answered. */
export interface InterfaceSettings {
  host?: string;
  port?: number;
  sendingApplication?: string;
  sendingFacility?: string;
  receivingApplication?: string;
  receivingFacility?: string;
  /** HL7: the report's PDF as an ED OBX. */
  includePdf?: boolean;
  /** HOSxP: database name and user (the password is stored encrypted, never answered). */
  database?: string;
  user?: string;
  hasPassword?: boolean;
  /** HOSxP: the hospital's lab item codes (`lab_items.lab_items_code`) that are pathology orders, by the kind of case each becomes. */
  labItems?: HosxpLabItems;
}

/** HOSxP: which of the hospital's lab items order which kind of case (issue 29.5). */
export type HosxpLabItems = Partial<Record<CaseKind, string[]>>;

export interface InterfaceDto extends InterfaceSettings {
  id: number;
  hospitalId: number;
  hospitalName: string;
  kind: InterfaceKind;
  name: string;
  enabled: boolean;
  /** fhir-token: the token's first characters, to tell tokens apart (the token itself is shown once). */
  tokenHint: string | null;
  revokedAt: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  version: number;
}

export const INTERFACE_MESSAGE_STATES = ['queued', 'sent', 'acked', 'rejected', 'failed', 'accepted', 'refused'] as const;
export type InterfaceMessageState = (typeof INTERFACE_MESSAGE_STATES)[number];

/**
 * GET /api/interface-messages?reportIds=1,2,…: where each report version stands in the hospitals'
 * systems (issue 29.3, on the dispatch page) — per interface, its latest message out (a resend
 * replaces the first). Lab staff who dispatch (admin, user); at most MAX_DISPATCH_REPORTS ids.
 */
export interface ReportMessageState {
  reportId: number;
  interfaceId: number;
  interfaceName: string;
  state: InterfaceMessageState;
  attempts: number;
  /** Why the hospital refused it, or the last attempt failed. */
  error: string | null;
  answeredAt: string | null;
}

export interface ReportMessagesResponse {
  messages: ReportMessageState[];
}

export interface InterfaceMessageDto {
  id: number;
  interfaceId: number;
  direction: 'out' | 'in';
  messageType: string;
  controlId: string;
  reportId: number | null;
  caseId: number | null;
  accessionNo: string | null;
  resendOf: number | null;
  state: InterfaceMessageState;
  /** The hospital's answer (the ACK as received), or null. */
  ack: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  /** The message as sent or received (GET …/messages/{id} only). */
  raw?: string;
}

/**
 * Issue 29.4: what a hospital's order (HL7 ORM^O01/OML^O21, FHIR ServiceRequest) fills of the case it
 * becomes — the patient, the specimen, the clinical data and the ordering doctor (by name, and the
 * doctor of the lookup when one of that hospital has this name).
 */
export interface OrderFields {
  hn: string;
  citizenId: string | null;
  patientTitle: string | null;
  patientFirstName: string;
  patientLastName: string;
  patientFirstNameEn: string | null;
  patientLastNameEn: string | null;
  sex: Sex;
  birthDate: string | null;
  specimen: string;
  clinicalHistory: string | null;
  collectedAt: string | null;
  priority: Priority;
  doctorName: string | null;
  doctorId?: number | null;
  /** The hospital's visit number (HOSxP VN, PV1-19): an out-patient visit. Never an admission number. */
  visitNo?: string | null;
  /** The hospital's admission number (HOSxP AN): an in-patient stay, its own field — never swapped with the VN. */
  admissionNo?: string | null;
  /** The ward the order came from (an admission's). */
  ward?: string | null;
}

export const CASE_ORDER_STATES = ['ordered', 'received'] as const;
export type CaseOrderState = (typeof CASE_ORDER_STATES)[number];

/** An order from a hospital's system: ordered (waiting for its specimen) until lab staff receive it as a case. */
export interface CaseOrderDto extends OrderFields {
  id: number;
  hospitalId: number;
  hospitalName: string;
  interfaceId: number;
  /** The hospital's (placer) order number: scanned or typed to receive it; OBR-2 of the results sent back. */
  orderNo: string;
  kind: CaseKind;
  state: CaseOrderState;
  /** `ORM^O01`, `OML^O21`, `ServiceRequest` or `HOSXP-ORDER`. */
  messageType: string;
  orderedAt: string;
  caseId: number | null;
  accessionNo: string | null;
  receivedAt: string | null;
  receivedBy: string | null;
}

/** Orders in (issue 29.4): the API's routes of the orders waiting for their specimen. */
export const ORDERS_API = {
  list: '/api/orders',
  receive: '/api/orders/receive',
} as const;

/** GET /api/orders. */
export interface CaseOrderPage {
  orders: CaseOrderDto[];
  total: number;
}

/** POST /api/orders/receive: the order, received, and the case it became. */
export interface ReceiveOrderResponse {
  order: CaseOrderDto;
  case: { id: number; accessionNo: string; kind: CaseKind };
}
