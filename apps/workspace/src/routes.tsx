import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { CASE_KINDS, CASE_ROUTES, casePath, type CaseKind, type CaseTab } from '@pathdesk/contracts';

const OverviewPage = lazy(() => import('./features/cases/overview-page'));
const WorklistPage = lazy(() => import('./features/cases/worklist-page'));
const RegisterPage = lazy(() => import('./features/cases/register-page'));
const CaseLayout = lazy(() => import('./features/cases/case-layout'));
const CaseInfoPage = lazy(() => import('./features/cases/case-info-page'));
const ReportViewPage = lazy(() => import('./features/report-view/report-view-page'));
const ResultPage = lazy(() => import('./features/results/result-page'));
const AdditionalsPage = lazy(() => import('./features/additionals/additionals-page'));
const ParaffinsPage = lazy(() => import('./features/paraffins/paraffins-page'));
const AdditionalsWorklistPage = lazy(() => import('./features/additionals/additionals-worklist-page'));
const ParaffinLoansPage = lazy(() => import('./features/paraffins/paraffin-loans-page'));
const NotificationsPage = lazy(() => import('./features/notifications/notifications-page'));
const WorkloadPage = lazy(() => import('./features/workload/workload-page'));
const StationsPage = lazy(() => import('./features/custody/stations-page'));
const ArchivePage = lazy(() => import('./features/custody/archive-page'));
const RetentionPage = lazy(() => import('./features/custody/retention-page'));
const TimelinePage = lazy(() => import('./features/custody/timeline-page'));
const OrdersPage = lazy(() => import('./features/orders/orders-page'));

const LATER_TABS = ['result', 'additionals', 'paraffins', 'view'] as const;

/** Sends a tab to its spelling of spec §2 (gynecological additionals, paraffins and view: `gyneologicals`). */
function RedirectTab({ kind, tab }: { kind: CaseKind; tab: CaseTab }) {
  return <Navigate to={casePath(kind, useParams().id ?? '', tab)} replace />;
}

function caseRoutes(kind: CaseKind): RouteObject[] {
  const plural = CASE_ROUTES[kind].plural;
  const gyn = kind === 'gynecological';
  // For gynecological cases, info and result live under `gynecologicals`, the other three under `gyneologicals`.
  const underPlural: CaseTab[] = gyn ? ['info', 'result', 'timeline'] : ['info', ...LATER_TABS, 'timeline'];
  const tabRoute = (tab: CaseTab): RouteObject =>
    tab === 'info'
      ? { path: 'info', element: <CaseInfoPage /> }
      : tab === 'result'
        ? { path: 'result', element: <ResultPage key={kind} /> }
        : tab === 'timeline'
          ? { path: 'timeline', element: <TimelinePage /> }
          : tab === 'view'
            ? { path: 'view', element: <ReportViewPage /> }
            : tab === 'additionals'
              ? { path: 'additionals', element: <AdditionalsPage /> }
              : { path: 'paraffins', element: <ParaffinsPage /> };
  const routes: RouteObject[] = [
    { path: plural, element: <WorklistPage key={kind} kind={kind} /> },
    { path: `${plural}/new`, element: <RegisterPage key={kind} kind={kind} /> },
    {
      path: `${plural}/:id`,
      element: <CaseLayout key={kind} kind={kind} />,
      children: [
        { index: true, element: <Navigate to="info" replace /> },
        ...underPlural.map(tabRoute),
        ...(gyn ? (['additionals', 'paraffins', 'view'] as const).map((tab) => ({ path: tab, element: <RedirectTab kind={kind} tab={tab} /> })) : []),
      ],
    },
  ];
  if (gyn) {
    routes.push({
      path: 'gyneologicals/:id',
      element: <CaseLayout key="gyneologicals" kind={kind} />,
      children: [
        { index: true, element: <RedirectTab kind={kind} tab="info" /> },
        ...(['additionals', 'paraffins', 'view'] as const).map(tabRoute),
        ...(['info', 'result'] as const).map((tab) => ({ path: tab, element: <RedirectTab kind={kind} tab={tab} /> })),
      ],
    });
  }
  return routes;
}

/** Mounted by the shell at /workspace/* (spec §2 workspace routes). */
export const routes: RouteObject[] = [
  { index: true, element: <OverviewPage /> },
  ...CASE_KINDS.flatMap(caseRoutes),
  { path: 'additionals', element: <AdditionalsWorklistPage /> },
  { path: 'paraffins', element: <ParaffinLoansPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'workload', element: <WorkloadPage /> },
  { path: 'stations', element: <StationsPage /> },
  { path: 'archive', element: <ArchivePage /> },
  { path: 'retention', element: <RetentionPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: '*', element: <Navigate to="/pages/notfound" replace /> },
];
