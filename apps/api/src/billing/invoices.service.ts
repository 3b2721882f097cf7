import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  buddhistYear,
  DEFAULT_CREDIT_TERM_DAYS,
  DEFAULT_VAT_MODE,
  invoiceNumber,
  labDay,
  labYear,
  type CreateInvoiceDraftRequest,
  type CreatePaymentRequest,
  type InvoiceDto,
  type InvoiceKind,
  type InvoiceListItem,
  type IssueInvoiceRequest,
  type PayerRef,
  type ReversePaymentRequest,
  type UpdateInvoiceDraftRequest,
  type VoidInvoiceRequest,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { invalidInput } from '../common/invalid-input.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { billingPeriod } from './domain/billing-period.js';
import { invoiceTotals } from './domain/invoice-totals.js';
import { fromSatang, toSatang } from './domain/money.js';
import { totalInWords } from './domain/total-in-words.js';
import type { LabDetails } from './pdf/invoice-document.js';
import { auditRow } from '../audit/audit-sql.js';
import { billableLines, type BillableLine, type BillablePeriod } from './sql/billable-lines.js';
import { insertDraft } from './sql/insert-draft.js';
import { listInvoices, type InvoiceListQuery } from './sql/invoice-list.js';
import { nextNumber } from './sql/next-number.js';
import { invoiceDto, invoiceRow, lockedInvoice, toListItem, type InvoiceRow } from './sql/invoice-rows.js';
import { loadPayers, payerKey } from './sql/payers.js';

/** PostgreSQL's unique violation: here, a thing claimed by another invoice meanwhile. */
const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

const billedMeanwhile = () =>
  new ConflictException({
    message: 'Some of these lines were billed on another invoice meanwhile; nothing was written. Try again.',
    errors: [{ field: 'lines', message: 'already billed' }],
  });

