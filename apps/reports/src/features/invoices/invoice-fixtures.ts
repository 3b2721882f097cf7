import type { InvoiceDto, InvoiceLineDto, InvoiceListItem, MonthEndJobDto } from '@pathdesk/contracts';

// Invoices as the API answers them, for the page tests.

const HOSPITAL_PAYER = {
  type: 'hospital',
  id: 3,
  name: 'โรงพยาบาลกรุงเทพเวชการ',
  address: '12 ถนนพหลโยธิน กรุงเทพฯ',
  taxId: '0994000123456',
  branch: 'สำนักงานใหญ่',
  creditTermDays: 30,
} as const;

function lineOf(overrides: Partial<InvoiceLineDto> = {}): InvoiceLineDto {
  return {
    id: 101,
    source: 'case',
    sourceId: 55,
    caseId: 55,
    accessionNo: 'S69-00042',
    patientName: 'นาง สมหญิง ใจดี',
    hn: 'HN0042',
    receivedDate: '2026-10-05',
    item: 'Skin, left arm, excision',
    cgdCode: null,
    parts: ['A'],
    quantity: 1,
    unitPrice: '1200.00',
    amount: '1200.00',
    excluded: false,
    excludeReason: null,
    originalUnitPrice: null,
    priceReason: null,
    ...overrides,
  };
}

export function invoiceOf(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 9,
    kind: 'surgical',
    number: null,
    status: 'draft',
    payer: { ...HOSPITAL_PAYER },
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    issueDate: null,
    dueDate: null,
    lineCount: 2,
    subtotal: '2400.00',
    discount: '0.00',
    vat: '0.00',
    total: '2400.00',
    paid: '0.00',
    credited: '0.00',
    balance: '2400.00',
    paymentState: null,
    overdue: false,
    daysOverdue: 0,
    ageing: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    version: 1,
    lines: [lineOf(), lineOf({ id: 102, sourceId: 56, caseId: 56, accessionNo: 'S69-00043', hn: 'HN0043' })],
    payments: [],
    creditNotes: [],
    discountNote: null,
    vatMode: 'exempt',
    vatRate: '0.00',
    totalInWords: 'สองพันสี่ร้อยบาทถ้วน',
    note: null,
    replacesId: null,
    replacesNumber: null,
    replacedById: null,
    createdBy: 'user',
    issuedAt: null,
    issuedBy: null,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
    runId: null,
    ...overrides,
  };
}

/** A line as the API answers it, for the tests that build their own invoice. */
export { lineOf };

export function issuedOf(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return invoiceOf({
    number: 'INV-S69-00007',
    status: 'issued',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    issuedAt: '2026-11-01T03:00:00.000Z',
    issuedBy: 'user',
    paymentState: 'unpaid',
    ageing: 'current',
    version: 2,
    ...overrides,
  });
}

const DETAIL_ONLY = [
  'lines',
  'payments',
  'creditNotes',
  'discountNote',
  'vatMode',
  'vatRate',
  'totalInWords',
  'note',
  'replacesId',
  'replacesNumber',
  'replacedById',
  'createdBy',
  'issuedAt',
  'issuedBy',
  'voidedAt',
  'voidedBy',
  'voidReason',
  'runId',
];

/** The list's row of an invoice: the invoice without its lines, payments and printed details. */
export function listItemOf(invoice: InvoiceDto): InvoiceListItem {
  return Object.fromEntries(Object.entries(invoice).filter(([key]) => !DETAIL_ONLY.includes(key))) as unknown as InvoiceListItem;
}

export function jobOf(overrides: Partial<MonthEndJobDto> = {}): MonthEndJobDto {
  return {
    id: '0b9d3f5e-1c2a-4e6f-9a8b-7c6d5e4f3a2b',
    kind: 'surgical',
    month: '2026-10',
    state: 'running',
    total: 4,
    done: 1,
    invoiceIds: [],
    error: null,
    filesReady: false,
    createdBy: 'user',
    createdAt: '2026-11-01T02:00:00.000Z',
    startedAt: '2026-11-01T02:00:01.000Z',
    finishedAt: null,
    ...overrides,
  };
}
