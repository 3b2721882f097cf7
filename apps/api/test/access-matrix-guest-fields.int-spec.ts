// The role × route matrix, the tenancy of a guest's fields (issue 24.9): every route a guest may use
// answers the guest nothing outside the fields listed here for it — a released report as printed,
// the lists and panels that lead to one, the guest's own account. A route a guest may use that is not
// listed here fails, so a new one declares what a guest reads from it.
import { CASE_KINDS, PORTAL_API, REPORT_ROUTES, REQUISITION_API, type CaseKind } from '@pathdesk/contracts';
import { ALL_CASE_FIELDS } from '@pathdesk/contracts/schemas';
import { QcService } from '../src/reports/qc/qc.service.js';
import { ApiClient } from './api-client.js';
import { ROUTES, mayUse, pathOf, type RouteCase } from './access-routes.js';
import { abnormalPap, completeFields, generateUrl, resultRefs, resultUrl, signedOutCase } from './results.js';
import { caseBody } from './cases.js';
import { PRINTED_CASE, PRINTED_RESULT, PRINTED_TOP } from './printed-fields.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app.js';

const ERROR_FIELDS = ['statusCode', 'error', 'message', 'errors[].field', 'errors[].message'];

const PRINTED_RESULT_PATHS = [...new Set(Object.values(PRINTED_RESULT).flat())].map((f) => (['organisms', 'reactiveChanges', 'commentIds'].includes(f) ? `${f}[]` : f));
/** A released version as printed (issue 24.9), each path under the envelope (`surgicalreport`). */
const PRINTED_REPORT = [
  ...PRINTED_TOP.filter((f) => !['pathologist', 'screener', 'qcReview', 'signedBy', 'snapshot'].includes(f)),
  ...['pathologist', 'pathologist.name', 'pathologist.credentials', 'screener', 'screener.name', 'screener.credentials', 'qcReview', 'qcReview.reviewer', 'qcReview.reviewedAt'],
  ...['signedBy.name', 'signedBy.role', 'signedBy.title', 'signedBy.at'],
  ...PRINTED_CASE.map((f) => `snapshot.case.${f}`),
  ...PRINTED_RESULT_PATHS.map((f) => `snapshot.result.${f}`),
  ...['snapshot.lookups.*', 'snapshot.lab.name', 'snapshot.lab.address', 'snapshot.lab.phone'],
  ...['testCode', 'testName', 'blockCode', 'resultNote'].map((f) => `snapshot.additionals[].${f}`),
];
const REPORT_LIST_ROW = [
  'id',
  'caseId',
  'kind',
  'accessionNo',
  'version',
  'amended',
  'amendReason',
  'releasedAt',
  'supersededBy',
  'patientName',
  'hospitalName',
  'signedBy',
  'diagnosis',
];
const OWN_USER = [
  'id',
  'username',
  'name',
  'role',
  'createdAt',
  'updatedAt',
  'lastLoginAt',
  'staffId',
  'staff',
  'staff.name',
  'staff.credentials',
  'staff.category',
  'hospitalIds[]',
  'allHospitals',
  'mayOrder',
];

const INBOX_ROW = ['id', 'kind', 'accessionNo', 'version', 'amended', 'patientName', 'hospitalName', 'releasedAt', 'isNew', 'receivedAt', 'receivedBy'];

/** Issue 28.5: a loan as the hospital follows it (not the lab's fee, payer or note). */
const LOAN_ROW = [
  'id',
  'caseId',
  'kind',
  'accessionNo',
  'patientName',
  'requester',
  'purpose',
  ...['blockId', 'blockCode', 'type', 'count'].map((f) => `items[].${f}`),
  'status',
  'sentDate',
  'courierNote',
  'dueBackDate',
  'returnedDate',
  'overdue',
  'createdBy',
  'createdAt',
];
/** Issue 28.4: a requisition — the hospital's own order, as sent, and what the lab changed and numbered at receipt. */
const PART_FIELDS = ['letter', 'specimen', 'procedure', 'containers', 'fixative', 'collectedAt', 'note'];
const SENT_FIELDS = [...Object.keys(ALL_CASE_FIELDS).filter((f) => f !== 'price'), ...PART_FIELDS.map((f) => `parts[].${f}`)];
const REQUISITION_ROW = [
  ...['id', 'code', 'kind', 'status', 'hospitalId', 'hospitalName', 'hn', 'patientName', 'doctorName', 'priority', 'createdAt', 'createdBy'],
  ...['receivedAt', 'receivedBy', 'caseId', 'accessionNo'],
  ...SENT_FIELDS.map((f) => `sent.${f}`),
  ...SENT_FIELDS.flatMap((f) => {
    const [field, part] = f.split('[].');
    return part ? [`changes.${field}.sent[].${part}`, `changes.${field}.received[].${part}`] : [`changes.${f}.sent`, `changes.${f}.received`];
  }),
];

