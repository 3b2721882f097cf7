import { coded } from '@pathdesk/contracts';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { buddhistYear, creditNoteNumber, labDay, labYear, type CreateCreditNoteRequest, type CreditNoteDto, type InvoiceDto, type InvoiceKind } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { invalidInput } from '../common/invalid-input.js';
import { invoiceTotals, vatWithin } from './domain/invoice-totals.js';
import { fromSatang, toSatang } from './domain/money.js';
import { InvoicesService } from './invoices.service.js';
import type { LabDetails } from './pdf/invoice-document.js';
import { auditRow } from '../audit/audit-sql.js';
import { lockedInvoice, type InvoiceRow } from './sql/invoice-rows.js';
import { nextNumber } from './sql/next-number.js';

/**
 * Credit notes (ใบลดหนี้) against issued invoices: for an amount or for lines credited whole, at
 * most the balance left; numbered from their own gap-free series per kind and Buddhist Era year
 * (`credit_note_counter`, locked by the transaction as invoice numbers are) and never changed
 * afterwards. Each adds to the invoice's `credited`, so its balance falls.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly em: EntityManager,
    @Inject(InvoicesService) private readonly invoices: InvoicesService,
  ) {}

  async create(actor: Actor, kind: InvoiceKind, invoiceId: number, request: CreateCreditNoteRequest): Promise<InvoiceDto> {
    return this.em.transactional(async (em) => {
      const row = await lockedInvoice(em, kind, invoiceId, request.version);
      if (row.status !== 'issued') {
        throw new ConflictException({
          ...coded('credit_note_on_issued_only', { status: row.status }),
          errors: [{ field: 'status', ...coded('is_status', { status: row.status }) }],
        });
      }
      const balance = toSatang(row.total) - toSatang(row.paid) - toSatang(row.credited);
      const basisPoints = toSatang(row.vatRate);
      let amount: number;
      let vat: number;
      let lines: { id: number; amount: string }[] = [];
      if (request.lineIds) {
        lines = await creditableLines(em, row, request.lineIds);
        const totals = invoiceTotals(
          lines.map((l) => toSatang(l.amount)),
          0,
          row.vatMode,
        );
        [amount, vat] = [totals.total, totals.vat];
        if (amount > balance) throw invalidInput([{ field: 'lineIds', ...coded('credit_more_than_the_balance', { amount: fromSatang(amount), balance: fromSatang(balance) }) }]);
      } else {
        amount = toSatang(String(request.amount));
        if (amount > balance) throw invalidInput([{ field: 'amount', ...coded('is_more_than_the_balance', { balance: fromSatang(balance) }) }]);
        vat = vatWithin(amount, basisPoints);
      }

      const year = buddhistYear(labYear());
      const seq = await nextNumber(em, 'credit_note_counter', kind, year);
      const number = creditNoteNumber(kind, year, seq);
      const [note] = await em.execute<{ id: number }[]>(
        `insert into credit_note (invoice_id, kind, number, number_year, number_seq, issue_date, reason, amount, vat, created_by_username) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [invoiceId, kind, number, year, seq, labDay(), request.reason, fromSatang(amount), fromSatang(vat), actor.username ?? 'system'],
      );
      for (const line of lines) {
        await em.execute(`insert into credit_note_line (line_id, credit_note_id, amount) values (?, ?, ?)`, [line.id, note!.id, line.amount]);
      }
      await em.execute(`update invoice set credited = credited + ?, updated_at = now(), version = version + 1 where id = ?`, [fromSatang(amount), invoiceId]);
      await auditRow(em, actor, {
        action: 'create',
        entity: 'credit_note',
        entityId: note!.id,
        after: { invoiceId, invoice: row.number, number, amount: fromSatang(amount), vat: fromSatang(vat), lineIds: lines.map((l) => l.id), balance: fromSatang(balance - amount) },
        reason: request.reason,
      });
      return this.invoices.get(kind, invoiceId, em);
    });
  }

  /** A credit note with its invoice (payer, number, total) and the lab's details kept on the invoice. */
  async printable(kind: InvoiceKind, invoiceId: number, creditNoteId: number): Promise<{ invoice: InvoiceDto; creditNote: CreditNoteDto; lab: LabDetails | null }> {
    const { invoice, lab } = await this.invoices.printable(kind, invoiceId);
    const creditNote = invoice.creditNotes.find((n) => n.id === creditNoteId);
    if (!creditNote) throw new NotFoundException(coded('no_credit_note_on_invoice', { number: invoice.number ?? invoiceId, id: creditNoteId }));
    return { invoice, creditNote, lab };
  }
}

/** The invoice's billed lines named, each not credited before (400 unknown, 409 credited). */
async function creditableLines(em: EntityManager, row: InvoiceRow, lineIds: readonly number[]): Promise<{ id: number; amount: string }[]> {
  const found = await em.execute<{ id: number; amount: string; credited_by: string | null }[]>(
    `select l.id, l.amount::text, (select n.number from credit_note_line cl join credit_note n on n.id = cl.credit_note_id where cl.line_id = l.id) as credited_by
       from invoice_line l where l.invoice_id = ? and not l.excluded and l.id in (?)`,
    [row.id, lineIds],
  );
  const byId = new Map(found.map((l) => [l.id, l]));
  const unknown = lineIds.flatMap((id, i) => (byId.has(id) ? [] : [{ field: `lineIds.${i}`, message: 'is not a line of this invoice' }]));
  if (unknown.length) throw invalidInput(unknown);
  const credited = lineIds.flatMap((id, i) => {
    const by = byId.get(id)!.credited_by;
    return by ? [{ field: `lineIds.${i}`, ...coded('is_already_credited', { number: by }) }] : [];
  });
  if (credited.length) throw new ConflictException({ message: 'A line is credited once: these lines are on a credit note already.', errors: credited });
  return lineIds.map((id) => ({ id, amount: byId.get(id)!.amount }));
}
