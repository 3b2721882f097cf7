import { CASE_ROUTES } from './cases.js';
import type { Envelope } from './envelopes.js';
import type { ListResponse } from './lists.js';
import type { CaseKind } from './lookups.js';

/* ---------------------------------------------------------------------------------------------
 * Custody (issue 31): every specimen, block and slide scanned at each bench step, filed in the
 * archive, retrieved and returned, and disposed of once its retention period has ended.
 * ------------------------------------------------------------------------------------------- */

/** The bench steps in their order; a station is one of them. */
export const CUSTODY_STEPS = ['accessioning', 'grossing', 'processing', 'embedding', 'cutting', 'staining', 'coverslipping', 'distribution', 'filing'] as const;
export type CustodyStep = (typeof CUSTODY_STEPS)[number];

/** What can be scanned (specimen containers, blocks, slides) and what is kept (also requisitions). */
export const CUSTODY_ITEM_KINDS = ['specimen', 'block', 'slide', 'requisition'] as const;
export type CustodyItemKind = (typeof CUSTODY_ITEM_KINDS)[number];

/** The steps an item passes, in order. A step out of this order is refused (a supervisor may override). */
export const STEPS_OF: Record<CustodyItemKind, readonly CustodyStep[]> = {
  specimen: ['accessioning', 'grossing'],
  block: ['grossing', 'processing', 'embedding', 'cutting', 'filing'],
  slide: ['cutting', 'staining', 'coverslipping', 'distribution', 'filing'],
  requisition: ['accessioning', 'filing'],
};

/** Everything the timeline shows: the steps, then the archive's moves and the disposal. */
export const CUSTODY_ACTIONS = [...CUSTODY_STEPS, 'retrieval', 'return', 'disposal'] as const;
export type CustodyAction = (typeof CUSTODY_ACTIONS)[number];

/** Where an item is: on the bench (its last step), filed, retrieved from the archive, or disposed of. */
export const CUSTODY_STATUSES = ['not-scanned', 'on-bench', 'filed', 'retrieved', 'disposed'] as const;
export type CustodyStatus = (typeof CUSTODY_STATUSES)[number];

/** A case's requisition form (kept 5 years by default): REQ-<case id>. */
export function requisitionBarcode(caseId: number): string {
  return `REQ-${caseId}`;
}

export function parseRequisitionBarcode(text: string): { caseId: number } | null {
  const match = /^REQ-([1-9][0-9]{0,9})$/i.exec(text.trim());
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  return { caseId: Number(match[1]) };
}

/**
 * Why `step` may not follow `last` for an item of this kind (null: it may). The next step of the
 * item's order is the only one allowed; a step it does not pass, a repeat or a skip is refused.
 */
export function stepRefusal(kind: CustodyItemKind, last: CustodyAction | null, step: CustodyStep): string | null {
  const steps = STEPS_OF[kind];
  if (!steps.includes(step)) return `a ${kind} does not pass ${step} (its steps: ${steps.join(', ')})`;
  if (last === 'disposal') return `it was disposed of`;
  if (last === 'retrieval' || last === 'return') return `it was filed in the archive: retrieve and return it there, not at ${step}`;
  const at = last === null ? -1 : steps.indexOf(last as CustodyStep);
  const wanted = steps.indexOf(step);
  if (wanted === at) return `it was already recorded at ${step}`;
  if (wanted < at) return `it is past ${step} (its last step: ${last})`;
  if (wanted > at + 1) return `it has not been recorded at ${steps[at + 1]} yet`;
  return null;
}

/** The next step an item expects (null: it has passed them all). */
export function nextStep(kind: CustodyItemKind, last: CustodyAction | null): CustodyStep | null {
  const steps = STEPS_OF[kind];
  if (last === null) return steps[0] ?? null;
  const at = steps.indexOf(last as CustodyStep);
  return at < 0 ? null : (steps[at + 1] ?? null);
}

export interface LocationRef {
  id: number;
  code: string;
  name: string;
}

/** One slide expected of a block scanned at cutting. */
export interface ExpectedSlide {
  id: number;
  code: string;
  barcode: string;
  stain: string;
  lastAction: CustodyAction | null;
}

/** An item as every custody answer names it. */
export interface CustodyItemRef {
  /** The scanned code: BLK-12, SLD-40, SPC-7-1, REQ-7. */
  barcode: string;
  itemKind: CustodyItemKind;
  /** A1, A1-2, container 1, requisition. */
  itemCode: string;
  /** "S69-00042 A1" */
  label: string;
  caseId: number;
  caseKind: CaseKind;
  accessionNo: string;
}