/**
 * Invoices: drafts of what is billable, their review (a redraft's prices too), issue (number,
 * dates, details fixed), void, payments and their reversal. Every write is one transaction with its
 * audit record; an issued invoice's lines and amounts never change (credit notes:
 * credit-notes.service.ts).
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly labSettings: LabSettingsService,
  ) {}

  list(kind: InvoiceKind, query: InvoiceListQuery) {
    return listInvoices(this.em, kind, query);
  }

  async get(kind: InvoiceKind, id: number, em: EntityManager = this.em): Promise<InvoiceDto> {
    const row = await invoiceRow(em, kind, id);
    if (!row) throw new NotFoundException(coded('no_kind_invoice', { kind, id }));
    return invoiceDto(em, row, totalInWords);
  }

  /** An invoice and the lab details to print on it (those kept at issue; null on a draft). */
  async printable(kind: InvoiceKind, id: number): Promise<{ invoice: InvoiceDto; lab: LabDetails | null }> {
    const row = await invoiceRow(this.em, kind, id);
    if (!row) throw new NotFoundException(coded('no_kind_invoice', { kind, id }));
    return { invoice: await invoiceDto(this.em, row, totalInWords), lab: row.lab as LabDetails | null };
  }

  /** Drafts for one payer or every payer with billable lines in the period (422 when there is none). */
  async createDrafts(actor: Actor, kind: InvoiceKind, request: CreateInvoiceDraftRequest, runId: string | null = null): Promise<InvoiceListItem[]> {
    try {
      const ids = await this.em.transactional(async (em) => {
        let payer: PayerRef | null = request.payer ?? null;
        let period: BillablePeriod;
        if (request.replacesId) {
          const replaced = await this.replaceable(em, kind, request.replacesId);
          payer = { type: replaced.payer.type, id: replaced.payer.id };
          period = { from: replaced.periodFrom, to: replaced.periodTo };
        } else {
          period = billingPeriod(request);
        }
        if (payer && !(await loadPayers(em, [payer])).has(payerKey(payer))) {
          throw invalidInput([{ field: 'payer.id', ...coded('is_not_a_known_what', { what: payer.type }) }]);
        }
        const lines = await billableLines(em, kind, period, payer);
        if (!lines.length) {
          throw new UnprocessableEntityException({
            ...coded(payer ? 'nothing_to_bill_for_payer' : 'nothing_to_bill', { kind, start: period.from, end: period.to }),
            errors: [{ field: request.replacesId ? 'replacesId' : payer ? 'payer' : request.month ? 'month' : 'from', message: 'has no billable line' }],
          });
        }
        return this.insertDrafts(em, actor, kind, period, lines, { note: request.note ?? null, replacesId: request.replacesId ?? null, runId });
      });
      const rows = await Promise.all(ids.map((id) => invoiceRow(this.em, kind, id)));
      return rows.map((r) => toListItem(r!));
    } catch (error) {
      if (isUniqueViolation(error)) throw billedMeanwhile();
      throw error;
    }
  }

  /** Groups the lines by payer and inserts one draft each; answers their ids. */
  async insertDrafts(
    em: EntityManager,
    actor: Actor,
    kind: InvoiceKind,
    period: BillablePeriod,
    lines: BillableLine[],
    extra: { note?: string | null; replacesId?: number | null; runId?: string | null },
  ): Promise<number[]> {
    const groups = new Map<string, BillableLine[]>();
    for (const line of lines) {
      const key = payerKey({ type: line.payerType, id: line.payerId });
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    const payers = await loadPayers(
      em,
      [...groups.values()].map((g) => ({ type: g[0]!.payerType, id: g[0]!.payerId })),
    );
    const vatMode = (await this.labSettings.get(em)).vatMode ?? DEFAULT_VAT_MODE;
    const ids: number[] = [];
    for (const [key, group] of groups) {
      const first = group[0]!;
      // A payer row always exists (foreign keys); the fallback only keeps a renamed category from failing the whole run.
      const payer = payers.get(key) ?? {
        type: first.payerType,
        id: first.payerId,
        name: `${first.payerType} ${first.payerId}`,
        address: null,
        taxId: null,
        branch: null,
        creditTermDays: DEFAULT_CREDIT_TERM_DAYS,
      };
      ids.push(await insertDraft(em, actor, { kind, payer, period, lines: group, vatMode, ...extra }));
    }
    return ids;
  }

  async updateDraft(actor: Actor, kind: InvoiceKind, id: number, request: UpdateInvoiceDraftRequest): Promise<InvoiceDto> {
    try {
      return await this.em.transactional(async (em) => {
        const row = await this.locked(em, kind, id, request.version);
        assertDraft(row);
        const lines = await em.execute<DraftLine[]>(
          `select id, source, source_id, accession_no, quantity, amount::text, unit_price::text, original_unit_price::text, excluded from invoice_line where invoice_id = ?`,
          [id],
        );
        const byId = new Map(lines.map((l) => [l.id, l]));
        const unknown = [
          ...(request.exclude ?? []).map((e, i) => (byId.has(e.lineId) ? null : { field: `exclude.${i}.lineId`, message: 'is not a line of this invoice' })),
          ...(request.include ?? []).map((lineId, i) => (byId.has(lineId) ? null : { field: `include.${i}`, message: 'is not a line of this invoice' })),
          ...(request.prices ?? []).map((p, i) => (byId.has(p.lineId) ? null : { field: `prices.${i}.lineId`, message: 'is not a line of this invoice' })),
        ].filter((e) => e !== null);
        if (unknown.length) throw invalidInput(unknown);
        const prices = request.prices?.length ? await repriceLines(em, row, byId, request.prices) : [];

        for (const e of request.exclude ?? []) {
          await em.execute(`update invoice_line set excluded = true, exclude_reason = ? where id = ?`, [e.reason, e.lineId]);
          await em.execute(`delete from invoice_claim where line_id = ?`, [e.lineId]);
          byId.get(e.lineId)!.excluded = true;
        }
        const including = (request.include ?? []).filter((lineId) => byId.get(lineId)!.excluded);
        if (including.length) {
          const taken = await em.execute<{ line_id: number; number: string | null; invoice_id: number }[]>(
            `select l.id as line_id, i.number, i.id as invoice_id from invoice_line l
               join invoice_claim k on k.source = l.source and k.source_id = l.source_id join invoice i on i.id = k.invoice_id
              where l.id in (?)`,
            [including],
          );
          if (taken.length) {
            throw new ConflictException({
              message: 'A line put back is billed on another invoice now; nothing was written.',
              errors: taken.map((t) => ({
                field: `include.${(request.include ?? []).indexOf(t.line_id)}`,
                message: `is already billed on ${t.number ?? `draft ${t.invoice_id}`}`,
              })),
            });
          }
          for (const lineId of including) {
            await em.execute(`update invoice_line set excluded = false, exclude_reason = null where id = ?`, [lineId]);
            await em.execute(`insert into invoice_claim (source, source_id, invoice_id, line_id) select source, source_id, invoice_id, id from invoice_line where id = ?`, [
              lineId,
            ]);
            byId.get(lineId)!.excluded = false;
          }
        }

        const amounts = [...byId.values()].filter((l) => !l.excluded).map((l) => toSatang(l.amount));
        const discount = request.discount !== undefined ? toSatang(String(request.discount)) : toSatang(row.discount);
        const subtotal = amounts.reduce((s, a) => s + a, 0);
        if (discount > subtotal) throw invalidInput([{ field: 'discount', ...coded('is_more_than_the_subtotal', { subtotal: fromSatang(subtotal) }) }]);
        const vatMode = (await this.labSettings.get(em)).vatMode ?? DEFAULT_VAT_MODE;
        const totals = invoiceTotals(amounts, discount, vatMode);
        const discountNote = request.discountNote !== undefined ? request.discountNote : row.discountNote;
        const note = request.note !== undefined ? request.note : row.note;
        await em.execute(
          `update invoice set subtotal = ?, discount = ?, discount_note = ?, vat_rate = ?, vat = ?, total = ?, note = ?, vat_mode = ?, updated_at = now(), version = version + 1 where id = ?`,
          [fromSatang(totals.subtotal), fromSatang(totals.discount), discountNote, totals.vatRate, fromSatang(totals.vat), fromSatang(totals.total), note, vatMode, id],
        );
        await auditRow(em, actor, {
          action: 'update',
          entity: 'invoice',
          entityId: id,
          before: { discount: row.discount, total: row.total },
          after: {
            discount: fromSatang(totals.discount),
            total: fromSatang(totals.total),
            excluded: (request.exclude ?? []).map((e) => ({ lineId: e.lineId, reason: e.reason })),
            included: including,
            ...(prices.length ? { prices } : {}),
            ...(request.discountNote !== undefined ? { discountNote } : {}),
          },
        });
        return this.get(kind, id, em);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw billedMeanwhile();
      throw error;
    }
  }

  /** A draft is deleted whole; its lines become billable again. */
  async deleteDraft(actor: Actor, kind: InvoiceKind, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const row = await this.locked(em, kind, id);
      assertDraft(row);
      await em.execute(`delete from invoice where id = ?`, [id]);
      await auditRow(em, actor, {
        action: 'delete',
        entity: 'invoice',
        entityId: id,
        before: { kind, payer: row.payer.name, periodFrom: row.periodFrom, periodTo: row.periodTo, total: row.total },
      });
    });
  }

  /**
   * Issues a draft: the next number of its kind and Buddhist Era year (the counter row is locked
   * until this transaction ends, so numbers are gap-free and unique however many issue at once),
   * today's date, the due date by the payer's credit term, the lab's and payer's details and the
   * VAT mode as they are now — fixed from then on.
   */
  async issue(actor: Actor, kind: InvoiceKind, id: number, request: IssueInvoiceRequest): Promise<InvoiceDto> {
    await this.issueOnly(actor, kind, id, request);
    return this.get(kind, id);
  }

  /** The issue without reading the invoice back (month end issues hundreds in a row). */
  async issueOnly(actor: Actor, kind: InvoiceKind, id: number, request: IssueInvoiceRequest): Promise<void> {
    await this.em.transactional(async (em) => {
      const row = await this.locked(em, kind, id, request.version);
      assertDraft(row);
      const lines = await em.execute<{ amount: string; accession_no: string; cancelled: boolean }[]>(
        `select l.amount::text, l.accession_no, c.status = 'cancelled' as cancelled from invoice_line l join pathology_case c on c.id = l.case_id
          where l.invoice_id = ? and not l.excluded`,
        [id],
      );
      if (!lines.length) {
        throw new UnprocessableEntityException({
          message: 'This draft has no line to bill (all are excluded); it is not issued. Put a line back or delete the draft.',
          errors: [{ field: 'lines', message: 'has no billable line' }],
        });
      }
      const cancelled = lines.filter((l) => l.cancelled).map((l) => l.accession_no);
      if (cancelled.length) {
        throw new ConflictException({
          ...coded(cancelled.length === 1 ? 'one_case_cancelled_after_draft' : 'cases_cancelled_after_draft', { numbers: cancelled.join(', ') }),
          errors: [{ field: 'lines', ...coded('lines_cancelled', { cancelled: cancelled.join(', ') }) }],
        });
      }
      const settings = await this.labSettings.get(em);
      const totals = invoiceTotals(
        lines.map((l) => toSatang(l.amount)),
        toSatang(row.discount),
        settings.vatMode ?? DEFAULT_VAT_MODE,
      );
      const payer = (await loadPayers(em, [{ type: row.payer.type, id: row.payer.id }])).get(payerKey(row.payer)) ?? row.payer;
      const today = labDay();
      const year = buddhistYear(labYear());
      const seq = await nextNumber(em, 'invoice_counter', kind, year);
      const number = invoiceNumber(kind, year, seq);
      const dueDate = addDays(today, payer.creditTermDays);
      const lab = { name: settings.labName, address: settings.labAddress, phone: settings.labPhone, taxId: settings.labTaxId ?? null };
      await em.execute(
        `update invoice set status = 'issued', number = ?, number_year = ?, number_seq = ?, issue_date = ?, due_date = ?, payer = ?::jsonb, payer_name = ?, lab = ?::jsonb,
            subtotal = ?, vat_mode = ?, vat_rate = ?, vat = ?, total = ?, issued_at = now(), issued_by_username = ?, updated_at = now(), version = version + 1
          where id = ?`,
        [
          number,
          year,
          seq,
          today,
          dueDate,
          JSON.stringify(payer),
          payer.name.slice(0, 300),
          JSON.stringify(lab),
          fromSatang(totals.subtotal),
          settings.vatMode ?? DEFAULT_VAT_MODE,
          totals.vatRate,
          fromSatang(totals.vat),
          fromSatang(totals.total),
          actor.username ?? 'system',
          id,
        ],
      );
      await auditRow(em, actor, {
        action: 'update',
        entity: 'invoice',
        entityId: id,
        before: { status: 'draft' },
        after: { status: 'issued', number, issueDate: today, dueDate, total: fromSatang(totals.total) },
      });
    });
  }

  /**
   * Voids an issued invoice without payments (reversed ones aside) or credit notes: its lines become
   * billable again (for the correcting invoice).
   */
  async void(actor: Actor, kind: InvoiceKind, id: number, request: VoidInvoiceRequest): Promise<InvoiceDto> {
    return this.em.transactional(async (em) => {
      const row = await this.locked(em, kind, id, request.version);
      if (row.status !== 'issued') {
        throw new ConflictException({
          ...(row.status === 'draft' ? coded('draft_is_not_voided') : coded('invoice_already_void', { number: row.number })),
          errors: [{ field: 'status', ...coded('is_status', { status: row.status }) }],
        });
      }
      const paid = toSatang(row.paid) > 0;
      const credited = toSatang(row.credited) > 0;
      if (paid || credited) {
        throw new ConflictException({
          ...(paid ? coded('invoice_has_payments', { number: row.number, paid: row.paid }) : coded('invoice_has_credit_notes', { number: row.number, credited: row.credited })),
          errors: [...(paid ? [{ field: 'payments', message: 'has payments' }] : []), ...(credited ? [{ field: 'creditNotes', message: 'has credit notes' }] : [])],
        });
      }
      await em.execute(`delete from invoice_claim where invoice_id = ?`, [id]);
      await em.execute(`update invoice set status = 'void', void_reason = ?, voided_at = now(), voided_by_username = ?, updated_at = now(), version = version + 1 where id = ?`, [
        request.reason,
        actor.username ?? 'system',
        id,
      ]);
      await auditRow(em, actor, {
        action: 'cancel',
        entity: 'invoice',
        entityId: id,
        before: { status: 'issued', number: row.number },
        after: { status: 'void' },
        reason: request.reason,
      });
      return this.get(kind, id, em);
    });
  }

  async addPayment(actor: Actor, kind: InvoiceKind, id: number, request: CreatePaymentRequest): Promise<InvoiceDto> {
    return this.em.transactional(async (em) => {
      const row = await this.locked(em, kind, id);
      if (row.status !== 'issued') {
        throw new ConflictException({
          ...coded('payments_on_issued_invoices', { status: row.status }),
          errors: [{ field: 'status', ...coded('is_status', { status: row.status }) }],
        });
      }
      const today = labDay();
      if (request.date > today) throw invalidInput([{ field: 'date', ...coded('is_after_today', { today }) }]);
      if (request.date < row.issueDate!) throw invalidInput([{ field: 'date', ...coded('is_before_the_invoice_was_issued', { issueDate: row.issueDate }) }]);
      const amount = toSatang(String(request.amount));
      const balance = toSatang(row.total) - toSatang(row.paid) - toSatang(row.credited);
      if (amount > balance) throw invalidInput([{ field: 'amount', ...coded('is_more_than_the_balance', { balance: fromSatang(balance) }) }]);
      const [payment] = await em.execute<{ id: number }[]>(
        `insert into invoice_payment (invoice_id, date, amount, reference, note, created_by_username) values (?, ?, ?, ?, ?, ?) returning id`,
        [id, request.date, fromSatang(amount), request.reference, request.note ?? null, actor.username ?? 'system'],
      );
      await em.execute(`update invoice set paid = paid + ?, updated_at = now(), version = version + 1 where id = ?`, [fromSatang(amount), id]);
      await auditRow(em, actor, {
        action: 'create',
        entity: 'invoice_payment',
        entityId: payment!.id,
        after: { invoiceId: id, number: row.number, date: request.date, amount: fromSatang(amount), reference: request.reference, note: request.note ?? null },
      });
      return this.get(kind, id, em);
    });
  }

  /**
   * Reverses a payment (a bounced cheque, a transfer recorded on the wrong invoice): the row stays,
   * marked with who, when and why; `paid` and so the balance and the payment state are recomputed.
   */
  async reversePayment(actor: Actor, kind: InvoiceKind, id: number, paymentId: number, request: ReversePaymentRequest): Promise<InvoiceDto> {
    return this.em.transactional(async (em) => {
      const row = await this.locked(em, kind, id, request.version);
      const [payment] = await em.execute<{ amount: string; date: string; reference: string; reversed: boolean }[]>(
        `select amount::text, to_char(date, 'YYYY-MM-DD') as date, reference, reversed_at is not null as reversed from invoice_payment where id = ? and invoice_id = ? for update`,
        [paymentId, id],
      );
      if (!payment) throw new NotFoundException(coded('no_payment_on_invoice', { number: row.number ?? id, id: paymentId }));
      if (payment.reversed) throw new ConflictException({ message: 'This payment was already reversed.', errors: [{ field: 'paymentId', message: 'is already reversed' }] });
      await em.execute(`update invoice_payment set reversed_at = now(), reversed_by_username = ?, reverse_reason = ? where id = ?`, [
        actor.username ?? 'system',
        request.reason,
        paymentId,
      ]);
      await em.execute(`update invoice set paid = paid - ?, updated_at = now(), version = version + 1 where id = ?`, [payment.amount, id]);
      await auditRow(em, actor, {
        action: 'cancel',
        entity: 'invoice_payment',
        entityId: paymentId,
        before: { invoiceId: id, number: row.number, date: payment.date, amount: fromSatang(toSatang(payment.amount)), reference: payment.reference, reversed: false },
        after: { reversed: true, paid: fromSatang(toSatang(row.paid) - toSatang(payment.amount)) },
        reason: request.reason,
      });
      return this.get(kind, id, em);
    });
  }

  private locked(em: EntityManager, kind: InvoiceKind, id: number, version?: number): Promise<InvoiceRow> {
    return lockedInvoice(em, kind, id, version);
  }

  private async replaceable(em: EntityManager, kind: InvoiceKind, id: number): Promise<InvoiceRow> {
    const row = await invoiceRow(em, kind, id);
    if (!row) throw invalidInput([{ field: 'replacesId', ...coded('is_not_a_kind_invoice', { kind }) }]);
    if (row.status !== 'void')
      throw new BadRequestException({ message: 'Only a void invoice is replaced.', errors: [{ field: 'replacesId', ...coded('is_status_not_void', { status: row.status }) }] });
    if (row.replacedById)
      throw new ConflictException({ ...coded('invoice_already_replaced', { number: row.number }), errors: [{ field: 'replacesId', message: 'is already replaced' }] });
    return row;
  }
}

