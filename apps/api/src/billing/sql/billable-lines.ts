import type { EntityManager } from '@mikro-orm/postgresql';
import { LAB_TIME_ZONE, type InvoiceKind, type LineSource, type PayerRef, type PayerType } from '@pathdesk/contracts';
import { patientNameSql } from '../../cases/sql/patient-name.js';

/** A thing that may be billed, with its price as it stands, and its payer. */
export interface BillableLine {
  source: LineSource;
  sourceId: number;
  caseId: number;
  accessionNo: string;
  patientName: string;
  hn: string;
  receivedDate: string;
  item: string;
  cgdCode: string | null;
  /** The letters of the parts the line bills ("A,B,C"), or null (issue 27.5). */
  parts: string | null;
  quantity: number;
  unitPrice: string;
  payerType: PayerType;
  payerId: number;
}

export interface BillablePeriod {
  /** yyyy-mm-dd, both included (the lab's days). */
  from: string;
  to: string;
}

/** Who pays a line: its type and id as SQL expressions, and the condition that keeps one payer's lines. */
interface PayerSql {
  type: string;
  id: string;
  is: (payer: PayerRef) => [sql: string, params: unknown[]];
}
/** The case's company when it has one, else its hospital. */
const CASE_PAYER: PayerSql = {
  type: `(case when c.company_id is not null then 'company' else 'hospital' end)`,
  id: 'coalesce(c.company_id, c.hospital_id)',
  is: ({ type, id }) => [type === 'company' ? 'c.company_id = ?' : 'c.company_id is null and c.hospital_id = ?', [id]],
};
/** A paraffin loan's requester when the request names who pays (r.bill_*), else the case's payer. */
const PARAFFIN_PAYER: PayerSql = {
  type: `(case when r.bill_company_id is not null then 'company' when r.bill_hospital_id is not null then 'hospital' else ${CASE_PAYER.type} end)`,
  id: `coalesce(r.bill_company_id, r.bill_hospital_id, ${CASE_PAYER.id})`,
  is: ({ type, id }) => [
    type === 'company'
      ? '(r.bill_company_id = ? or (r.bill_company_id is null and r.bill_hospital_id is null and c.company_id = ?))'
      : '(r.bill_hospital_id = ? or (r.bill_company_id is null and r.bill_hospital_id is null and c.company_id is null and c.hospital_id = ?))',
    [id, id],
  ],
};
const CASE_COLUMNS = (payer: PayerSql) => `c.id as "caseId", c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName", c.hn,
  to_char(c.received_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM-DD') as "receivedDate", ${payer.type} as "payerType", ${payer.id} as "payerId"`;
const UNCLAIMED = (source: LineSource, id: string) => `not exists (select 1 from invoice_claim k where k.source = '${source}' and k.source_id = ${id})`;
// The case's parts: how many, and their letters in order ("A,B,C").
const CASE_PARTS = `left join lateral (select greatest(count(*), 1)::int as n, string_agg(cp.letter, ',' order by cp.position) as letters
    from case_part cp where cp.case_id = c.id) parts on true`;
// The lab's day of an instant, compared with the period's days.
const LAB_DAY = (column: string) => `(${column} at time zone '${LAB_TIME_ZONE}')::date`;

/**
 * What a kind bills in a period and is not billed yet (no claim), for one payer or all, in payer
 * then accession order. Cancelled cases bill nothing. Prices:
 * - a case: its own price (set at registration from its prefix, editable), or the prefix's default
 *   price when it was left at 0 — once, or once per part when the prefix's price is per part
 *   (issue 27.5: quantity = the number of parts); the line lists every part;
 * - an additional-test order: the price resolved when it was done (the payer's price list, else the
 *   test's default) and kept with it — once, or, for a test priced per part, once per part of the
 *   case when the order is on no block (an order on a block is its part's: once);
 * - a paraffin request: its fee (requests without a fee are not billed), to the requester when the
 *   request names who pays (an outside centre's loan), else to the case's payer.
 */
export async function billableLines(em: EntityManager, kind: InvoiceKind, period: BillablePeriod, payer?: PayerRef | null): Promise<BillableLine[]> {
  const params: unknown[] = [];
  let sql: string;
  let payerSql = CASE_PAYER;
  if (kind === 'additional') {
    sql = `select 'additional' as source, o.id as "sourceId", ${CASE_COLUMNS(CASE_PAYER)},
        t.code || ' ' || t.name || coalesce(' (' || b.code || ')', '') as item, t.cgd_code as "cgdCode",
        (case when b.id is null and t.price_per = 'part' then parts.n else 1 end) as quantity,
        (case when b.id is not null then substring(b.code from '^[A-Z]+') when t.price_per = 'part' then parts.letters end) as parts,
        o.price::text as "unitPrice"
      from additional_order o join pathology_case c on c.id = o.case_id join lab_test t on t.id = o.test_id left join bench_block b on b.id = o.block_id
      ${CASE_PARTS}
      where o.status = 'done' and ${LAB_DAY('o.done_at')} between ?::date and ?::date and c.status <> 'cancelled' and ${UNCLAIMED('additional', 'o.id')}`;
    params.push(period.from, period.to);
  } else if (kind === 'paraffin') {
    payerSql = PARAFFIN_PAYER;
    sql = `select 'paraffin' as source, r.id as "sourceId", ${CASE_COLUMNS(PARAFFIN_PAYER)},
        'Paraffin loan: ' || r.purpose as item, null as "cgdCode", null as parts, 1 as quantity, r.fee::text as "unitPrice"
      from paraffin_request r join pathology_case c on c.id = r.case_id
      where r.status in ('sent', 'returned', 'kept') and r.sent_date between ?::date and ?::date and r.fee is not null and c.status <> 'cancelled' and ${UNCLAIMED('paraffin', 'r.id')}`;
    params.push(period.from, period.to);
  } else {
    sql = `select 'case' as source, c.id as "sourceId", ${CASE_COLUMNS(CASE_PAYER)},
        c.specimen as item, null as "cgdCode", (case when p.price_per = 'part' then parts.n else 1 end) as quantity, parts.letters as parts,
        (case when c.price > 0 then c.price else p.default_price end)::text as "unitPrice"
      from pathology_case c join setting_prefix p on p.id = c.prefix_id
      ${CASE_PARTS}
      where c.kind = ? and ${LAB_DAY('c.received_at')} between ?::date and ?::date and c.status <> 'cancelled' and ${UNCLAIMED('case', 'c.id')}`;
    params.push(kind, period.from, period.to);
  }
  if (payer) {
    const [condition, values] = payerSql.is(payer);
    sql += ` and ${condition}`;
    params.push(...values);
  }
  const rows = await em.execute<(BillableLine & { sourceId: number | string; caseId: number | string; quantity: number | string })[]>(
    `${sql} order by "payerType", "payerId", c.received_at, c.accession_no, "sourceId"`,
    params,
  );
  return rows.map((r) => ({ ...r, sourceId: Number(r.sourceId), caseId: Number(r.caseId), quantity: Number(r.quantity), payerId: Number(r.payerId) }));
}
