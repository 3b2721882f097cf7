import { CASE_ROUTES } from './cases.js';
import type { Envelope } from './envelopes.js';
import type { PayerRef } from './invoices.js';
import type { ListResponse } from './lists.js';
import type { CaseKind, PricePer } from './lookups.js';
import type { BiomarkerTemplateId } from './synoptic/template.js';

/* ---------------------------------------------------------------------------------------------
 * The bench (apps/api/src/bench/README.md): a case's blocks and slides, the test catalogue and its prices, the
 * additional-test orders and the paraffin requests. Money is a decimal string ("1200.00"), never a
 * float; it is numeric(10,2) in PostgreSQL.
 * ------------------------------------------------------------------------------------------- */

/** A price: baht with at most two decimals, as text ("350", "1200.50"). */
export type Money = string;

/** A cassette of tissue (surgical), or a cell block (cytological, gynecological). */
export const BLOCK_TYPES = ['cassette', 'cell-block'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A block's code: a part letter (or two) and a number, e.g. A1, B12, CB1. */
export const BLOCK_CODE_PATTERN = /^[A-Z]{1,2}[1-9][0-9]{0,2}$/;

/** The stain of a slide cut at grossing. */
export const DEFAULT_STAIN = 'H&E';

export interface SlideDto {
  id: number;
  caseId: number;
  /** null: a slide of the case itself (a cytology smear), not cut from a block. */
  blockId: number | null;
  /** A1-1, A1-2 (cut from block A1); S1, S2 (a case's own slides). */
  code: string;
  /** "H&E", or the test code of the order it was cut for. */
  stain: string;
  /** The additional-test order this slide was cut for (null for the grossing slides). */
  orderId: number | null;
  /** What its label's 2-D barcode holds (benchBarcode). */
  barcode: string;
  createdAt: string;
}

export interface BlockDto {
  id: number;
  caseId: number;
  type: BlockType;
  /** A1 */
  code: string;
  /** "S69-00012 A1": the accession number and the code, as on the cassette. */
  label: string;
  description: string | null;
  barcode: string;
  slides: SlideDto[];
  /** Additional-test orders on this block (any status): a block with slides or orders keeps its code. */
  orderCount: number;
  createdAt: string;
  createdBy: string | null;
  version: number;
}

/** "A1–A4, 1 slide each": blocks A1..A4 of part A, each with `slidesEach` H&E slides. */
export interface BlockRange {
  part: string;
  from: number;
  to: number;
  slidesEach?: number;
  /** Default: cassette for a surgical case, cell block for the others. */
  type?: BlockType;
  description?: string | null;
}

export interface NewBlock {
  code: string;
  type?: BlockType;
  description?: string | null;
  /** H&E slides cut at grossing (default 1). */
  slides?: number;
}

/** POST /api/{kind}/{id}/blocks: a range or a list (one of them). Answers the case's blocks. */
export interface CreateBlocksRequest {
  range?: BlockRange;
  blocks?: NewBlock[];
}

/** PUT /api/{kind}/{id}/blocks/{blockId}: a new code is refused once the block has slides or orders. */
export interface UpdateBlockRequest {
  version: number;
  code?: string;
  description?: string | null;
  type?: BlockType;
}

/**
 * POST /api/{kind}/{id}/slides: more slides on a block ("cut more"), or the case's own slides
 * (blockId null). H&E unless `stain` says otherwise; with `orderId` (an open order on that block)
 * the slides are stained with the order's test.
 */
export interface CreateSlidesRequest {
  blockId?: number | null;
  count: number;
  stain?: string;
  orderId?: number;
}

/** GET/POST /api/{kind}/{id}/blocks: `{ blocks, total, slides }` (slides: the case's own, without a block). */
export type BlocksResponse = ListResponse<'blocks', BlockDto> & { slides: SlideDto[] };
export type BlockResponse = Envelope<'block', BlockDto>;

/* ---------------------------------------------------------------------------------------------
 * Test catalogue
 * ------------------------------------------------------------------------------------------- */

export const TEST_CATEGORIES = ['special-stain', 'immunohistochemistry', 'recut', 'immunofluorescence', 'molecular', 'consultation'] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

/**
 * A price for one hospital or one company (exactly one of them), for one case kind or any (kind null).
 * Resolution when an order becomes billable: the case's company, else its hospital; for each the
 * kind's price before the any-kind price; else the test's default price.
 */
export interface TestPriceDto {
  hospitalId: number | null;
  hospitalName?: string | null;
  companyId: number | null;
  companyName?: string | null;
  kind: CaseKind | null;
  price: Money;
}

export interface TestDto {
  id: number;
  code: string;
  name: string;
  category: TestCategory;
  /** The government fee-schedule (กรมบัญชีกลาง) code, when the test has one. */
  cgdCode: string | null;
  defaultPrice: Money;
  /** Whether an order of it is billed once, or once per part of the case (its block's part when it is on a block). */
  pricePer: PricePer;
  active: boolean;
  /** Its result template (ER, PR, HER2, Ki-67, MMR, PD-L1: issue 30.3), or null for a test whose result is a note. */
  resultTemplate: BiomarkerTemplateId | null;
  prices: TestPriceDto[];
  updatedAt: string;
}

export interface CreateTestRequest {
  code: string;
  name: string;
  category: TestCategory;
  cgdCode?: string | null;
  defaultPrice: Money | number;
  pricePer?: PricePer;
  active?: boolean;
  resultTemplate?: BiomarkerTemplateId | null;
  /** The whole price list of the test (replaces the stored one on update). */
  prices?: Omit<TestPriceDto, 'hospitalName' | 'companyName'>[];
}
export type UpdateTestRequest = Partial<CreateTestRequest>;

export const TEST_SORT_FIELDS = ['code', 'name', 'category', 'updatedAt'] as const;
export type TestSortField = (typeof TEST_SORT_FIELDS)[number];

/** GET /api/tests: first/rows/sortField/sortOrder/search (code or name) plus these. */
export interface TestListParams {
  category?: TestCategory;
  active?: boolean;
}

export type TestsResponse = ListResponse<'tests', TestDto>;
export type TestResponse = Envelope<'test', TestDto>;

/* ---------------------------------------------------------------------------------------------
 * Additional-test orders
 * ------------------------------------------------------------------------------------------- */

export const ADDITIONAL_STATUSES = ['ordered', 'in_progress', 'done', 'cancelled'] as const;
export type AdditionalStatus = (typeof ADDITIONAL_STATUSES)[number];
/** Open orders: the lab's worklist. */
export const OPEN_ADDITIONAL_STATUSES = ['ordered', 'in_progress'] as const satisfies readonly AdditionalStatus[];

/** Which moves an order may make (done and cancelled are final). */
export const ADDITIONAL_TRANSITIONS: Record<AdditionalStatus, readonly AdditionalStatus[]> = {
  ordered: ['in_progress', 'done', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export type PriceSource = 'company' | 'hospital' | 'default';

export interface AdditionalDto {
  id: number;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  patientName: string;
  /** null: ordered on the case (no block). */
  blockId: number | null;
  blockCode: string | null;
  /** The slide cut for the order (on a block): its barcode marks the order done. */
  slideId: number | null;
  slideBarcode: string | null;
  testId: number;
  testCode: string;
  testName: string;
  category: TestCategory;
  status: AdditionalStatus;
  /** The orderer's note (clinical question). */
  note: string | null;
  /** The result note: shown on the result page and printed in the report's additional studies. */
  resultNote: string | null;
  /** Resolved when the order is done (billable) and kept: null before. */
  price: Money | null;
  priceSource: PriceSource | null;
  orderedBy: string;
  orderedAt: string;
  startedBy: string | null;
  startedAt: string | null;
  doneBy: string | null;
  doneAt: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  version: number;
}

/**
 * A done additional test as a released report prints it (its "additional studies" section): kept in
 * the report version's snapshot, so a reprint says what was released.
 */
export interface AdditionalStudy {
  testCode: string;
  testName: string;
  category: TestCategory;
  blockCode: string | null;
  resultNote: string | null;
  doneAt: string;
  /** The biomarker's result as the pathologist entered it (issue 30.3), in the report's words; absent when none. */
  result?: string | null;
}

/**
 * An additional test with a result template (issue 30.3: ER, PR, HER2, Ki-67, MMR, PD-L1) and its
 * result: what the pathologist entered and what it computes to (null until entered).
 */
export interface BiomarkerDto {
  orderId: number;
  testCode: string;
  testName: string;
  blockCode: string | null;
  orderStatus: AdditionalStatus;
  template: BiomarkerTemplateId;
  input: Record<string, unknown> | null;
  /** The computed result (scores, category), with `summary`: the report's sentence. */
  result: ({ summary: string } & Record<string, unknown>) | null;
  enteredBy: string | null;
  enteredAt: string | null;
  /** 0 before the first entry; each save carries the version it read. */
  version: number;
}

/** GET /api/{kind}/{id}/biomarkers: the case's orders that have a result template, in order. */
export interface BiomarkersResponse {
  biomarkers: BiomarkerDto[];
}

/** PUT /api/{kind}/{id}/biomarkers/{orderId}: the pathologist's entry, checked against the template's form. */
export interface SaveBiomarkerRequest {
  input: Record<string, unknown>;
  version: number;
}

export interface BiomarkerResponse {
  biomarker: BiomarkerDto;
}

/**
 * POST /api/{kind}/{id}/additionals: several tests at once (an IHC panel), on a block or the case.
 * Answers the orders made (`{ additionals, total }`); on a block each gets a slide cut for it.
 */
export interface CreateAdditionalsRequest {
  blockId?: number | null;
  testIds: number[];
  note?: string | null;
}

/**
 * PUT /api/{kind}/{id}/additionals/{orderId}: a status move (with a reason to cancel) or an edit of
 * the notes, carrying the version read. A done or cancelled order is not edited (409).
 */
export interface UpdateAdditionalRequest {
  version: number;
  status?: Exclude<AdditionalStatus, 'ordered'>;
  note?: string | null;
  resultNote?: string | null;
  /** Required with status cancelled, refused otherwise. */
  cancelReason?: string | null;
}

export const ADDITIONAL_SORT_FIELDS = ['orderedAt', 'accessionNo', 'testCode', 'status'] as const;
export type AdditionalSortField = (typeof ADDITIONAL_SORT_FIELDS)[number];

/**
 * GET /api/additionals: the open-orders worklist across cases (default: ordered and in progress,
 * oldest first), paged on the server: first/rows/sortField/sortOrder/search (accession number
 * prefix) plus these.
 */
export interface AdditionalListParams {
  /** One status, or `open` (ordered and in progress, the default), or `all`. */
  status?: AdditionalStatus | 'open' | 'all';
  testId?: number;
  category?: TestCategory;
  /** Only orders at least this many days old (by orderedAt). */
  minAgeDays?: number;
  caseId?: number;
}

/** POST /api/additionals/done: mark done the order whose slide was scanned (its barcode or slide id). */
export interface MarkDoneByScanRequest {
  code: string;
  resultNote?: string | null;
}

export type AdditionalsResponse = ListResponse<'additionals', AdditionalDto>;

/** How many orders of one test match the worklist's filters (all but the test). */
export interface TestCount {
  testId: number;
  testCode: string;
  testName: string;
  count: number;
}

/** GET /api/additionals: a page of orders, the total, and the counts by test (most first) for the test chips. */
export type AdditionalWorklistResponse = AdditionalsResponse & { byTest: TestCount[] };
export type AdditionalResponse = Envelope<'additional', AdditionalDto>;

/* ---------------------------------------------------------------------------------------------
 * Paraffin requests: blocks or unstained slides lent outside
 * ------------------------------------------------------------------------------------------- */

export const PARAFFIN_STATUSES = ['requested', 'sent', 'returned', 'kept'] as const;
export type ParaffinStatus = (typeof PARAFFIN_STATUSES)[number];
export const PARAFFIN_TRANSITIONS: Record<ParaffinStatus, readonly ParaffinStatus[]> = {
  requested: ['sent'],
  sent: ['returned', 'kept'],
  returned: [],
  kept: [],
};

export const PARAFFIN_ITEM_TYPES = ['block', 'unstained-slides'] as const;
export type ParaffinItemType = (typeof PARAFFIN_ITEM_TYPES)[number];

export interface ParaffinItem {
  blockId: number;
  blockCode?: string;
  type: ParaffinItemType;
  /** Blocks: 1; unstained slides: how many. */
  count: number;
}

export interface ParaffinDto {
  id: number;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  patientName: string;
  /** Who asks (a person or a department). */
  requester: string;
  /** The patient's hospital or the referral centre, when it is one of the lab's hospitals. */
  hospitalId: number | null;
  hospitalName: string | null;
  /**
   * Who pays the loan's fee: the requester (a hospital or a company) when the request names one;
   * null bills the case's payer (its company, else its hospital), as requests made before it did.
   */
  billTo: (PayerRef & { name: string }) | null;
  purpose: string;
  items: ParaffinItem[];
  status: ParaffinStatus;
  /** yyyy-mm-dd (the lab's days). */
  sentDate: string | null;
  courierNote: string | null;
  dueBackDate: string | null;
  returnedDate: string | null;
  fee: Money | null;
  note: string | null;
  /** Sent, not back, past its due date (today on the lab clock). */
  overdue: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface CreateParaffinRequest {
  requester: string;
  hospitalId?: number | null;
  billTo?: PayerRef | null;
  purpose: string;
  items: Omit<ParaffinItem, 'blockCode'>[];
  dueBackDate?: string | null;
  fee?: Money | number | null;
  note?: string | null;
}

/**
 * PUT /api/{kind}/{id}/paraffins/{requestId}: a status move (sent: sentDate required; returned:
 * returnedDate required, not before sentDate) and/or an edit of the fields, with the version read.
 */
export interface UpdateParaffinRequest {
  version: number;
  status?: ParaffinStatus;
  requester?: string;
  hospitalId?: number | null;
  /** Not changed once the request is on an invoice (409). */
  billTo?: PayerRef | null;
  purpose?: string;
  items?: Omit<ParaffinItem, 'blockCode'>[];
  sentDate?: string | null;
  courierNote?: string | null;
  dueBackDate?: string | null;
  returnedDate?: string | null;
  fee?: Money | number | null;
  note?: string | null;
}

export const PARAFFIN_SORT_FIELDS = ['createdAt', 'dueBackDate', 'accessionNo'] as const;
export type ParaffinSortField = (typeof PARAFFIN_SORT_FIELDS)[number];

/** GET /api/paraffins: across cases (first/rows/sortField/sortOrder/search); `overdue=true` is the overdue list. */
export interface ParaffinListParams {
  status?: ParaffinStatus;
  overdue?: boolean;
}

export type ParaffinsResponse = ListResponse<'paraffins', ParaffinDto>;
export type ParaffinResponse = Envelope<'paraffin', ParaffinDto>;

/* ---------------------------------------------------------------------------------------------
 * Barcodes and labels
 * ------------------------------------------------------------------------------------------- */

export type BarcodeTarget = 'block' | 'slide';

const BARCODE_PREFIX: Record<BarcodeTarget, string> = { block: 'BLK', slide: 'SLD' };

/**
 * What a label's 2-D barcode holds: BLK-123 (block id 123), SLD-45 (slide id 45). No accession
 * number looks like this (those have digits before the dash), so the worklist search tells them apart.
 */
export function benchBarcode(target: BarcodeTarget, id: number): string {
  return `${BARCODE_PREFIX[target]}-${id}`;
}

/** A scanned or typed code → what it names; null when it is not a bench barcode. */
export function parseBenchBarcode(text: string): { target: BarcodeTarget; id: number } | null {
  const match = /^(BLK|SLD)-([1-9][0-9]{0,9})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { target: match[1].toUpperCase() === 'BLK' ? 'block' : 'slide', id };
}

/** GET /api/barcodes/{code}: the case (and block, slide) a scanned code names. */
export interface BarcodeDto {
  code: string;
  target: BarcodeTarget;
  caseId: number;
  kind: CaseKind;
  accessionNo: string;
  blockId: number | null;
  blockCode: string | null;
  slideId: number | null;
  slideCode: string | null;
  /** The open order the slide was cut for, if any. */
  orderId: number | null;
}
export type BarcodeResponse = Envelope<'barcode', BarcodeDto>;

/* ---------------------------------------------------------------------------------------------
 * Route paths (the API's; the web's pages are casePath's additionals and paraffins tabs)
 * ------------------------------------------------------------------------------------------- */

export const BENCH_API = {
  blocks: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/blocks`,
  block: (kind: CaseKind, caseId: number | string, blockId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/blocks/${blockId}`,
  slides: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/slides`,
  additionals: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/additionals`,
  additional: (kind: CaseKind, caseId: number | string, orderId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/additionals/${orderId}`,
  /** Issue 30.3: the case's biomarker results (GET), one entered on its order (PUT …/{orderId}). */
  biomarkers: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/biomarkers`,
  biomarker: (kind: CaseKind, caseId: number | string, orderId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/biomarkers/${orderId}`,
  paraffins: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/paraffins`,
  paraffin: (kind: CaseKind, caseId: number | string, requestId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/paraffins/${requestId}`,
  caseLabelsPdf: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/labels/pdf`,
  /** ?day=yyyy-mm-dd (default today on the lab clock): all blocks grossed that day. */
  dayLabelsPdf: '/api/labels/pdf',
  worklist: '/api/additionals',
  markDoneByScan: '/api/additionals/done',
  paraffinList: '/api/paraffins',
  tests: '/api/tests',
  test: (id: number | string) => `/api/tests/${id}`,
  barcode: (code: string) => `/api/barcodes/${encodeURIComponent(code)}`,
} as const;