/** A recorded custody event: a step at a station, a retrieval or return, a disposal. */
export interface CustodyEventDto extends CustodyItemRef {
  id: number;
  action: CustodyAction;
  station: string | null;
  location: LocationRef | null;
  at: string;
  by: string | null;
  /** Why (a retrieval's purpose, a disposal's reason). */
  reason: string | null;
  /** A supervisor's reason for a step out of order. */
  overrideReason: string | null;
}

export interface ScanDto extends CustodyEventDto {
  /** A block scanned at cutting: the slides it should give. */
  expectedSlides?: ExpectedSlide[];
  /** `print: true`: what was printed (or why not; the scan stays recorded). */
  printed?: { output: LabelOutput; count: number } | { error: string };
}

/** POST /api/custody/scans. `caseId`: the case being worked (a slide of another case is refused). */
export interface ScanRequest {
  code: string;
  step: CustodyStep;
  station?: string;
  /** A location's code (filing). */
  location?: string;
  caseId?: number;
  /** A supervisor's reason to record a step out of order. */
  override?: { reason: string };
  /** Grossing a specimen: its cassettes to the hot folder; cutting a block: its slide labels to the printer. */
  print?: boolean;
}
export type ScanResponse = Envelope<'scan', ScanDto>;

/** An item of the case as its timeline names it, once: its events refer to it by `id`. */
export interface TimelineItemDto extends Pick<CustodyItemRef, 'barcode' | 'itemKind' | 'itemCode'> {
  id: number;
}

/**
 * A timeline row: an event of one of the case's items (`item`: its id in `items`), the time since
 * that item's previous event (ms; null for its first), and only the fields it has — a station, a
 * location (its id in `locations`), a reason, a supervisor's override reason.
 */
export interface TimelineEventDto {
  id: number;
  item: number;
  action: CustodyAction;
  at: string;
  by: string | null;
  sincePreviousMs: number | null;
  station?: string;
  location?: number;
  reason?: string;
  overrideReason?: string;
}
/**
 * GET /api/{kind}/{id}/timeline: every event of the case's items in order (by time, then as
 * recorded). Items and locations are named once: a case of 240 items has 1,200 events.
 */
export interface TimelineResponse {
  items: TimelineItemDto[];
  locations: LocationRef[];
  events: TimelineEventDto[];
}

/** POST /api/custody/retrievals: a filed item taken out, with why. */
export interface RetrievalRequest {
  code: string;
  reason: string;
}
/** POST /api/custody/returns: back into the archive (its former location unless another is given), with why if said. */
export interface ReturnRequest {
  code: string;
  location?: string;
  reason?: string;
}

export interface LoanDto {
  requestId: number;
  requester: string;
  hospitalName: string | null;
  sentDate: string | null;
  dueBackDate: string | null;
}

/** GET /api/custody/whereabouts?q=S69-00042 A2 (or a barcode, or an accession number). */
export interface WhereaboutsDto extends CustodyItemRef {
  status: CustodyStatus;
  lastAction: CustodyAction | null;
  lastAt: string | null;
  lastBy: string | null;
  location: LocationRef | null;
  /** The last retrieval's reason while it is out. */
  reason: string | null;
  /** Lent out (a paraffin request sent and not returned). */
  loan: LoanDto | null;
}
export interface WhereaboutsResponse {
  items: WhereaboutsDto[];
}

