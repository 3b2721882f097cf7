import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { CASE_KINDS, INVOICE_KINDS } from '@pathdesk/contracts';
import {
  INBOX_PAGE,
  INVOICE_PAGES,
  LOANS_PAGE,
  REQUISITIONS_PAGE,
  MALIGNANCY_REVIEW_PAGE,
  SYNOPTIC_COMPLETENESS_PAGE,
  FROZEN_CONCORDANCE_PAGE,
  CONCORDANCE_PAGE,
  REPORT_LIST_PAGES,
  REVIEW_PAGE,
  SUMMARY_PAGES,
} from './report-pages';
import { InvoiceListRoute } from './features/invoices/invoice-list-route';

const ReportIndexPage = lazy(() => import('./features/index/report-index-page'));
const ReportListPage = lazy(() => import('./features/report-list/report-list-page'));
const ReportDetailPage = lazy(() => import('./features/report-list/report-detail-page'));
const GynReviewPage = lazy(() => import('./features/gyn-review/gyn-review-page'));
const SummaryPage = lazy(() => import('./features/summary/summary-page'));
const MalignancyReviewPage = lazy(() => import('./features/summary/malignancy-review-page'));
const SynopticCompletenessPage = lazy(() => import('./features/summary/synoptic-completeness-page'));
const FrozenConcordancePage = lazy(() => import('./features/summary/frozen-concordance-page'));
const ConcordancePage = lazy(() => import('./features/summary/concordance-page'));
const InvoicePage = lazy(() => import('./features/invoices/invoice-page'));
const InboxPage = lazy(() => import('./features/inbox/inbox-page'));
const RequisitionsPage = lazy(() => import('./features/requisitions/requisitions-page'));
const LoansPage = lazy(() => import('./features/loans/loans-page'));
const VerifyPage = lazy(() => import('./features/verify/verify-page'));

/** The remote's second mount, /verify (issue 32.5): `:token` there is a verification; anywhere else, not a page. */
function VerifyRoute() {
  return useLocation().pathname.startsWith('/verify/') ? <VerifyPage /> : <Navigate to="/pages/notfound" replace />;
}

/** Mounted by the shell at /report/* (spec §2) and /verify/* (issue 32.5: the public verification of a printed document). */
export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="index" replace /> },
  { path: 'index', element: <ReportIndexPage /> },
  ...CASE_KINDS.flatMap((kind): RouteObject[] => [
    { path: REPORT_LIST_PAGES[kind].path, element: <ReportListPage key={kind} kind={kind} /> },
    { path: `${REPORT_LIST_PAGES[kind].path}/:id`, element: <ReportDetailPage key={kind} kind={kind} /> },
  ]),
  { path: REVIEW_PAGE.path, element: <GynReviewPage /> },
  { path: MALIGNANCY_REVIEW_PAGE.path, element: <MalignancyReviewPage /> },
  { path: SYNOPTIC_COMPLETENESS_PAGE.path, element: <SynopticCompletenessPage /> },
  { path: FROZEN_CONCORDANCE_PAGE.path, element: <FrozenConcordancePage /> },
  { path: CONCORDANCE_PAGE.path, element: <ConcordancePage /> },
  { path: INBOX_PAGE.path, element: <InboxPage /> },
  { path: REQUISITIONS_PAGE.path, element: <RequisitionsPage /> },
  { path: LOANS_PAGE.path, element: <LoansPage /> },
  ...CASE_KINDS.map((kind): RouteObject => ({ path: SUMMARY_PAGES[kind].path, element: <SummaryPage key={kind} kind={kind} /> })),
  ...INVOICE_KINDS.flatMap((kind): RouteObject[] => [
    { path: INVOICE_PAGES[kind].path, element: <InvoiceListRoute key={kind} kind={kind} /> },
    { path: `${INVOICE_PAGES[kind].path}/:id`, element: <InvoicePage key={kind} kind={kind} /> },
  ]),
  { path: ':token', element: <VerifyRoute /> },
  { path: '*', element: <Navigate to="/pages/notfound" replace /> },
];
