import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CASE_KINDS } from '@pathdesk/contracts';
import { INVOICE_KINDS } from '@pathdesk/contracts';
import { LATER_PAGES, REPORT_LIST_PAGES, REVIEW_PAGE } from './report-pages';
import { INVOICE_PAGES } from './report-pages';

const ReportsPage = lazy(() => import('./pages/reports-page'));
const ReportIndexPage = lazy(() => import('./features/index/report-index-page'));
const ReportListPage = lazy(() => import('./features/report-list/report-list-page'));
const ReportDetailPage = lazy(() => import('./features/report-list/report-detail-page'));
const GynReviewPage = lazy(() => import('./features/gyn-review/gyn-review-page'));
const InvoiceListPage = lazy(() => import('./features/invoices/invoice-list-page'));
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
  // Before the placeholders of LATER_PAGES: of two routes with one path, the first wins.
  ...INVOICE_KINDS.flatMap((kind): RouteObject[] => [
    { path: INVOICE_PAGES[kind].path, element: <InvoiceListPage key={kind} kind={kind} /> },
    { path: `${INVOICE_PAGES[kind].path}/:id`, element: <InvoicePage key={kind} kind={kind} /> },
  ]),
  ...LATER_PAGES.map(({ path, title }) => ({ path, element: <ReportsPage title={title} /> })),
  { path: '*', element: <Navigate to="/pages/notfound" replace /> },
];
