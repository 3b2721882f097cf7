import type { EntityManager } from '@mikro-orm/postgresql';
import {
  labDay,
  type InvoiceDto,
  type InvoiceKind,
  type InvoiceLineDto,
  type InvoiceListItem,
  type InvoiceStatus,
  type PayerDto,
  type PaymentDto,
  type VatMode,
} from '@pathdesk/contracts';
import { ageing, paymentState } from '../domain/invoice-totals.js';
import { fromSatang, toSatang } from '../domain/money.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The columns of an invoice row (alias i), as InvoiceRow. */
export const INVOICE_COLUMNS = `i.id, i.kind, i.number, i.status, i.payer, i.payer_type as "payerType", i.payer_id as "payerId",
  ${day('i.period_from')} as "periodFrom", ${day('i.period_to')} as "periodTo", ${day('i.issue_date')} as "issueDate", ${day('i.due_date')} as "dueDate",
  (select count(*)::int from invoice_line l where l.invoice_id = i.id and not l.excluded) as "lineCount",
  i.subtotal::text, i.discount::text, i.discount_note as "discountNote", i.vat_mode as "vatMode", i.vat_rate::text as "vatRate", i.vat::text, i.total::text, i.paid::text,
  i.lab, i.note, i.replaces_id as "replacesId", (select r.number from invoice r where r.id = i.replaces_id) as "replacesNumber",
  (select n.id from invoice n where n.replaces_id = i.id) as "replacedById", i.run_id as "runId",
  i.created_by_username as "createdBy", ${iso('i.created_at')} as "createdAt", ${iso('i.updated_at')} as "updatedAt",
  ${iso('i.issued_at')} as "issuedAt", i.issued_by_username as "issuedBy", ${iso('i.voided_at')} as "voidedAt", i.voided_by_username as "voidedBy",
  i.void_reason as "voidReason", i.version`;

export interface InvoiceRow {
  id: number;
  kind: InvoiceKind;
  number: string | null;
  status: InvoiceStatus;
  payer: PayerDto;
  payerType: string;
  payerId: number;
  periodFrom: string;
  periodTo: string;
  issueDate: string | null;
  dueDate: string | null;
  lineCount: number;
  subtotal: string;
  discount: string;
  discountNote: string | null;
  vatMode: VatMode;
  vatRate: string;
  vat: string;
  total: string;
  paid: string;
  lab: Record<string, unknown> | null;
  note: string | null;
  replacesId: number | null;
  replacesNumber: string | null;
  replacedById: number | null;
  runId: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  issuedAt: string | null;
  issuedBy: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
  version: number;
}

const money = (text: string) => fromSatang(toSatang(text));

/** A list row: the amounts as text with two decimals, the payment state and ageing as of `today`. */
export function toListItem(row: InvoiceRow, today = labDay()): InvoiceListItem {
  const total = toSatang(row.total);
  const paid = toSatang(row.paid);
  const issued = row.status === 'issued';
  const balance = issued ? total - paid : 0;
  const state = issued ? paymentState(total, paid) : null;
  const aged = issued && balance > 0 && row.dueDate ? ageing(row.dueDate, today) : null;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    payer: row.payer,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    lineCount: row.lineCount,
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    vat: money(row.vat),
    total: money(row.total),
    paid: money(row.paid),
    balance: fromSatang(balance),
    paymentState: state,
    overdue: aged !== null && aged.daysOverdue > 0,
    daysOverdue: aged?.daysOverdue ?? 0,
    ageing: aged?.bucket ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export async function invoiceRow(em: EntityManager, kind: InvoiceKind, id: number): Promise<InvoiceRow | null> {
  const [row] = await em.execute<InvoiceRow[]>(`select ${INVOICE_COLUMNS} from invoice i where i.id = ? and i.kind = ?`, [id, kind]);
  return row ?? null;
}

async function invoiceLines(em: EntityManager, invoiceId: number): Promise<InvoiceLineDto[]> {
  const rows = await em.execute<InvoiceLineDto[]>(
    `select l.id, l.source, l.source_id as "sourceId", l.case_id as "caseId", l.accession_no as "accessionNo", l.patient_name as "patientName", l.hn,
        ${day('l.received_date')} as "receivedDate", l.item, l.cgd_code as "cgdCode", l.quantity, l.unit_price::text as "unitPrice", l.amount::text as amount,
        l.excluded, l.exclude_reason as "excludeReason"
       from invoice_line l where l.invoice_id = ? order by l.position`,
    [invoiceId],
  );
  return rows.map((l) => ({ ...l, unitPrice: money(l.unitPrice), amount: money(l.amount) }));
}

async function invoicePayments(em: EntityManager, invoiceId: number): Promise<PaymentDto[]> {
  const rows = await em.execute<PaymentDto[]>(
    `select p.id, ${day('p.date')} as date, p.amount::text as amount, p.reference, p.note, p.created_by_username as "createdBy", ${iso('p.created_at')} as "createdAt"
       from invoice_payment p where p.invoice_id = ? order by p.date, p.id`,
    [invoiceId],
  );
  return rows.map((p) => ({ ...p, amount: money(p.amount) }));
}

/** The whole invoice (lines, payments, words of the total). */
export async function invoiceDto(em: EntityManager, row: InvoiceRow, totalInWords: (satang: number) => string): Promise<InvoiceDto> {
  const [lines, payments] = [await invoiceLines(em, row.id), await invoicePayments(em, row.id)];
  return {
    ...toListItem(row),
    lines,
    payments,
    discountNote: row.discountNote,
    vatMode: row.vatMode,
    vatRate: money(row.vatRate),
    totalInWords: totalInWords(toSatang(row.total)),
    note: row.note,
    replacesId: row.replacesId,
    replacesNumber: row.replacesNumber,
    replacedById: row.replacedById,
    createdBy: row.createdBy,
    issuedAt: row.issuedAt,
    issuedBy: row.issuedBy,
    voidedAt: row.voidedAt,
    voidedBy: row.voidedBy,
    voidReason: row.voidReason,
    runId: row.runId,
  };
}
