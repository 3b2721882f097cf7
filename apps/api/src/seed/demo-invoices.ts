import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, labDay, type InvoiceKind } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import type { InvoicesService } from '../billing/invoices.service.js';

/** What the demo invoices are, for the start-up log. */
export interface DemoInvoiceTally {
  issued: number;
  paid: number;
  overdue: number;
  voided: number;
  drafts: number;
}

/** How far back the overdue invoice is dated: past any payer's usual 30-day credit term. */
const OVERDUE_BY_DAYS = 45;

/**
 * The demo lab's invoices, so the invoice pages show data on a first visit: the surgical cases of
 * the last weeks drafted per payer (each case's company), then one invoice paid in full, one overdue
 * (dated back, as an invoice of an earlier month would be), one voided and reissued, and the rest
 * left as drafts to review. Through the same service as the screens (numbers, claims and audit are
 * real). Idempotent: a database with any invoice is left alone.
 */
export async function seedDemoInvoices(em: EntityManager, invoices: InvoicesService, staff: Actor): Promise<DemoInvoiceTally> {
  const tally: DemoInvoiceTally = { issued: 0, paid: 0, overdue: 0, voided: 0, drafts: 0 };
  const [existing] = await em.execute<{ any: boolean }[]>('select exists (select 1 from invoice) as "any"');
  if (existing?.any) return tally;
  const kind: InvoiceKind = 'surgical';
  const today = labDay();
  // Up to yesterday: a period that ends today is allowed, but the demo bills whole days.
  const drafts = await invoices.createDrafts(staff, kind, { from: addDays(today, -60), to: addDays(today, -1), note: 'Demo: the surgical cases of the last weeks.' });
  const [paid, overdue, voided] = drafts;
  const issue = async (id: number) => {
    const draft = await invoices.get(kind, id);
    tally.issued++;
    return invoices.issue(staff, kind, id, { version: draft.version });
  };
  if (paid) {
    const invoice = await issue(paid.id);
    await invoices.addPayment(staff, kind, paid.id, { date: today, amount: invoice.total, reference: 'DEMO-TRANSFER-0001', note: 'Bank transfer, paid in full.' });
    tally.paid++;
  }
  if (overdue) {
    await issue(overdue.id);
    // An invoice of an earlier month, still unpaid: its issue and due dates lie in the past.
    await em.execute(`update invoice set issue_date = issue_date - ?::int, due_date = due_date - ?::int where id = ?`, [OVERDUE_BY_DAYS, OVERDUE_BY_DAYS, overdue.id]);
    tally.overdue++;
  }
  if (voided) {
    const invoice = await issue(voided.id);
    await invoices.void(staff, kind, voided.id, { version: invoice.version, reason: 'Demo: the payer asked for the invoice under its head office name.' });
    tally.voided++;
    const [replacement] = await invoices.createDrafts(staff, kind, { replacesId: voided.id, note: 'Reissued after the void.' });
    if (replacement) await issue(replacement.id);
  }
  tally.drafts = Math.max(0, drafts.length - 3);
  return tally;
}
