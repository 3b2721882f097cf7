import type { EntityManager } from '@mikro-orm/postgresql';
import { LAB_TIME_ZONE, type InvoiceKind, type LineSource, type PayerRef, type PayerType } from '@pathdesk/contracts';
import { PATIENT_NAME_SQL } from '../../bench/sql/bench-rows.js';

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

const PAYER = `case when c.company_id is not null then 'company' else 'hospital' end as "payerType", coalesce(c.company_id, c.hospital_id) as "payerId"`;
const CASE_COLUMNS = `c.id as "caseId", c.accession_no as "accessionNo", ${PATIENT_NAME_SQL} as "patientName", c.hn,
  to_char(c.received_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM-DD') as "receivedDate", ${PAYER}`;
const UNCLAIMED = (source: LineSource, id: string) => `not exists (select 1 from invoice_claim k where k.source = '${source}' and k.source_id = ${id})`;
// The lab's day of an instant, compared with the period's days.
const LAB_DAY = (column: string) => `(${column} at time zone '${LAB_TIME_ZONE}')::date`;

/**
 * What a kind bills in a period and is not billed yet (no claim), for one payer or all, in payer
 * then accession order. Cancelled cases bill nothing. Prices:
 * - a case: its own price (set at registration from its prefix, editable), or the prefix's default
 *   price when it was left at 0;
 * - an additional-test order: the price resolved when it was done (the payer's price list, else the
 *   test's default) and kept with it;
 * - a paraffin request: its fee (requests without a fee are not billed).
 */
export async function billableLines(em: EntityManager, kind: InvoiceKind, period: BillablePeriod, payer?: PayerRef | null): Promise<BillableLine[]> {
  const params: unknown[] = [];
  let sql: string;
  if (kind === 'additional') {
    sql = `select 'additional' as source, o.id as "sourceId", ${CASE_COLUMNS},
        t.code || ' ' || t.name || coalesce(' (' || b.code || ')', '') as item, t.cgd_code as "cgdCode", 1 as quantity, o.price::text as "unitPrice"
      from additional_order o join pathology_case c on c.id = o.case_id join lab_test t on t.id = o.test_id left join bench_block b on b.id = o.block_id
      where o.status = 'done' and ${LAB_DAY('o.done_at')} between ?::date and ?::date and c.status <> 'cancelled' and ${UNCLAIMED('additional', 'o.id')}`;
    params.push(period.from, period.to);
  } else if (kind === 'paraffin') {
    sql = `select 'paraffin' as source, r.id as "sourceId", ${CASE_COLUMNS},
        'Paraffin loan: ' || r.purpose as item, null as "cgdCode", 1 as quantity, r.fee::text as "unitPrice"
      from paraffin_request r join pathology_case c on c.id = r.case_id
      where r.status in ('sent', 'returned', 'kept') and r.sent_date between ?::date and ?::date and r.fee is not null and c.status <> 'cancelled' and ${UNCLAIMED('paraffin', 'r.id')}`;
    params.push(period.from, period.to);
  } else {
    sql = `select 'case' as source, c.id as "sourceId", ${CASE_COLUMNS},
        c.specimen as item, null as "cgdCode", 1 as quantity, (case when c.price > 0 then c.price else p.default_price end)::text as "unitPrice"
      from pathology_case c join setting_prefix p on p.id = c.prefix_id
      where c.kind = ? and ${LAB_DAY('c.received_at')} between ?::date and ?::date and c.status <> 'cancelled' and ${UNCLAIMED('case', 'c.id')}`;
    params.push(kind, period.from, period.to);
  }
  if (payer) {
    sql += payer.type === 'company' ? ' and c.company_id = ?' : ' and c.company_id is null and c.hospital_id = ?';
    params.push(payer.id);
  }
  const rows = await em.execute<(BillableLine & { sourceId: number | string; caseId: number | string; quantity: number | string })[]>(
    `${sql} order by "payerType", "payerId", c.received_at, c.accession_no, "sourceId"`,
    params,
  );
  return rows.map((r) => ({ ...r, sourceId: Number(r.sourceId), caseId: Number(r.caseId), quantity: Number(r.quantity), payerId: Number(r.payerId) }));
}