/** Issue 28.3: a critical result as its hospital sees it — the result, not the lab's call record. */
const CRITICAL_ROW = ['id', 'caseId', 'kind', 'accessionNo', 'patientName', 'hospitalName', 'reportId', 'reason', 'finding', 'releasedAt', 'acknowledgedAt', 'acknowledgedBy'];

/** What a guest may read from each route it may use ('document': a PDF, not JSON). */
const GUEST_FIELDS: Record<string, string[] | 'document'> = {
  'get /api/health': ['status', 'database.ready', 'pdf.ready'],
  'get /api/auth/check': ['id', 'username', 'name', 'role'],
  'put /api/users/change-password/:id': OWN_USER.map((f) => `user.${f}`),
  'get /api/users/me/signature': ['signature', ...['staffId', 'category', 'name', 'credentials', 'active'].map((f) => `signature.${f}`)],
  'get /api/users/me/language': ['language', 'labLanguage'],
  'put /api/users/me/language': ['language', 'labLanguage'],
  'get /api/dashboard': ['panels[]'],
  // Issue 28.3: the hospital's inbox and its receipts.
  'get /api/portal/inbox': ['total', 'totalCapped', 'since', ...INBOX_ROW.map((f) => `reports[].${f}`)],
  'post /api/portal/visits': ['visitedAt'],
  'post /api/portal/receipts': ['received[].reportId', 'received[].receivedAt', 'received[].receivedBy'],
  'post /api/portal/reports/pdf': 'document',
  'get /api/portal/critical-results': ['total', ...CRITICAL_ROW.map((f) => `criticalResults[].${f}`)],
  'post /api/portal/critical-results/:id/acknowledgement': CRITICAL_ROW.map((f) => `criticalResult.${f}`),
  // Issue 28.5: loans of its hospitals' released cases.
  'get /api/portal/loans': ['total', ...LOAN_ROW.map((f) => `loans[].${f}`)],
  'get /api/portal/cases/:caseId/loans': ['caseId', 'kind', 'accessionNo', 'patientName', 'blocks[].id', 'blocks[].code', ...LOAN_ROW.map((f) => `loans[].${f}`)],
  'post /api/portal/cases/:caseId/loans': LOAN_ROW.map((f) => `loan.${f}`),
  // Issue 28.4: its hospitals' requisitions and what the ordering form offers.
  'get /api/requisitions': ['total', ...REQUISITION_ROW.map((f) => `requisitions[].${f}`)],
  'get /api/requisitions/prepare': [
    'mayOrder',
    ...['hospitals', 'cytologicalTypes', 'gynecologicalTypes'].flatMap((list) => [`${list}[].id`, `${list}[].name`]),
    ...['id', 'name', 'hospitalId'].map((f) => `doctors[].${f}`),
  ],
  'post /api/requisitions': REQUISITION_ROW.map((f) => `requisition.${f}`),
  'get /api/requisitions/:id': REQUISITION_ROW.map((f) => `requisition.${f}`),
  'get /api/requisitions/:id/pdf': 'document',
  'get /api/dashboard/:panel': [
    'panel.id',
    ...['id', 'kind', 'accessionNo', 'version', 'amended', 'patientName', 'hospitalName', 'releasedAt', 'link'].map((f) => `panel.reports[].${f}`),
  ],
  ...Object.fromEntries(
    CASE_KINDS.flatMap((kind) => {
      const { plural, list, one } = REPORT_ROUTES[kind];
      const base = `/api/reports/${plural}`;
      return [
        [`get ${base}`, ['total', 'totalCapped', ...REPORT_LIST_ROW.map((f) => `${list}[].${f}`)]],
        [`get ${base}/:id`, PRINTED_REPORT.map((f) => `${one}.${f}`)],
        [`get ${base}/:id/pdf`, 'document'],
        // Released versions never change: 409, an error body.
        [`put ${base}/:id`, []],
        [`delete ${base}/:id`, []],
      ];
    }),
  ),
};

/** Every field path of a JSON value (`a.b`, array items as `a[]`, lookup keys as `*`), leaves only. */
function fieldPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item) => fieldPaths(item, `${path}[]`)) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return [path];
    return entries.flatMap(([key, inner]) => fieldPaths(inner, `${path ? `${path}.` : ''}${/^cfgvalue:\d+$/.test(key) ? '*' : key}`));
  }
  return [path];
}

/** Whether `path` is a listed field, or a field above listed ones (an object left empty or null). */
const allowed = (path: string, fields: string[]) => fields.some((f) => f === path || f.startsWith(`${path}.`) || f.startsWith(`${path}[]`));