/* Archive locations: a lookup list (cabinet / drawer / box). */
export const LOCATION_KINDS = ['cabinet', 'drawer', 'box'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export interface LocationDto extends LocationRef {
  kind: LocationKind;
  parentId: number | null;
  active: boolean;
  version: number;
}
export interface CreateLocationRequest {
  code: string;
  name: string;
  kind: LocationKind;
  parentId?: number | null;
}
export interface UpdateLocationRequest extends Partial<CreateLocationRequest> {
  version: number;
  active?: boolean;
}
export type LocationsResponse = ListResponse<'locations', LocationDto>;
export type LocationResponse = Envelope<'location', LocationDto>;

/* Settings: retention periods, the label printer, the cassette writer's hot folder. */
export const LABEL_OUTPUTS = ['printer', 'zpl', 'hot-folder'] as const;
export type LabelOutput = (typeof LABEL_OUTPUTS)[number];

/** The hot-folder template's fields. */
export const HOT_FOLDER_FIELDS = ['barcode', 'accessionNo', 'code', 'part', 'patientName', 'hn', 'detail', 'day'] as const;
export const DEFAULT_HOT_FOLDER_TEMPLATE = '{accessionNo},{code},{barcode},{patientName}';

export interface RetentionPeriods {
  blockYears: number;
  slideYears: number;
  requisitionYears: number;
}
export const DEFAULT_RETENTION: RetentionPeriods = { blockYears: 10, slideYears: 10, requisitionYears: 5 };

export interface CustodySettings {
  retention: RetentionPeriods;
  /** A Zebra-type label printer taking ZPL over raw TCP (port 9100); null: labels are downloaded. */
  printer: { host: string; port: number } | null;
  /** The cassette writer's hot folder: one file per cassette from the template. */
  hotFolder: { directory: string; template: string; extension: string } | null;
}
export type CustodySettingsResponse = Envelope<'settings', CustodySettings>;

/** POST /api/custody/labels: blocks' and slides' labels to the printer, as a ZPL file, or to the hot folder. */
export interface LabelsRequest {
  codes: string[];
  output: LabelOutput;
}
export interface LabelsResponse {
  output: LabelOutput;
  count: number;
  files?: string[];
}

/* Legal hold: a case whose items may not be disposed of. */
export interface LegalHoldDto {
  caseId: number;
  reason: string;
  setBy: string | null;
  setAt: string;
}
export interface LegalHoldResponse {
  hold: LegalHoldDto | null;
}
export interface LegalHoldRequest {
  reason: string;
}

/* Retention: what is due, and disposals (approved by a second person, kept forever). */
/** Why a due item cannot be disposed of now: a block on loan (sent, or kept by the requester), a legal hold, an open review. */
export const DISPOSAL_REFUSALS = ['on-loan', 'kept-on-loan', 'legal-hold', 'open-correlation', 'open-look-back'] as const;
export type DisposalRefusal = (typeof DISPOSAL_REFUSALS)[number];

export interface DueItemDto extends CustodyItemRef {
  receivedDay: string;
  /** The first day it may be disposed of (received day + the period). */
  dueDay: string;
  /** Why it cannot be disposed of now, in English (on loan, legal hold, open correlation or look-back). */
  refusal: string | null;
  /** The same as a code, for a screen in the reader's language; its detail: the borrower, or the hold's reason. */
  refusalCode: DisposalRefusal | null;
  refusalDetail: string | null;
}
export type DueItemsResponse = ListResponse<'items', DueItemDto>;

export interface DisposalRequest {
  codes: string[];
  reason: string;
  /** The second person: their account and password, entered at the same screen. */
  approver: { username: string; password: string };
}
export interface DisposalDto {
  id: number;
  at: string;
  by: string;
  approvedBy: string;
  reason: string;
  items: { barcode: string; itemKind: CustodyItemKind; label: string; caseId: number; accessionNo: string }[];
}
export type DisposalResponse = Envelope<'disposal', DisposalDto>;
export type DisposalsResponse = ListResponse<'disposals', Omit<DisposalDto, 'items'> & { count: number }>;

/** GET /api/custody/turnaround?from&to: the bench's time per step (minutes). */
export interface StepTurnaroundDto {
  from: CustodyStep;
  to: CustodyStep;
  count: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}
export interface BenchTurnaroundResponse {
  from: string;
  to: string;
  steps: StepTurnaroundDto[];
  /** A case's first processing to its last distribution. */
  processingToDistribution: Omit<StepTurnaroundDto, 'from' | 'to'>;
}

export const CUSTODY_API = {
  scans: '/api/custody/scans',
  timeline: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/timeline`,
  whereabouts: '/api/custody/whereabouts',
  retrievals: '/api/custody/retrievals',
  returns: '/api/custody/returns',
  locations: '/api/custody/locations',
  location: (id: number | string) => `/api/custody/locations/${id}`,
  settings: '/api/custody/settings',
  labels: '/api/custody/labels',
  hold: (caseId: number | string) => `/api/custody/holds/${caseId}`,
  due: '/api/custody/retention/due',
  disposals: '/api/custody/disposals',
  disposal: (id: number | string) => `/api/custody/disposals/${id}`,
  turnaround: '/api/custody/turnaround',
} as const;
