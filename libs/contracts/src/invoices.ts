import type { Money } from './bench.js';
import type { Envelope } from './envelopes.js';
import type { ListQuery } from './lists.js';
import type { Role } from './roles.js';

/* ---------------------------------------------------------------------------------------------
 * Invoices (issue 13, spec §1, §7): five kinds, per payer and period. A draft is reviewed (lines
 * excluded with a reason, a discount) and then issued: it gets a number and never changes again; a
 * correction is a void (with a reason) and a new invoice that points at the voided one. Money is a
 * decimal string in baht ("1200.00"), never a float.
 * ------------------------------------------------------------------------------------------- */

export const INVOICE_KINDS = ['surgical', 'cytological', 'gynecological', 'additional', 'paraffin'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Per kind: the API segment and envelope keys (`/api/reports/surgicalinvoices`, `{ surgicalinvoices,
 * total }`, `{ surgicalinvoice }`), the web page, and the letter of its numbers (INV-S69-00001).
 */
export const INVOICE_ROUTES = {
  surgical: { list: 'surgicalinvoices', one: 'surgicalinvoice', page: '/report/surgical-invoice', letter: 'S' },
  cytological: { list: 'cytologicalinvoices', one: 'cytologicalinvoice', page: '/report/cytological-invoice', letter: 'C' },
  gynecological: { list: 'gynecologicalinvoices', one: 'gynecologicalinvoice', page: '/report/gynecological-invoice', letter: 'G' },
  additional: { list: 'additionalinvoices', one: 'additionalinvoice', page: '/report/additional-invoice', letter: 'A' },
  paraffin: { list: 'paraffininvoices', one: 'paraffininvoice', page: '/report/paraffin-invoice', letter: 'P' },
} as const satisfies Record<InvoiceKind, { list: string; one: string; page: string; letter: string }>;

export type InvoiceListKeyOf<K extends InvoiceKind> = (typeof INVOICE_ROUTES)[K]['list'];
export type InvoiceKeyOf<K extends InvoiceKind> = (typeof INVOICE_ROUTES)[K]['one'];

/** Lab staff and administrators; doctors and guests reach no invoice route. */
export const BILLING_ROLES = ['admin', 'user'] as const satisfies readonly Role[];

/** draft → issued → void. A draft may also be deleted (its lines go back to the billable pool). */
export const INVOICE_STATUSES = ['draft', 'issued', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Of an issued invoice: by its payments (and its due date for overdue). */
export const PAYMENT_STATES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The list's status filter: a life status, or a payment state of issued invoices (overdue: due date passed, balance left). */
export const INVOICE_STATUS_FILTERS = ['draft', 'issued', 'void', 'unpaid', 'paid', 'overdue'] as const;
export type InvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

/** Days past the due date of an unpaid balance: current (not yet due), 1–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const VAT_MODES = ['exempt', 'vat7'] as const;
export type VatMode = (typeof VAT_MODES)[number];
/** Medical services are VAT-exempt in Thailand: the default, stated on the invoice. */
export const DEFAULT_VAT_MODE: VatMode = 'exempt';

/** The payer: the case's company when it has one, otherwise its hospital. */
export const PAYER_TYPES = ['hospital', 'company'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export const DEFAULT_CREDIT_TERM_DAYS = 30;

export interface PayerRef {
  type: PayerType;
  id: number;
}

/** The payer as printed (kept on the invoice when it is issued). */
export interface PayerDto extends PayerRef {
  name: string;
  address: string | null;
  taxId: string | null;
  /** "สำนักงานใหญ่" or a branch number (00001). */
  branch: string | null;
  creditTermDays: number;
}

/** What a line bills: a case (surgical, cytological, gynecological), a done additional-test order, a sent paraffin request. */
export const LINE_SOURCES = ['case', 'additional', 'paraffin'] as const;
export type LineSource = (typeof LINE_SOURCES)[number];

export interface InvoiceLineDto {
  id: number;
  source: LineSource;
  /** The case's, order's or request's id: billed at most once, ever (until a void frees it). */
  sourceId: number;
  caseId: number;
  accessionNo: string;
  patientName: string;
  hn: string;
  /** yyyy-mm-dd, the case's received day (the lab's). */
  receivedDate: string;
  /** What is billed: the specimen, the test's code and name, the paraffin items. */
  item: string;
  /** The government fee-schedule code, where the test has one. */
  cgdCode: string | null;
  /**
   * The letters of the case's parts the line bills (issue 27.5): every part for a case, the block's
   * part for an order on a block, every part for a per-part order without one; empty for a paraffin
   * loan. A per-part price bills `quantity` = the number of parts.
   */
  parts: string[];
  quantity: number;
  unitPrice: Money;
  amount: Money;
  /** Excluded by staff on the draft (not billed, not printed, free for a later invoice). */
  excluded: boolean;
  excludeReason: string | null;
  /**
   * The unit price the line was drafted at, when a redraft (a draft replacing a void invoice)
   * changed it, with the reason given; null when the price is the one billed.
   */
  originalUnitPrice: Money | null;
  priceReason: string | null;
}

export interface PaymentDto {
  id: number;
  /** yyyy-mm-dd */
  date: string;
  amount: Money;
  reference: string;
  note: string | null;
  createdBy: string;
  createdAt: string;
  /**
   * A reversed payment (a bounced cheque, a transfer recorded on the wrong invoice) stays on
   * record, marked with who reversed it, when and why; it no longer counts in `paid`.
   */
  reversedAt: string | null;
  reversedBy: string | null;
  reverseReason: string | null;
}

/** A line of an invoice credited whole by a credit note. */
export interface CreditNoteLineDto {
  lineId: number;
  accessionNo: string;
  item: string;
  amount: Money;
}

/**
 * A credit note (ใบลดหนี้) against an issued invoice: numbered when made (CN-S69-00001, its own
 * series per kind and Buddhist Era year, gap-free), never changed afterwards. It takes `amount`
 * off the invoice's balance (VAT included when the invoice bears VAT; `vat` is that part).
 */
export interface CreditNoteDto {
  id: number;
  invoiceId: number;
  kind: InvoiceKind;
  number: string;
  /** yyyy-mm-dd */
  issueDate: string;
  reason: string;
  amount: Money;
  vat: Money;
  /** The lines credited whole; empty when the credit note is for an amount. */
  lines: CreditNoteLineDto[];
  createdBy: string;
  createdAt: string;
}

/** A row of the invoice lists. */
export interface InvoiceListItem {
  id: number;
  kind: InvoiceKind;
  /** INV-S69-00001; null on a draft. */
  number: string | null;
  status: InvoiceStatus;
  payer: PayerDto;
  /** yyyy-mm-dd, both days included. */
  periodFrom: string;
  periodTo: string;
  /** yyyy-mm-dd; null on a draft. */
  issueDate: string | null;
  dueDate: string | null;
  lineCount: number;
  subtotal: Money;
  discount: Money;
  vat: Money;
  total: Money;
  /** The payments not reversed. */
  paid: Money;
  /** The credit notes' amounts. */
  credited: Money;
  /** Of an issued invoice: total − paid − credited; 0 on a draft or a void. */
  balance: Money;
  /** Of an issued invoice; null on a draft or a void. Paid: nothing left to pay (paid or credited). */
  paymentState: PaymentState | null;
  overdue: boolean;
  /** Days past the due date (0 when not due or paid). */
  daysOverdue: number;
  /** Of an unpaid balance of an issued invoice; null otherwise. */
  ageing: AgeingBucket | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One invoice with its lines and payments. */
export interface InvoiceDto extends InvoiceListItem {
  lines: InvoiceLineDto[];
  payments: PaymentDto[];
  creditNotes: CreditNoteDto[];
  discountNote: string | null;
  vatMode: VatMode;
  /** "7.00" or "0.00" */
  vatRate: string;
  /** The total in Thai words (bahttext): "หนึ่งพันสองร้อยบาทถ้วน". */
  totalInWords: string;
  note: string | null;
  /** The voided invoice this one corrects. */
  replacesId: number | null;
  replacesNumber: string | null;
  /** The invoice that corrects this void one, if made. */
  replacedById: number | null;
  createdBy: string;
  issuedAt: string | null;
  issuedBy: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
  /** The month-end run that made it, if any. */
  runId: string | null;
}

/* ---------------------------------------------------------------------------------------------
 * Requests
 * ------------------------------------------------------------------------------------------- */

/**
 * POST /api/reports/{kind}invoices: drafts of the billable lines of a period, for one payer or (payer
 * absent) every payer that has some. The period is a month (`month`, yyyy-mm) or `from`..`to`; it may
 * not end after today. `replacesId` (a void invoice) takes that invoice's payer and period and points
 * the new draft at it. Answers the drafts made (`{ surgicalinvoices, total }`); nothing billable → 422.
 */
export interface CreateInvoiceDraftRequest {
  payer?: PayerRef | null;
  month?: string;
  from?: string;
  to?: string;
  replacesId?: number | null;
  note?: string | null;
}

/** A line left out of a draft, with the reason. */
export interface LineExclusion {
  lineId: number;
  reason: string;
}

/** A redraft's new unit price for a line, with the reason (kept on the line and in the audit log). */
export interface LinePriceChange {
  lineId: number;
  unitPrice: Money | number;
  reason: string;
}

/**
 * PUT /api/reports/{kind}invoices/{id}: a draft's review, with the version read. `exclude` leaves
 * lines out (reason required), `include` puts excluded lines back (409 when billed elsewhere
 * meanwhile); discount is at most the subtotal of the included lines. An issued or void invoice → 409.
 * `prices` changes lines' unit prices, each with a reason — only on a redraft (a draft that replaces
 * a void invoice: 409 otherwise); the void invoice keeps its own lines and prices.
 */
export interface UpdateInvoiceDraftRequest {
  version: number;
  exclude?: LineExclusion[];
  include?: number[];
  prices?: LinePriceChange[];
  discount?: Money | number;
  discountNote?: string | null;
  note?: string | null;
}

/** POST …/{id}/issue: number, issue date (today), due date (+ credit term), lab and payer details fixed. */
export interface IssueInvoiceRequest {
  version: number;
}

/** POST …/{id}/void: an issued invoice without payments (reverse them first) or credit notes; its lines become billable again. */
export interface VoidInvoiceRequest {
  version: number;
  reason: string;
}

/** POST …/{id}/payments: on an issued invoice, at most its balance, dated no later than today. */
export interface CreatePaymentRequest {
  date: string;
  amount: Money | number;
  reference: string;
  note?: string | null;
}

/**
 * POST …/{id}/payments/{paymentId}/reverse: the payment stays on record, marked reversed with the
 * reason; `paid` and the balance are recomputed. With the invoice's version read.
 */
export interface ReversePaymentRequest {
  version: number;
  reason: string;
}

/**
 * POST …/{id}/credit-notes: a credit note against an issued invoice, for `amount` (baht, VAT
 * included) or for `lineIds` (lines credited whole, VAT added when the invoice bears it) — one of
 * the two — at most the balance left (total − paid − credited; reverse a payment to credit more).
 */
export interface CreateCreditNoteRequest {
  version: number;
  reason: string;
  amount?: Money | number;
  lineIds?: number[];
}

export const INVOICE_SORT_FIELDS = ['createdAt', 'number', 'issueDate', 'dueDate', 'payerName', 'total', 'balance'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/**
 * GET /api/reports/{kind}invoices: first/rows/sortField/sortOrder/search (number or payer name) plus
 * these. `from`..`to` keep invoices whose period overlaps; `month` is the same for one month.
 */
export interface InvoiceListParams extends ListQuery<InvoiceSortField> {
  payerType?: PayerType;
  payerId?: number;
  status?: InvoiceStatusFilter;
  month?: string;
  from?: string;
  to?: string;
}

/* ---------------------------------------------------------------------------------------------
 * Responses
 * ------------------------------------------------------------------------------------------- */

/** Sums over every invoice the filters keep (not only the page); void invoices add nothing. `balance` is of issued ones. */
export interface InvoiceSums {
  subtotal: Money;
  total: Money;
  paid: Money;
  credited: Money;
  balance: Money;
}

/** GET and POST /api/reports/{kind}invoices: `{ surgicalinvoices: [...], total, sums }`. */
export type InvoiceListResponse<K extends InvoiceKind = InvoiceKind> = Envelope<InvoiceListKeyOf<K>, InvoiceListItem[]> & {
  total: number;
  sums: InvoiceSums;
};

/** GET, PUT …/{id}, POST …/{id}/issue, /void, /payments, /payments/{paymentId}/reverse, /credit-notes: `{ surgicalinvoice: {...} }`. */
export type InvoiceResponse<K extends InvoiceKind = InvoiceKind> = Envelope<InvoiceKeyOf<K>, InvoiceDto>;

/* ---------------------------------------------------------------------------------------------
 * Month end: issue every payer's invoice of a kind and month as one background job
 * ------------------------------------------------------------------------------------------- */

/** POST /api/reports/{kind}invoices/month-end */
export interface MonthEndRequest {
  /** yyyy-mm, a month that has ended (or ends today). */
  month: string;
}

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A month-end run's progress, as the page's progress bar reads it. */
export interface MonthEndJobDto {
  /** The job's id (a UUID). */
  id: string;
  kind: InvoiceKind;
  month: string;
  state: JobState;
  /** Payers to invoice (known once the job has started; 0 before). */
  total: number;
  /** Payers done so far. */
  done: number;
  /** Invoices issued by the run. */
  invoiceIds: number[];
  /** Set when state is failed. */
  error: string | null;
  /** The merged PDF and the Excel workbook are ready (state done, and the run issued invoices: a run that issued none has no files). */
  filesReady: boolean;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** POST (202) and GET …/month-end/{jobId}: `{ job: {...} }`. GET …/month-end/{jobId}/pdf and /xlsx: the files. */
export type MonthEndJobResponse = Envelope<'job', MonthEndJobDto>;

/** GET …/month-end: the kind's runs, newest first (first/rows). */
export interface MonthEndRunListParams {
  first?: number;
  rows?: number;
}

/** GET …/month-end: `{ jobs: [...], total }`. */
export type MonthEndRunListResponse = Envelope<'jobs', MonthEndJobDto[]> & { total: number };

/* ---------------------------------------------------------------------------------------------
 * Paths
 * ------------------------------------------------------------------------------------------- */

export const INVOICE_API = {
  list: (kind: InvoiceKind) => `/api/reports/${INVOICE_ROUTES[kind].list}`,
  one: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}`,
  pdf: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/pdf`,
  issue: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/issue`,
  void: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/void`,
  payments: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/payments`,
  reversePayment: (kind: InvoiceKind, id: number | string, paymentId: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/payments/${paymentId}/reverse`,
  creditNotes: (kind: InvoiceKind, id: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/credit-notes`,
  creditNotePdf: (kind: InvoiceKind, id: number | string, creditNoteId: number | string) => `/api/reports/${INVOICE_ROUTES[kind].list}/${id}/credit-notes/${creditNoteId}/pdf`,
  monthEnd: (kind: InvoiceKind) => `/api/reports/${INVOICE_ROUTES[kind].list}/month-end`,
  monthEndJob: (kind: InvoiceKind, jobId: string) => `/api/reports/${INVOICE_ROUTES[kind].list}/month-end/${jobId}`,
  monthEndPdf: (kind: InvoiceKind, jobId: string) => `/api/reports/${INVOICE_ROUTES[kind].list}/month-end/${jobId}/pdf`,
  monthEndXlsx: (kind: InvoiceKind, jobId: string) => `/api/reports/${INVOICE_ROUTES[kind].list}/month-end/${jobId}/xlsx`,
} as const;

const series = (prefix: string) => (kind: InvoiceKind, buddhistYear: number, seq: number) =>
  `${prefix}-${INVOICE_ROUTES[kind].letter}${String(buddhistYear % 100).padStart(2, '0')}-${String(seq).padStart(5, '0')}`;

/** INV-S69-00001: kind letter, Buddhist Era year (two digits), a number running per kind and year. */
export const invoiceNumber = series('INV');

/** CN-S69-00001: a credit note's number, its own series per kind and Buddhist Era year. */
export const creditNoteNumber = series('CN');
