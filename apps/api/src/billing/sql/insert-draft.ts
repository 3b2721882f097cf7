import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceKind, PayerDto, VatMode } from '@pathdesk/contracts';
import { auditInsertOf } from '../../audit/audit-sql.js';
import type { Actor } from '../../identity/actor.js';
import { invoiceTotals } from '../domain/invoice-totals.js';
import { fromSatang, toSatang } from '../domain/money.js';
import type { BillableLine, BillablePeriod } from './billable-lines.js';

export interface NewDraft {
  kind: InvoiceKind;
  payer: PayerDto;
  period: BillablePeriod;
  lines: BillableLine[];
  vatMode: VatMode;
  note?: string | null;
  replacesId?: number | null;
  runId?: string | null;
}

/**
 * One draft in ONE statement: the invoice, its lines, their claims (the primary key of
 * invoice_claim refuses a thing already billed — the statement then fails whole) and the audit
 * record. Answers the new invoice's id.
 */
export async function insertDraft(em: EntityManager, actor: Actor, d: NewDraft): Promise<number> {
  const totals = invoiceTotals(
    d.lines.map((l) => toSatang(l.unitPrice) * l.quantity),
    0,
    d.vatMode,
  );
  const input = d.lines.map((l, i) => ({
    position: i + 1,
    source: l.source,
    source_id: l.sourceId,
    case_id: l.caseId,
    accession_no: l.accessionNo,
    patient_name: l.patientName.slice(0, 300),
    hn: l.hn,
    received_date: l.receivedDate,
    item: l.item.slice(0, 500),
    cgd_code: l.cgdCode,
    parts: l.parts,
    quantity: l.quantity,
    unit_price: l.unitPrice,
  }));
  const audit = auditInsertOf(actor, {
    action: 'create',
    entity: 'invoice',
    source: 'inv',
    idColumn: 'inv.id',
    before: null,
    after: {
      kind: d.kind,
      payer: d.payer.name,
      periodFrom: d.period.from,
      periodTo: d.period.to,
      lines: d.lines.length,
      total: fromSatang(totals.total),
      replacesId: d.replacesId ?? null,
      runId: d.runId ?? null,
    },
  });
  const [row] = await em.execute<{ id: number }[]>(
    `with inv as (
       insert into invoice (kind, payer_type, payer_id, payer_name, payer, period_from, period_to, subtotal, discount, vat_mode, vat_rate, vat, total, note, replaces_id, run_id, created_by_username)
       values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?) returning id
     ), input as (
       select * from jsonb_to_recordset(?::jsonb) as r(position int, source text, source_id int, case_id int, accession_no text, patient_name text, hn text,
         received_date date, item text, cgd_code text, parts text, quantity int, unit_price numeric)
     ), l as (
       insert into invoice_line (invoice_id, position, source, source_id, case_id, accession_no, patient_name, hn, received_date, item, cgd_code, parts, quantity, unit_price, amount)
       select inv.id, position, source, source_id, case_id, accession_no, patient_name, hn, received_date, item, cgd_code, parts, quantity, unit_price, unit_price * quantity from inv, input
       returning id, source, source_id, invoice_id
     ), k as (
       insert into invoice_claim (source, source_id, invoice_id, line_id) select source, source_id, invoice_id, id from l
     ), a as (${audit.sql})
     select id from inv`,
    [
      d.kind,
      d.payer.type,
      d.payer.id,
      d.payer.name.slice(0, 300),
      JSON.stringify(d.payer),
      d.period.from,
      d.period.to,
      fromSatang(totals.subtotal),
      d.vatMode,
      totals.vatRate,
      fromSatang(totals.vat),
      fromSatang(totals.total),
      d.note ?? null,
      d.replacesId ?? null,
      d.runId ?? null,
      actor.username ?? 'system',
      JSON.stringify(input),
      ...audit.params,
    ],
  );
  return row!.id;
}
