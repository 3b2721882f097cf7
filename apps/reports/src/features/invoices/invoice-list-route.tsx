import { lazy, useRef } from 'react';
import type { InvoiceKind } from '@pathdesk/contracts';
import { useAppDispatch } from '@pathdesk/web-data';
import { billingApi } from './billing-api';
import { FIRST_PAGE } from './invoice-list-query';

const InvoiceListPage = lazy(() => import('./invoice-list-page'));

/**
 * /report/{kind}-invoice, as the router mounts it: asks for the first page of invoices (the page's
 * own first call, so the page finds it in the cache) while the page's code is still downloading,
 * rather than after it has arrived and drawn (issue 18: the list's first rows are the page's largest
 * paint, and they waited on both in turn). Kept out of the page's chunk, so it runs first.
 */
export function InvoiceListRoute({ kind }: { kind: InvoiceKind }) {
  const dispatch = useAppDispatch();
  const asked = useRef(false);
  if (!asked.current) {
    asked.current = true;
    // Not during render: the store's answer re-renders its subscribers.
    queueMicrotask(() => dispatch(billingApi.util.prefetch('listInvoices', { kind, params: FIRST_PAGE }, { ifOlderThan: 30 })));
  }
  return <InvoiceListPage kind={kind} />;
}
