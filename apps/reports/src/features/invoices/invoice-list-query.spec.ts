import type { LazyTableState } from '@pathdesk/web-ui';
import type { InvoiceSortField } from '@pathdesk/contracts';
import { invoiceListQuery, NO_FILTERS, parsePayerKey, payerKey } from './invoice-list-query';

const table: LazyTableState<InvoiceSortField> = { first: 20, rows: 20, sortField: 'createdAt', sortOrder: -1, filters: {}, search: '' };

describe('invoiceListQuery', () => {
  it('sends only the paging and sort without filters', () => {
    expect(invoiceListQuery(table, NO_FILTERS)).toEqual({ first: 20, rows: 20, sortField: 'createdAt', sortOrder: -1 });
  });

  it('sends the payer as type and id, the month and the status', () => {
    expect(invoiceListQuery({ ...table, search: '  INV-S69 ' }, { payer: { type: 'company', id: 7 }, month: '2026-10', status: 'overdue' })).toEqual({
      first: 20,
      rows: 20,
      sortField: 'createdAt',
      sortOrder: -1,
      search: 'INV-S69',
      payerType: 'company',
      payerId: 7,
      month: '2026-10',
      status: 'overdue',
    });
  });
});

describe('payer keys', () => {
  it('round-trips hospitals and companies', () => {
    expect(parsePayerKey(payerKey({ type: 'hospital', id: 12 }))).toEqual({ type: 'hospital', id: 12 });
    expect(parsePayerKey(payerKey({ type: 'company', id: 3 }))).toEqual({ type: 'company', id: 3 });
  });
  it('is null for anything else', () => {
    expect(parsePayerKey(null)).toBeNull();
    expect(parsePayerKey('doctor:1')).toBeNull();
    expect(parsePayerKey('hospital:')).toBeNull();
  });
});
