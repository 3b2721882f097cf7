import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CASE_KINDS, INVOICE_KINDS } from '@pathdesk/contracts';
import { INVOICE_PAGES, REPORT_LIST_PAGES, REVIEW_PAGE, SUMMARY_PAGES } from './report-pages';
import { InvoiceListRoute } from './features/invoices/invoice-list-route';

const ReportIndexPage = lazy(() => import('./features/index/report-index-page'));
const ReportListPage = lazy(() => import('./features/report-list/report-list-page'));
const ReportDetailPage = lazy(() => import('./features/report-list/report-detail-page'));
const GynReviewPage = lazy(() => import('./features/gyn-review/gyn-review-page'));
const SummaryPage = lazy(() => import('./features/summary/summary-page'));
const InvoicePage = lazy(() => import('./features/invoices/invoice-page'));

/** Mounted by the shell at /report/* (spec §2). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="index" replace /> },
  { path: 'index', element: <ReportIndexPage /> },
  ...CASE_KINDS.flatMap((kind): RouteObject[] => [
    { path: REPORT_LIST_PAGES[kind].path, element: <ReportListPage key={kind} kind={kind} /> },
    { path: `${REPORT_LIST_PAGES[kind].path}/:id`, element: <ReportDetailPage key={kind} kind={kind} /> },
  ]),
  { path: REVIEW_PAGE.path, element: <GynReviewPage /> },
  ...CASE_KINDS.map((kind): RouteObject => ({ path: SUMMARY_PAGES[kind].path, element: <SummaryPage key={kind} kind={kind} /> })),
  ...INVOICE_KINDS.flatMap((kind): RouteObject[] => [
    { path: INVOICE_PAGES[kind].path, element: <InvoiceListRoute key={kind} kind={kind} /> },
    { path: `${INVOICE_PAGES[kind].path}/:id`, element: <InvoicePage key={kind} kind={kind} /> },
  ]),
  { path: '*', element: <Navigate to="/pages/notfound" replace /> },
];