describe('role × route matrix: the fields a guest reads (issue 24.9)', () => {
  let t: TestApp;
  let guest: ApiClient;
  let me: { id: number };
  /** The guest's own requisition (issue 28.4) and one of its hospitals' released cases (28.5). */
  let requisitionId = 0;
  let caseId = 0;
  const reportIds = {} as Record<CaseKind, number>;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(QcService).decide = async () => null;
    const [user, doctor] = [await ApiClient.signedIn(t, 'user'), await ApiClient.signedIn(t, 'doctor')];
    const refs = await resultRefs(t);
    const internal = { price: 1234, notes: 'Internal note.', clinicalHistory: 'History.' };
    for (const kind of CASE_KINDS) {
      const fields = kind === 'gynecological' ? abnormalPap(refs, { highRisk: true }) : completeFields(kind, refs);
      const signed = await signedOutCase(user, doctor, kind, refs, { caseOverrides: internal, fields });
      reportIds[kind] = signed.report.id;
      caseId = signed.case.id;
    }
    // An amended version too (its reason and the version it supersedes).
    const amended = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: internal });
    await doctor.put(resultUrl('surgical', amended.case.id), { fields: { comment: 'Amended.' }, version: 1, amendment: true }).expect(200);
    reportIds.surgical = (
      await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: amended.case.id, amendReason: 'Comment added.' }).expect(201)
    ).body.surgicalreport.id;
    guest = await ApiClient.signedIn(t, 'guest');
    me = (await guest.get('/api/auth/check').expect(200)).body;
    const { receivedAt: _r, price: _p, ...order } = caseBody('surgical', refs, { notes: 'Ordered.', parts: [{ letter: 'A', specimen: 'Skin' }] });
    requisitionId = (await guest.post(REQUISITION_API.list, { kind: 'surgical', case: order }).expect(201)).body.requisition.id;
  });
  afterAll(() => t.close());

  // The routes a guest may use, and the public ones whose answer depends on who asks.
  const guestRoutes = ROUTES.filter((r) => mayUse(r, 'guest') || ['/api/health', '/api/auth/check'].includes(r.route));

  it('lists the fields of every route a guest may use', () => {
    expect(guestRoutes.map((r) => `${r.method} ${r.route}`).filter((key) => !(key in GUEST_FIELDS))).toEqual([]);
  });

  const call = (route: RouteCase) => {
    const kind = CASE_KINDS.find((k) => route.route.startsWith(`/api/reports/${REPORT_ROUTES[k].plural}/`));
    const path = kind
      ? route.route.replace(':id', String(reportIds[kind]))
      : route.route === '/api/dashboard/:panel'
        ? '/api/dashboard/latest-reports'
        : route.route.startsWith('/api/requisitions/:id')
          ? route.route.replace(':id', String(requisitionId))
          : route.route === '/api/portal/cases/:caseId/loans'
            ? PORTAL_API.caseLoans(caseId)
            : pathOf(route, me);
    const body =
      route.route === '/api/users/change-password/:id'
        ? { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }
        : route.route === '/api/users/me/language' && route.method === 'put'
          ? { language: 'th' }
          : route.route === '/api/portal/receipts' || route.route === '/api/portal/reports/pdf'
            ? { reportIds: [reportIds.surgical] }
            : route.body;
    return guest.call(route.method, path, body);
  };

  it.each(guestRoutes.map((r) => [`${r.method.toUpperCase()} ${r.route}`, r] as const))('%s answers a guest the listed fields only', async (_name, route) => {
    const listed = GUEST_FIELDS[`${route.method} ${route.route}`]!;
    const res = await call(route);
    expect(res.status).toBeLessThan(500);
    if (listed === 'document') {
      expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      return;
    }
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const fields = res.status >= 400 ? ERROR_FIELDS : listed;
    expect(fieldPaths(res.body).filter((path) => !allowed(path, fields))).toEqual([]);
  });

  it('reads each kind of report with its result, its lookups and an amendment (the listed fields are exercised)', async () => {
    const paths = new Set<string>();
    for (const kind of CASE_KINDS) {
      const { one } = REPORT_ROUTES[kind];
      for (const path of fieldPaths((await guest.get(`/api/reports/${REPORT_ROUTES[kind].plural}/${reportIds[kind]}`).expect(200)).body[one])) paths.add(path);
    }
    expect([...paths]).toEqual(
      expect.arrayContaining(['snapshot.case.hn', 'snapshot.result.diagnosis', 'snapshot.result.commentIds[]', 'snapshot.lookups.*', 'amendReason', 'previousId', 'signedBy.name']),
    );
  });
});
