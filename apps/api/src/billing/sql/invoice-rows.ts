import { coded } from '@pathdesk/contracts';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  labDay,
  type CreditNoteDto,
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
  i.subtotal::text, i.discount::text, i.discount_note as "discountNote", i.vat_mode as "vatMode", i.vat_rate::text as "vatRate", i.vat::text, i.total::text, i.paid::text, i.credited::text,
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
  credited: string;
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
  const credited = toSatang(row.credited);
  const issued = row.status === 'issued';
  const balance = issued ? total - paid - credited : 0;
  const state = issued ? paymentState(total, paid, credited) : null;
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
    credited: money(row.credited),
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

/** The invoice row locked for the caller's transaction; 404 when not of the kind, 409 on a stale version. */
export async function lockedInvoice(em: EntityManager, kind: InvoiceKind, id: number, version?: number): Promise<InvoiceRow> {
  const [lock] = await em.execute<{ id: number }[]>(`select id from invoice where id = ? and kind = ? for update`, [id, kind]);
  if (!lock) throw new NotFoundException(coded('no_kind_invoice', { kind, id }));
  const row = (await invoiceRow(em, kind, id))!;
  if (version !== undefined && version !== row.version) {
    throw new ConflictException({ message: 'The invoice was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
  }
  return row;
}

async function invoiceLines(em: EntityManager, invoiceId: number): Promise<InvoiceLineDto[]> {
  const rows = await em.execute<InvoiceLineDto[]>(
    `select l.id, l.source, l.source_id as "sourceId", l.case_id as "caseId", l.accession_no as "accessionNo", l.patient_name as "patientName", l.hn,
        ${day('l.received_date')} as "receivedDate", l.item, l.cgd_code as "cgdCode", coalesce(string_to_array(l.parts, ','), '{}') as parts, l.quantity, l.unit_price::text as "unitPrice", l.amount::text as amount,
        l.excluded, l.exclude_reason as "excludeReason", l.original_unit_price::text as "originalUnitPrice", l.price_reason as "priceReason"
       from invoice_line l where l.invoice_id = ? order by l.position`,
    [invoiceId],
  );
  return rows.map((l) => ({ ...l, unitPrice: money(l.unitPrice), amount: money(l.amount), originalUnitPrice: l.originalUnitPrice === null ? null : money(l.originalUnitPrice) }));
}

async function invoicePayments(em: EntityManager, invoiceId: number): Promise<PaymentDto[]> {
  const rows = await em.execute<PaymentDto[]>(
    `select p.id, ${day('p.date')} as date, p.amount::text as amount, p.reference, p.note, p.created_by_username as "createdBy", ${iso('p.created_at')} as "createdAt",
        ${iso('p.reversed_at')} as "reversedAt", p.reversed_by_username as "reversedBy", p.reverse_reason as "reverseReason"
       from invoice_payment p where p.invoice_id = ? order by p.date, p.id`,
    [invoiceId],
  );
  return rows.map((p) => ({ ...p, amount: money(p.amount) }));
}

/** An invoice's credit notes, oldest first, with the lines each credited. */
async function creditNotesOf(em: EntityManager, invoiceId: number): Promise<CreditNoteDto[]> {
  const rows = await em.execute<CreditNoteDto[]>(
    `select n.id, n.invoice_id as "invoiceId", n.kind, n.number, ${day('n.issue_date')} as "issueDate", n.reason, n.amount::text as amount, n.vat::text as vat,
        (select coalesce(jsonb_agg(jsonb_build_object('lineId', l.id, 'accessionNo', l.accession_no, 'item', l.item, 'amount', cl.amount::text) order by l.position), '[]'::jsonb)
           from credit_note_line cl join invoice_line l on l.id = cl.line_id where cl.credit_note_id = n.id) as lines,
        n.created_by_username as "createdBy", ${iso('n.created_at')} as "createdAt"
       from credit_note n where n.invoice_id = ? order by n.id`,
    [invoiceId],
  );
  return rows.map((n) => ({ ...n, amount: money(n.amount), vat: money(n.vat), lines: n.lines.map((l) => ({ ...l, amount: money(l.amount) })) }));
}

/** The whole invoice (lines, payments, credit notes, words of the total). */
export async function invoiceDto(em: EntityManager, row: InvoiceRow, totalInWords: (satang: number) => string): Promise<InvoiceDto> {
  const [lines, payments, creditNotes] = [await invoiceLines(em, row.id), await invoicePayments(em, row.id), await creditNotesOf(em, row.id)];
  return {
    ...toListItem(row),
    lines,
    payments,
    creditNotes,
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
