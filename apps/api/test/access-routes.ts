// The role × route matrix's routes (issue: sign-in): every route of the API with who may use it,
// and the callers it is checked against. Later issues add their routes to ROUTES; a route missing
// from it fails the completeness test of access-matrix.int-spec.ts. The matrix is checked by
// several files (roles by halves; HEAD, other methods and public routes; other spellings), so the
// test run can share it between its workers.
import { CASE_KINDS, CASE_ROUTES, CFG_LIST_KEYS, REPORT_ROUTES, ROLES, type Role } from '@pathdesk/contracts';
import { INVOICE_KINDS, INVOICE_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from './api-client.js';
import { createTestApp, type TestApp } from './test-app.js';

export type Subject = 'anonymous' | Role | 'pending';
type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteCase {
  method: Method;
  /** As Nest registers it (with :params). */
  route: string;
  /** Who may use it: 'public', or the roles. */
  access: 'public' | readonly Role[];
  /** The concrete path to call; defaults to `route` with :id = 1. */
  path?: (me: { id: number }) => string;
  body?: unknown;
}

const READERS: readonly Role[] = ['admin', 'user', 'doctor'];
const STAFF: readonly Role[] = ['admin', 'user'];

export const ROUTES: RouteCase[] = [
  { method: 'get', route: '/api/health', access: 'public' },
  { method: 'get', route: '/api/shell-config', access: 'public' },
  // Issue 32.5: a printed document's verification, for anyone; 32.4: the seals' chain check.
  { method: 'get', route: '/api/verify/:token', access: 'public', path: () => `/api/verify/${'0'.repeat(32)}` },
  { method: 'get', route: '/api/signing/chain', access: ['admin'] },
  { method: 'get', route: '/api/shell-config/releases', access: ['admin'] },
  { method: 'put', route: '/api/shell-config/pins/:name', access: ['admin'], path: () => '/api/shell-config/pins/workspace', body: {} },
  { method: 'delete', route: '/api/shell-config/pins/:name', access: ['admin'], path: () => '/api/shell-config/pins/workspace' },
  { method: 'get', route: '/api/auth/csrf', access: 'public' },
  { method: 'post', route: '/api/auth/login', access: 'public', body: {} },
  { method: 'get', route: '/api/auth/check', access: 'public' },
  { method: 'post', route: '/api/auth/logout', access: 'public' },
  { method: 'post', route: '/api/logout', access: 'public' },
  { method: 'post', route: '/api/register', access: 'public', body: {} },
  { method: 'get', route: '/api/users', access: ['admin'] },
  { method: 'get', route: '/api/users/:id', access: ['admin'] },
  { method: 'post', route: '/api/users', access: ['admin'], body: {} },
  { method: 'put', route: '/api/users/:id', access: ['admin'], body: {} },
  { method: 'delete', route: '/api/users', access: ['admin'], body: {} },
  { method: 'put', route: '/api/users/reset-password/:id', access: ['admin'], body: {} },
  {
    method: 'put',
    route: '/api/users/change-password/:id',
    access: ROLES,
    path: (me) => `/api/users/change-password/${me.id}`,
    body: {},
  },
  // Issue 16.6: every signed-in account reads the record it signs as.
  { method: 'get', route: '/api/users/me/signature', access: ROLES },
  // Issue 16.1: every signed-in account reads and sets its own language.
  { method: 'get', route: '/api/users/me/language', access: ROLES },
  { method: 'put', route: '/api/users/me/language', access: ROLES, body: {} },
  // Issue 15.1: patients and their prior cases — everyone who works on cases; guests none.
  { method: 'get', route: '/api/patients/match', access: READERS },
  { method: 'get', route: '/api/patients/for-case/:caseId', access: READERS },
  { method: 'get', route: '/api/patients/:id', access: READERS },
  { method: 'get', route: '/api/patients/:id/cases', access: READERS },
  // Issue 28.6: who saw this patient (PDPA) — administrators only.
  { method: 'get', route: '/api/patients/:id/access-log', access: ['admin'] },
  { method: 'get', route: '/api/patients/:id/export', access: ['admin'] },
  // Issue 15.3: the 5-year look-back — pathologists, screeners and administrators review.
  { method: 'get', route: '/api/reports/gynecologicals/lookbacks', access: READERS },
  { method: 'post', route: '/api/reports/gynecologicals/lookbacks/:id', access: READERS, body: {} },
  // Issue 15.5: critical-result calls — doctors read theirs, lab staff record them.
  { method: 'get', route: '/api/notifications', access: READERS },
  { method: 'get', route: '/api/notifications/count', access: READERS },
  { method: 'post', route: '/api/notifications/:id', access: STAFF, body: {} },
  // Issue 15.4: screener workload — everyone who works on cases reads (lab staff their own record);
  // the screener or an administrator declares hours. A screener record that does not exist: 404 to the allowed.
  { method: 'get', route: '/api/workload', access: READERS },
  { method: 'get', route: '/api/workload/:screenerId/days/:date', access: READERS, path: () => '/api/workload/999999/days/2026-01-05' },
  { method: 'put', route: '/api/workload/:screenerId/days/:date', access: STAFF, path: () => '/api/workload/999999/days/2026-01-05', body: { hours: 8 } },
  { method: 'get', route: '/api/workload/:screenerId/log', access: READERS, path: () => '/api/workload/999999/log' },
  // Issue 15.2: cyto-histologic correlation — lab staff read the worklist, pathologists and administrators record.
  { method: 'get', route: '/api/reports/gynecologicals/correlations', access: READERS },
  { method: 'get', route: '/api/reports/gynecologicals/correlations/summary', access: READERS },
  { method: 'post', route: '/api/reports/gynecologicals/correlations/:id', access: ['admin', 'doctor'], body: {} },
  { method: 'put', route: '/api/reports/gynecologicals/correlations/:id', access: ['admin', 'doctor'], body: {} },
  // Lookups: everyone who works on cases reads them; lab staff keep hospitals and doctors; only
  // administrators change settings (config values, accession prefixes).
  { method: 'get', route: '/api/cfgvalues', access: READERS },
  ...Object.keys(CFG_LIST_KEYS).map((key) => ({ method: 'get' as const, route: `/api/cfgvalues/${key}`, access: READERS })),
  { method: 'get', route: '/api/cfgvalues/hospitals', access: READERS },
  { method: 'get', route: '/api/cfgvalues/doctors', access: READERS },
  { method: 'post', route: '/api/cfgvalues', access: ['admin'], body: {} },
  { method: 'put', route: '/api/cfgvalues/:id', access: ['admin'], body: {} },
  { method: 'delete', route: '/api/cfgvalues', access: ['admin'], body: {} },
  { method: 'get', route: '/api/hospitals', access: READERS },
  { method: 'post', route: '/api/hospitals', access: ['admin', 'user'], body: {} },
  { method: 'put', route: '/api/hospitals/:id', access: ['admin', 'user'], body: {} },
  { method: 'get', route: '/api/doctors', access: READERS },
  { method: 'get', route: '/api/doctors/hospital', access: READERS },
  { method: 'post', route: '/api/doctors', access: ['admin', 'user'], body: {} },
  { method: 'put', route: '/api/doctors/:id', access: ['admin', 'user'], body: {} },
  { method: 'get', route: '/api/setting', access: READERS },
  { method: 'post', route: '/api/setting', access: ['admin'], body: {} },
  { method: 'put', route: '/api/setting/:id', access: ['admin'], body: {} },
  // Cases: lab staff register and cancel; doctors read and edit clinical fields (the PUT route is
  // theirs too, its fields checked by the service); guests reach none. The audit log: admins.
  ...CASE_KINDS.flatMap((kind): RouteCase[] => {
    const base = `/api/${CASE_ROUTES[kind].plural}`;
    return [
      { method: 'get', route: base, access: READERS },
      { method: 'get', route: `${base}/prepare-register`, access: READERS },
      { method: 'post', route: `${base}/new`, access: ['admin', 'user'], body: {} },
      { method: 'get', route: `${base}/:id`, access: READERS },
      { method: 'get', route: `${base}/:id/history`, access: READERS },
      { method: 'post', route: base, access: ['admin', 'user'], body: {} },
      { method: 'put', route: `${base}/:id`, access: READERS, body: {} },
      // Results: lab staff and doctors write them (the service moves the case's status).
      { method: 'get', route: `${base}/:id/result`, access: READERS },
      { method: 'put', route: `${base}/:id/result`, access: READERS, body: {} },
    ];
  }),
  { method: 'get', route: '/api/audit', access: ['admin'] },
  { method: 'get', route: '/api/lab-settings', access: READERS },
  { method: 'put', route: '/api/lab-settings', access: ['admin'], body: {} },
  // Reports: everyone with a role reads released reports (guests too: reports only, never cases).
  // Sign-out is a POST for admin, user and doctor (the service decides who signs which case: 403
  // with the reason); PUT and DELETE of a released version exist only to answer 409.
  ...CASE_KINDS.flatMap((kind): RouteCase[] => {
    const base = `/api/reports/${REPORT_ROUTES[kind].plural}`;
    return [
      { method: 'get', route: base, access: ROLES },
      { method: 'post', route: `${base}/generate`, access: READERS, body: {} },
      // Addenda (issue 32.1): staff roles reach the route; the service allows doctors only (403 with the reason).
      { method: 'post', route: `${base}/:id/addenda`, access: READERS, body: {} },
      { method: 'get', route: `${base}/:id`, access: ROLES },
      { method: 'get', route: `${base}/:id/pdf`, access: ROLES },
      { method: 'put', route: `${base}/:id`, access: ROLES, body: {} },
      { method: 'delete', route: `${base}/:id`, access: ROLES },
    ];
  }),
  // Gynecological quality control: rescreens are reviewed by anyone but the requester.
  { method: 'get', route: '/api/reports/gynecologicals/rescreens', access: READERS },
  { method: 'get', route: '/api/reports/gynecologicals/rescreens/summary', access: READERS },
  { method: 'post', route: '/api/reports/gynecologicals/rescreens/:id', access: READERS, body: {} },
  // The bench: lab staff record blocks and slides, perform orders (the PUT of an order is open to
  // doctors for cancelling and notes; its status moves are checked by the service), handle paraffin
  // requests and print labels; doctors (and admins) order tests; admins keep the catalogue.
  ...CASE_KINDS.flatMap((kind): RouteCase[] => {
    const base = `/api/${CASE_ROUTES[kind].plural}/:id`;
    return [
      { method: 'get', route: `${base}/blocks`, access: READERS },
      { method: 'post', route: `${base}/blocks`, access: STAFF, body: {} },
      { method: 'put', route: `${base}/blocks/:blockId`, access: STAFF, body: {} },
      { method: 'post', route: `${base}/slides`, access: STAFF, body: {} },
      { method: 'get', route: `${base}/additionals`, access: READERS },
      { method: 'post', route: `${base}/additionals`, access: ['admin', 'doctor'], body: {} },
      { method: 'put', route: `${base}/additionals/:orderId`, access: READERS, body: {} },
      // Issue 30.3: biomarker results, read by the bench's readers, entered by pathologists (and administrators).
      { method: 'get', route: `${base}/biomarkers`, access: READERS },
      { method: 'put', route: `${base}/biomarkers/:orderId`, access: ['admin', 'doctor'], body: {} },
      // Issue 32.2: a co-signature, asked by a pathologist (or an administrator), signed by pathologists only.
      { method: 'get', route: `${base}/cosign`, access: READERS },
      { method: 'put', route: `${base}/cosign`, access: ['admin', 'doctor'], body: {} },
      { method: 'delete', route: `${base}/cosign`, access: ['admin', 'doctor'] },
      { method: 'post', route: `${base}/cosign`, access: ['doctor'], body: {} },
      { method: 'get', route: `${base}/consultations`, access: READERS },
      { method: 'post', route: `${base}/consultations`, access: ['doctor'], body: {} },
      // Issue 32.3: frozen sections (another kind's case answers 400 to a reader, after the role check).
      { method: 'get', route: `${base}/frozen-sections`, access: READERS },
      { method: 'post', route: `${base}/frozen-sections`, access: READERS, body: {} },
      { method: 'get', route: `${base}/paraffins`, access: READERS },
      { method: 'post', route: `${base}/paraffins`, access: STAFF, body: {} },
      { method: 'put', route: `${base}/paraffins/:requestId`, access: STAFF, body: {} },
      { method: 'get', route: `${base}/labels/pdf`, access: STAFF },
    ];
  }),
  { method: 'get', route: '/api/additionals', access: READERS },
  { method: 'post', route: '/api/additionals/done', access: STAFF, body: {} },
  { method: 'get', route: '/api/paraffins', access: READERS },
  { method: 'get', route: '/api/labels/pdf', access: STAFF },
  { method: 'get', route: '/api/barcodes/:code', access: READERS },
  { method: 'get', route: '/api/tests', access: READERS },
  { method: 'get', route: '/api/tests/:id', access: READERS },
  { method: 'post', route: '/api/tests', access: ['admin'], body: {} },
  { method: 'put', route: '/api/tests/:id', access: ['admin'], body: {} },
  { method: 'delete', route: '/api/tests/:id', access: ['admin'] },
  // Issue 14: include reports and dispatch (lab work), summaries and their exports (the report
  // pages' roles), turnaround settings, the dashboard (every role; the service refuses another
  // role's panel, tested in dashboard.int-spec.ts) and the report index's counts.
  ...CASE_KINDS.flatMap((kind): RouteCase[] => {
    const base = `/api/${CASE_ROUTES[kind].plural}/summary`;
    return [
      { method: 'get', route: `/api/reports/${kind}includereports`, access: STAFF },
      { method: 'get', route: base, access: STAFF },
      { method: 'get', route: `${base}/cases`, access: STAFF },
      { method: 'get', route: `${base}/export`, access: STAFF },
    ];
  }),
  { method: 'post', route: '/api/reports/dispatches', access: STAFF, body: {} },
  { method: 'get', route: '/api/reports/dispatches', access: STAFF },
  { method: 'get', route: '/api/reports/dispatches/:id', access: STAFF },
  { method: 'get', route: '/api/reports/dispatches/:id/pdf', access: STAFF },
  { method: 'put', route: '/api/reports/dispatches/:id', access: STAFF, body: {} },
  { method: 'delete', route: '/api/reports/dispatches/:id', access: STAFF },
  { method: 'get', route: '/api/reports/index-counts', access: STAFF },
  { method: 'get', route: '/api/lab-settings/turnaround', access: READERS },
  { method: 'put', route: '/api/lab-settings/turnaround', access: ['admin'], body: {} },
  { method: 'get', route: '/api/lab-settings/calendar', access: READERS },
  { method: 'get', route: '/api/dashboard', access: ROLES },
  { method: 'get', route: '/api/dashboard/:panel', access: ROLES },
  // Invoices (issue 13): lab staff and administrators only.
  ...INVOICE_KINDS.flatMap((kind): RouteCase[] => {
    const base = `/api/reports/${INVOICE_ROUTES[kind].list}`;
    return [
      { method: 'get', route: base, access: STAFF },
      { method: 'post', route: base, access: STAFF, body: {} },
      { method: 'get', route: `${base}/:id`, access: STAFF },
      { method: 'put', route: `${base}/:id`, access: STAFF, body: {} },
      { method: 'delete', route: `${base}/:id`, access: STAFF },
      { method: 'get', route: `${base}/:id/pdf`, access: STAFF },
      { method: 'post', route: `${base}/:id/issue`, access: STAFF, body: {} },
      { method: 'post', route: `${base}/:id/void`, access: STAFF, body: {} },
      { method: 'post', route: `${base}/:id/payments`, access: STAFF, body: {} },
      { method: 'post', route: `${base}/:id/payments/:paymentId/reverse`, access: STAFF, body: {} },
      { method: 'post', route: `${base}/:id/credit-notes`, access: STAFF, body: {} },
      { method: 'get', route: `${base}/:id/credit-notes/:creditNoteId/pdf`, access: STAFF },
      { method: 'get', route: `${base}/month-end`, access: STAFF },
      { method: 'post', route: `${base}/month-end`, access: STAFF, body: {} },
      { method: 'get', route: `${base}/month-end/:jobId`, access: STAFF },
      { method: 'get', route: `${base}/month-end/:jobId/pdf`, access: STAFF },
      { method: 'get', route: `${base}/month-end/:jobId/xlsx`, access: STAFF },
    ];
  }),
  // Issue 29: the FHIR R4 read API — staff and pathologists through their session (guests wait for their hospital
  // scope; a hospital's token is tested in interfaces/fhir);
  // the hospital's interfaces, administrators only.
  { method: 'get', route: '/api/fhir/metadata', access: READERS },
  { method: 'get', route: '/api/fhir/DiagnosticReport', access: READERS },
  ...['DiagnosticReport', 'Patient', 'Specimen', 'Observation', 'Practitioner', 'Organization', 'Binary'].map((type): RouteCase => ({
    method: 'get',
    route: `/api/fhir/${type}/:id`,
    access: READERS,
  })),
  // Issue 29.4: orders in — a hospital's system places an order with its token only (a session's role never may:
  // the token is tested in interfaces/orders); lab staff list the orders waiting and receive one.
  { method: 'post', route: '/api/fhir/ServiceRequest', access: [], body: { resourceType: 'ServiceRequest' } },
  { method: 'get', route: '/api/orders', access: STAFF },
  { method: 'post', route: '/api/orders/receive', access: STAFF, body: {} },
  { method: 'get', route: '/api/interfaces', access: ['admin'] },
  { method: 'get', route: '/api/interfaces/:id', access: ['admin'] },
  { method: 'post', route: '/api/interfaces', access: ['admin'], body: {} },
  { method: 'put', route: '/api/interfaces/:id', access: ['admin'], body: {} },
  { method: 'post', route: '/api/interfaces/:id/test', access: ['admin'] },
  { method: 'post', route: '/api/interfaces/:id/poll', access: ['admin'] },
  { method: 'get', route: '/api/interfaces/:id/messages', access: ['admin'] },
  { method: 'get', route: '/api/interfaces/:id/messages/:messageId', access: ['admin'], path: () => '/api/interfaces/1/messages/1' },
  { method: 'post', route: '/api/interfaces/:id/messages/:messageId/resend', access: ['admin'], path: () => '/api/interfaces/1/messages/1/resend' },
  // Issue 29.3: where the dispatch page's reports stand in the hospitals' systems, for lab staff who dispatch.
  { method: 'get', route: '/api/interface-messages', access: STAFF },
  // Issue 17 (operations): probes, metrics and the API documentation.
  { method: 'get', route: '/api/health/live', access: 'public' },
  { method: 'get', route: '/api/health/ready', access: 'public' },
  { method: 'get', route: '/api/metrics', access: ['admin'] },
  { method: 'get', route: '/api/docs', access: ['admin'] },
  { method: 'get', route: '/api/docs/openapi.json', access: ['admin'] },
  // Issue 17.2: dispatches and summary exports as background jobs, and the job status the page polls.
  { method: 'post', route: '/api/reports/dispatches/jobs', access: STAFF, body: {} },
  ...CASE_KINDS.map((kind): RouteCase => ({ method: 'post', route: `/api/${CASE_ROUTES[kind].plural}/summary/export/jobs`, access: STAFF, body: {} })),
  { method: 'get', route: '/api/jobs/:jobId', access: STAFF },
  { method: 'get', route: '/api/jobs/:jobId/file', access: STAFF },
  // Issue 24.1: pathologists (and administrators) confirm the migrated malignancy of old surgical reports.
  { method: 'get', route: '/api/surgicals/summary/malignancy-reviews', access: ['admin', 'doctor'] },
  { method: 'post', route: '/api/surgicals/summary/malignancy-reviews/:reportId', access: ['admin', 'doctor'], body: {} },
  // Issue 30: the synoptic templates and the ICD-O-3 lists — read by everyone who writes or reads
  // results; administrators retire a template version and load the lists.
  { method: 'get', route: '/api/synoptic/templates', access: READERS },
  {
    method: 'put',
    route: '/api/synoptic/templates/:templateId/versions/:version',
    access: ['admin'],
    path: () => '/api/synoptic/templates/breast-invasive-resection/versions/1',
    body: {},
  },
  { method: 'get', route: '/api/synoptic/icdo3/:kind', access: READERS, path: () => '/api/synoptic/icdo3/topography' },
  { method: 'post', route: '/api/synoptic/icdo3/:kind/import', access: ['admin'], path: () => '/api/synoptic/icdo3/topography/import', body: {} },
  // Issue 30.6: the completeness record, for the lab head, the front desk and the pathologists.
  {
    method: 'get',
    route: '/api/surgicals/summary/synoptic-completeness',
    access: READERS,
    path: () => '/api/surgicals/summary/synoptic-completeness?from=2026-01&to=2026-12',
  },
  // Issue 32.2: second opinions asked of a pathologist, their answer, the monthly report.
  { method: 'get', route: '/api/consultations', access: ['doctor'] },
  { method: 'get', route: '/api/consultations/colleagues', access: ['admin', 'doctor'] },
  { method: 'post', route: '/api/consultations/:id/opinion', access: ['doctor'], body: {} },
  { method: 'post', route: '/api/consultations/:id/outside-report', access: ['doctor'], body: {} },
  { method: 'get', route: '/api/consultations/summary', access: READERS, path: () => '/api/consultations/summary?from=2026-01&to=2026-12' },
  // Issue 32.3: a frozen section's diagnosis by pathologists; its call by the lab; the concordance report.
  { method: 'post', route: '/api/surgicals/:id/frozen-sections/:fsId/report', access: ['admin', 'doctor'], body: {} },
  { method: 'post', route: '/api/surgicals/:id/frozen-sections/:fsId/call', access: READERS, body: {} },
  {
    method: 'get',
    route: '/api/surgicals/summary/frozen-concordance',
    access: READERS,
    path: () => '/api/surgicals/summary/frozen-concordance?from=2026-01&to=2026-12',
  },
  // Issue 30.6: the cancer registry's file discloses patients' identifiers: administrators and lab staff.
  { method: 'get', route: '/api/surgicals/summary/cancer-registry', access: STAFF, path: () => '/api/surgicals/summary/cancer-registry?month=2026-01&format=csv' },
  // Issue 31 (custody): lab staff scan, file, retrieve, print and dispose; administrators (supervisors)
  // keep locations and settings; administrators and pathologists set legal holds; readers follow.
  ...CASE_KINDS.map((kind): RouteCase => ({ method: 'get', route: `/api/${CASE_ROUTES[kind].plural}/:id/timeline`, access: READERS })),
  { method: 'post', route: '/api/custody/scans', access: STAFF, body: {} },
  { method: 'post', route: '/api/custody/retrievals', access: STAFF, body: {} },
  { method: 'post', route: '/api/custody/returns', access: STAFF, body: {} },
  { method: 'get', route: '/api/custody/whereabouts', access: READERS },
  { method: 'get', route: '/api/custody/locations', access: READERS },
  { method: 'post', route: '/api/custody/locations', access: ['admin'], body: {} },
  { method: 'put', route: '/api/custody/locations/:id', access: ['admin'], body: {} },
  { method: 'get', route: '/api/custody/settings', access: STAFF },
  { method: 'put', route: '/api/custody/settings', access: ['admin'], body: {} },
  { method: 'post', route: '/api/custody/labels', access: STAFF, body: {} },
  { method: 'get', route: '/api/custody/holds/:caseId', access: READERS },
  { method: 'put', route: '/api/custody/holds/:caseId', access: ['admin', 'doctor'], body: {} },
  { method: 'delete', route: '/api/custody/holds/:caseId', access: ['admin', 'doctor'] },
  { method: 'get', route: '/api/custody/retention/due', access: STAFF },
  { method: 'post', route: '/api/custody/disposals', access: STAFF, body: {} },
  { method: 'get', route: '/api/custody/disposals', access: STAFF },
  { method: 'get', route: '/api/custody/disposals/:id', access: STAFF },
  { method: 'get', route: '/api/custody/turnaround', access: STAFF },
  // Issue 28.3: the hospital's inbox — the client hospitals' accounts (guests) only.
  { method: 'get', route: '/api/portal/inbox', access: ['guest'] },
  { method: 'post', route: '/api/portal/visits', access: ['guest'] },
  { method: 'post', route: '/api/portal/receipts', access: ['guest'], body: {} },
  { method: 'post', route: '/api/portal/reports/pdf', access: ['guest'], body: {} },
  { method: 'get', route: '/api/portal/critical-results', access: ['guest'] },
  { method: 'post', route: '/api/portal/critical-results/:id/acknowledgement', access: ['guest'] },
  // Issue 28.5: loans asked for by the hospital — guests only, their hospitals' released cases.
  { method: 'get', route: '/api/portal/loans', access: ['guest'] },
  { method: 'get', route: '/api/portal/cases/:caseId/loans', access: ['guest'] },
  { method: 'post', route: '/api/portal/cases/:caseId/loans', access: ['guest'], body: {} },
  // Issue 28.4: online requisitions — ordered by hospitals (guests whose account may order) or the lab, received by lab staff.
  { method: 'get', route: '/api/requisitions', access: ['admin', 'user', 'guest'] },
  { method: 'get', route: '/api/requisitions/prepare', access: ['admin', 'user', 'guest'] },
  { method: 'post', route: '/api/requisitions', access: ['admin', 'user', 'guest'], body: {} },
  { method: 'get', route: '/api/requisitions/:id', access: ['admin', 'user', 'guest'] },
  { method: 'get', route: '/api/requisitions/:id/pdf', access: ['admin', 'user', 'guest'] },
  { method: 'post', route: '/api/requisitions/:id/receive', access: STAFF, body: {} },
];

const SUBJECTS: Subject[] = ['anonymous', ...ROLES, 'pending'];

export type SignedInSubjects = Map<Subject, { client: ApiClient; me: { id: number } }>;

/** A client for each subject: anonymous, each role's demo account, and a registered account with no role. */
async function signInSubjects(t: TestApp): Promise<SignedInSubjects> {
  const clients: SignedInSubjects = new Map();
  clients.set('anonymous', { client: await ApiClient.anonymous(t), me: { id: 1 } });
  for (const role of ROLES) {
    const client = await ApiClient.signedIn(t, role);
    clients.set(role, { client, me: (await client.get('/api/auth/check')).body });
  }
  const pending = await ApiClient.anonymous(t);
  await pending.post('/api/register', { username: 'pending.person', password: 'long-enough' }).expect(201);
  const signedIn = await ApiClient.signedIn(t, 'pending.person', 'long-enough');
  clients.set('pending', { client: signedIn, me: (await signedIn.get('/api/auth/check')).body });
  return clients;
}

/** Starts the app for a describe block and signs each subject in; read them once the block runs. */
export function matrixApp(): { app: () => TestApp; clients: () => SignedInSubjects } {
  let t: TestApp;
  let clients: SignedInSubjects;
  beforeAll(async () => {
    t = await createTestApp();
    clients = await signInSubjects(t);
  });
  afterAll(() => t.close());
  return { app: () => t, clients: () => clients };
}

/** The concrete path a route is called at. */
export const pathOf = (route: RouteCase, me: { id: number }) => route.path?.(me) ?? route.route.replace(':id', '1');

/** Whether a subject may use a route. */
export const mayUse = (route: RouteCase, subject: Subject) => route.access !== 'public' && (route.access as readonly string[]).includes(subject);

/** The protected routes × subjects, split in `parts` parts (`part` counted from 0) by route. */
export function matrixPart(part: number, parts: number) {
  return ROUTES.filter((r) => r.access !== 'public')
    .filter((_, i) => i % parts === part)
    .flatMap((route) => SUBJECTS.map((subject) => ({ route, subject })));
}