interface DraftLine {
  id: number;
  source: string;
  source_id: number;
  accession_no: string;
  quantity: number;
  amount: string;
  unit_price: string;
  original_unit_price: string | null;
  excluded: boolean;
}

/**
 * A redraft's new unit prices, each with its reason; the price drafted stays in
 * `original_unit_price` (a price set back to it clears the change). Only a draft that replaces a
 * void invoice reprices: a first draft bills the prices as they stand (correct the case instead).
 * Updates `byId`'s amounts; answers what changed, for the audit record.
 */
async function repriceLines(
  em: EntityManager,
  row: InvoiceRow,
  byId: Map<number, DraftLine>,
  prices: readonly { lineId: number; unitPrice: string | number; reason: string }[],
): Promise<{ lineId: number; accessionNo: string; from: string; to: string; reason: string }[]> {
  if (!row.replacesId) {
    throw new ConflictException({
      message: 'Prices change only on a redraft (a draft that replaces a void invoice); this draft bills the prices as they stand — correct the case or the order instead.',
      errors: [{ field: 'prices', message: 'change only on a draft that replaces a void invoice' }],
    });
  }
  const changes = [];
  for (const p of prices) {
    const line = byId.get(p.lineId)!;
    const to = toSatang(String(p.unitPrice));
    const original = line.original_unit_price ?? line.unit_price;
    const back = to === toSatang(original);
    await em.execute(`update invoice_line set unit_price = ?::numeric, amount = ?::numeric * quantity, original_unit_price = ?::numeric, price_reason = ? where id = ?`, [
      fromSatang(to),
      fromSatang(to),
      back ? null : original,
      back ? null : p.reason,
      line.id,
    ]);
    changes.push({ lineId: line.id, accessionNo: line.accession_no, from: fromSatang(toSatang(line.unit_price)), to: fromSatang(to), reason: p.reason });
    line.unit_price = fromSatang(to);
    line.amount = fromSatang(to * line.quantity);
  }
  return changes;
}

function assertDraft(row: InvoiceRow): void {
  if (row.status !== 'draft') {
    throw new ConflictException({
      ...coded('invoice_never_changes', { number: row.number, status: row.status }),
      errors: [{ field: 'status', ...coded('is_status', { status: row.status }) }],
    });
  }
}
