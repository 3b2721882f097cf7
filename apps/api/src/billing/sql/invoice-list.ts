import type { EntityManager } from '@mikro-orm/postgresql';
import { INVOICE_ROUTES, labDay, type InvoiceKind, type InvoiceListResponse, type InvoiceSortField } from '@pathdesk/contracts';
import type { invoiceListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { escapeLike } from '../../common/escape-like.js';
import { monthEnd } from '../domain/billing-period.js';
import { fromSatang, toSatang } from '../domain/money.js';
import { INVOICE_COLUMNS, toListItem, type InvoiceRow } from './invoice-rows.js';

export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const SORT_COLUMNS: Record<InvoiceSortField, string> = {
  createdAt: 'i.created_at',
  number: 'i.number',
  issueDate: 'i.issue_date',
  dueDate: 'i.due_date',
  payerName: 'i.payer_name',
  total: 'i.total',
  balance: `(case when i.status = 'issued' then i.total - i.paid - i.credited else 0 end)`,
};

/**
 * A page of a kind's invoices with the count and the sums of every invoice the filters keep (void
 * invoices count but add nothing to the sums). Unpaid, paid and overdue are issued invoices by
 * their balance — total less payments and credit notes — (and due date, today on the lab's clock).
 */
export async function listInvoices(em: EntityManager, kind: InvoiceKind, q: InvoiceListQuery): Promise<InvoiceListResponse> {
  const today = labDay();
  const where = ['i.kind = ?'];
  const params: unknown[] = [kind];
  if (q.payerType) {
    where.push('i.payer_type = ?');
    params.push(q.payerType);
  }
  if (q.payerId !== undefined) {
    where.push('i.payer_id = ?');
    params.push(q.payerId);
  }
  if (q.status === 'draft' || q.status === 'issued' || q.status === 'void') {
    where.push('i.status = ?');
    params.push(q.status);
  } else if (q.status === 'unpaid') where.push(`i.status = 'issued' and i.paid + i.credited < i.total`);
  else if (q.status === 'paid') where.push(`i.status = 'issued' and i.paid + i.credited >= i.total`);
  else if (q.status === 'overdue') {
    where.push(`i.status = 'issued' and i.paid + i.credited < i.total and i.due_date < ?::date`);
    params.push(today);
  }
  const from = q.month ? `${q.month}-01` : q.from;
  const to = q.month ? monthEnd(q.month) : q.to;
  if (from) {
    where.push('i.period_to >= ?::date');
    params.push(from);
  }
  if (to) {
    where.push('i.period_from <= ?::date');
    params.push(to);
  }
  if (q.search) {
    where.push(`(i.number ilike ? or i.payer_name ilike ?)`);
    const like = `%${escapeLike(q.search)}%`;
    params.push(like, like);
  }
  const condition = where.join(' and ');
  const direction = q.sortOrder === 1 ? 'asc' : 'desc';
  const rows = await em.execute<InvoiceRow[]>(
    `select ${INVOICE_COLUMNS} from invoice i where ${condition} order by ${SORT_COLUMNS[q.sortField]} ${direction} nulls last, i.id ${direction} limit ? offset ?`,
    [...params, q.rows, q.first],
  );
  const [agg] = await em.execute<{ total: number; subtotal: string; amount: string; paid: string; credited: string; balance: string }[]>(
    `select count(*)::int as total,
        coalesce(sum(i.subtotal) filter (where i.status <> 'void'), 0)::text as subtotal,
        coalesce(sum(i.total) filter (where i.status <> 'void'), 0)::text as amount,
        coalesce(sum(i.paid) filter (where i.status <> 'void'), 0)::text as paid,
        coalesce(sum(i.credited) filter (where i.status <> 'void'), 0)::text as credited,
        coalesce(sum(i.total - i.paid - i.credited) filter (where i.status = 'issued'), 0)::text as balance
       from invoice i where ${condition}`,
    params,
  );
  const money = (text: string) => fromSatang(toSatang(text));
  return {
    [INVOICE_ROUTES[kind].list]: rows.map((r) => toListItem(r, today)),
    total: agg!.total,
    sums: { subtotal: money(agg!.subtotal), total: money(agg!.amount), paid: money(agg!.paid), credited: money(agg!.credited), balance: money(agg!.balance) },
  } as InvoiceListResponse;
}
