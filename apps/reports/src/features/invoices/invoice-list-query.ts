import { DEFAULT_PAGE_SIZE, type InvoiceListParams, type InvoiceSortField, type InvoiceStatusFilter, type PayerRef } from '@pathdesk/contracts';
import type { LazyTableState } from '@pathdesk/web-ui';

/** An invoice list's first order: the newest first. */
export const FIRST_SORT = { sortField: 'createdAt', sortOrder: -1 } as const satisfies { sortField: InvoiceSortField; sortOrder: 1 | -1 };

/** The list call of an invoice page as it opens (no filter, no search): asked for before the page is drawn (invoice-list-route). */
export const FIRST_PAGE: InvoiceListParams = { first: 0, rows: DEFAULT_PAGE_SIZE, ...FIRST_SORT };

export interface InvoiceListFilters {
  payer: PayerRef | null;
  /** yyyy-mm: invoices whose period overlaps the month. */
  month: string | null;
  status: InvoiceStatusFilter | null;
}

export const NO_FILTERS: InvoiceListFilters = { payer: null, month: null, status: null };

/** The list call of an invoice table: its paging, sort and search, and the invoice filters. */
export function invoiceListQuery(table: LazyTableState<InvoiceSortField>, filters: InvoiceListFilters): InvoiceListParams {
  const search = table.search.trim();
  return {
    first: table.first,
    rows: table.rows,
    sortField: table.sortField,
    sortOrder: table.sortOrder,
    ...(search ? { search } : {}),
    ...(filters.payer ? { payerType: filters.payer.type, payerId: filters.payer.id } : {}),
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** A payer as one dropdown value ("hospital:12"), since hospitals and companies share the list. */
export const payerKey = (payer: PayerRef): string => `${payer.type}:${payer.id}`;

export function parsePayerKey(key: string | null | undefined): PayerRef | null {
  const match = /^(hospital|company):(\d+)$/.exec(key ?? '');
  return match ? { type: match[1] as PayerRef['type'], id: Number(match[2]) } : null;
}
