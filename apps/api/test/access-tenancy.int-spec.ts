// Issue 28.2: the tenancy matrix, built as the role matrix is. With two hospitals' released reports
// present (BKV's and RKK's, each kind), every route a guest may call is run as each hospital's guest:
// another hospital's record is never listed, read or printed — by id it answers 404, as a record that
// does not exist (never 403: no confirmation that it exists). A guest route missing from TENANCY
// fails the completeness test, so a new guest route comes with its tenancy check.
import { CASE_KINDS, PORTAL_API, REPORT_ROUTES, REQUISITION_API, type CaseKind } from '@pathdesk/contracts';
import { ApiClient } from './api-client.js';
import { mayUse, ROUTES, type RouteCase } from './access-routes.js';
import { binary, pdfText } from './pdf-text.js';
import { resultsApp } from './results-app.js';
import { sql } from './sql.js';
import { abnormalPap, reportUrl, signedOutCase, type ResultRefs } from './results.js';
import { caseBody } from './cases.js';
import type { TestApp } from './test-app.js';

type Hospital = 'A' | 'B';
interface Released {
  id: number;
  accessionNo: string;
  caseId: number;
}
type Reports = Record<Hospital, Record<CaseKind, Released>>;
interface Ctx {
  /** Each hospital's guest: A = the demo guest (BKV), B = guest2 (RKK). */
  guests: Record<Hospital, ApiClient>;
  reports: Reports;
  /** Each hospital's online requisition (issue 28.4). */
  requisitions: Record<Hospital, { id: number; code: string }>;
  /** Each hospital's critical result (its HSIL Pap's call, issue 28.3). */
  critical: Record<Hospital, number>;
  refs: ResultRefs;
}
const other = (h: Hospital): Hospital => (h === 'A' ? 'B' : 'A');

/** What a guest route shows of hospitals' records, and the check that it shows only its own. */
type Check = (ctx: Ctx, me: Hospital, route: RouteCase) => Promise<void>;

/** Routes of the account itself: no hospital's records. */
const OWN_ACCOUNT: Check = async () => undefined;

const TENANCY: Record<string, Check> = {
  'put /api/users/change-password/:id': OWN_ACCOUNT,
  'get /api/users/me/signature': OWN_ACCOUNT,
  'get /api/users/me/language': OWN_ACCOUNT,
  'put /api/users/me/language': OWN_ACCOUNT,
  'get /api/dashboard': OWN_ACCOUNT,
  // The guest's dashboard panel: the latest reports, its hospitals' only.
  'get /api/dashboard/:panel': async ({ guests, reports }, me) => {
    const res = await guests[me].get('/api/dashboard/latest-reports').expect(200);
    const ids = res.body.panel.reports.map((r: { id: number }) => r.id);
    for (const kind of CASE_KINDS) expect(ids).not.toContain(reports[other(me)][kind].id);
    expect(ids).toEqual(expect.arrayContaining(CASE_KINDS.map((k) => reports[me][k].id)));
  },
  // The hospital's inbox (issue 28.3): its hospitals' reports only; a receipt of another's is 404, nothing written.
  'get /api/portal/inbox': async ({ guests, reports }, me) => {
    const res = await guests[me].get('/api/portal/inbox?rows=100&received=true').expect(200);
    const ids = res.body.reports.map((r: { id: number }) => r.id);
    for (const kind of CASE_KINDS) expect(ids).not.toContain(reports[other(me)][kind].id);
    expect(ids).toEqual(expect.arrayContaining(CASE_KINDS.map((k) => reports[me][k].id)));
  },
  'post /api/portal/visits': OWN_ACCOUNT,
  'post /api/portal/receipts': async ({ guests, reports }, me) => {
    const theirs = reports[other(me)].surgical.id;
    const refused = await guests[me].post('/api/portal/receipts', { reportIds: [reports[me].cytological.id, theirs] }).expect(404);
    expect(JSON.stringify(refused.body)).not.toContain(reports[other(me)].surgical.accessionNo);
    const inbox = (await guests[me].get('/api/portal/inbox?rows=100').expect(200)).body.reports.map((r: { id: number }) => r.id);
    expect(inbox).toContain(reports[me].cytological.id); // nothing written
    await guests[me].post('/api/portal/receipts', { reportIds: [reports[me].cytological.id] }).expect(201);
  },
  // The ticked reports as one PDF (issue 28.3): its hospitals' only; one of another's among them is 404, nothing printed.
  'post /api/portal/reports/pdf': async ({ guests, reports }, me) => {
    const refused = await guests[me].post('/api/portal/reports/pdf', { reportIds: [reports[me].surgical.id, reports[other(me)].surgical.id] }).expect(404);
    expect(JSON.stringify(refused.body)).not.toContain(reports[other(me)].surgical.accessionNo);
    const res = await guests[me]
      .post('/api/portal/reports/pdf', { reportIds: [reports[me].surgical.id] })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdfText(res.body as Buffer)).toContain(reports[me].surgical.accessionNo);
  },
  // Critical results acknowledged online (issue 28.3): its hospitals' only; another's acknowledgement is 404, nothing written.
  'get /api/portal/critical-results': async ({ guests, critical }, me) => {
    const ids = (await guests[me].get('/api/portal/critical-results').expect(200)).body.criticalResults.map((r: { id: number }) => r.id);
    expect(ids).toContain(critical[me]);
    expect(ids).not.toContain(critical[other(me)]);
  },
  'post /api/portal/critical-results/:id/acknowledgement': async ({ guests, critical }, me) => {
    const theirs = async () => (await guests[other(me)].get('/api/portal/critical-results').expect(200)).body;
    const before = await theirs();
    await guests[me].post(`/api/portal/critical-results/${critical[other(me)]}/acknowledgement`).expect(404);
    expect(await theirs()).toEqual(before); // nothing written
    await guests[me].post(`/api/portal/critical-results/${critical[me]}/acknowledgement`).expect(201);
  },
  // Online requisitions (issue 28.4): its hospitals' only, by list, id and PDF; ordering for another hospital is 403, nothing written.
  'get /api/requisitions': async ({ guests, requisitions }, me) => {
    const res = await guests[me].get(`${REQUISITION_API.list}?rows=100`).expect(200);
    const ids = res.body.requisitions.map((r: { id: number }) => r.id);
    expect(ids).toContain(requisitions[me].id);
    expect(ids).not.toContain(requisitions[other(me)].id);
    expect(res.body.total).toBe(ids.length);
    expect(await guests[me].get(`${REQUISITION_API.list}?search=${requisitions[other(me)].code}`).expect(200)).toMatchObject({ body: { requisitions: [], total: 0 } });
  },
  'get /api/requisitions/prepare': async ({ guests, refs }, me) => {
    const res = await guests[me].get(REQUISITION_API.prepare).expect(200);
    const mine = me === 'A' ? refs.hospitalId : refs.otherHospitalId;
    expect(res.body.hospitals.map((h: { id: number }) => h.id)).toEqual([mine]);
    expect(res.body.doctors.every((d: { hospitalId: number }) => d.hospitalId === mine)).toBe(true);
  },
  'post /api/requisitions': async ({ guests, refs }, me) => {
    const theirs = me === 'A' ? { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId } : { hospitalId: refs.hospitalId, doctorId: refs.doctorId };
    const { receivedAt: _r, price: _p, ...body } = caseBody('surgical', refs, { hn: `TEN-${me}`, ...theirs });
    const before = (await guests[me].get(REQUISITION_API.list).expect(200)).body.total;
    await guests[me].post(REQUISITION_API.list, { kind: 'surgical', case: body }).expect(403);
    expect((await guests[me].get(REQUISITION_API.list).expect(200)).body.total).toBe(before);
  },
  'get /api/requisitions/:id': async ({ guests, requisitions }, me) => {
    await guests[me].get(REQUISITION_API.one(requisitions[me].id)).expect(200);
    const res = await guests[me].get(REQUISITION_API.one(requisitions[other(me)].id)).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(requisitions[other(me)].code);
  },
  'get /api/requisitions/:id/pdf': async ({ guests, requisitions }, me) => {
    const mine = await guests[me].get(REQUISITION_API.pdf(requisitions[me].id)).buffer(true).parse(binary).expect(200);
    expect(pdfText(mine.body)).toContain(requisitions[me].code);
    await guests[me].get(REQUISITION_API.pdf(requisitions[other(me)].id)).expect(404);
  },
  // Loans asked for by the hospital (issue 28.5): its hospitals' released cases only.
  'get /api/portal/loans': async ({ guests }, me) => {
    const res = await guests[me].get(PORTAL_API.loans).expect(200);
    const mine = (await guests[me].get('/api/auth/check').expect(200)).body.username;
    expect(res.body.loans.every((l: { createdBy: string }) => l.createdBy === mine)).toBe(true);
  },
  'get /api/portal/cases/:caseId/loans': async ({ guests, reports }, me) => {
    await guests[me].get(PORTAL_API.caseLoans(reports[me].surgical.caseId)).expect(200);
    const res = await guests[me].get(PORTAL_API.caseLoans(reports[other(me)].surgical.caseId)).expect(404);
    expect(JSON.stringify(res.body)).not.toContain(reports[other(me)].surgical.accessionNo);
  },
  'post /api/portal/cases/:caseId/loans': async ({ guests, reports }, me) => {
    const theirs = (await guests[other(me)].get(PORTAL_API.caseLoans(reports[other(me)].surgical.caseId)).expect(200)).body.blocks[0];
    await guests[me].post(PORTAL_API.caseLoans(reports[other(me)].surgical.caseId), { purpose: 'Review', items: [{ blockId: theirs.id, type: 'block' }] }).expect(404);
    const [block] = (await guests[me].get(PORTAL_API.caseLoans(reports[me].surgical.caseId)).expect(200)).body.blocks;
    await guests[me].post(PORTAL_API.caseLoans(reports[me].surgical.caseId), { purpose: 'Review', items: [{ blockId: block.id, type: 'block' }] }).expect(201);
    const mine = (await guests[me].get('/api/auth/check').expect(200)).body.username;
    const theirLoans = (await guests[other(me)].get(PORTAL_API.caseLoans(reports[other(me)].surgical.caseId)).expect(200)).body.loans;
    expect(theirLoans.filter((l: { createdBy: string }) => l.createdBy === mine)).toEqual([]);
  },
  ...Object.fromEntries(
    CASE_KINDS.flatMap((kind): [string, Check][] => {
      const base = `/api/reports/${REPORT_ROUTES[kind].plural}`;
      const { list } = REPORT_ROUTES[kind];
      return [
        [
          `get ${base}`,
          async ({ guests, reports }, me) => {
            const theirs = reports[other(me)][kind];
            const all = await guests[me].get(`${base}?rows=100&latestOnly=false`).expect(200);
            const ids = all.body[list].map((r: { id: number }) => r.id);
            expect(ids).toContain(reports[me][kind].id);
            expect(ids).not.toContain(theirs.id);
            expect(all.body.total).toBe(ids.length);
            // Asking for the other hospital, its case or its accession number by name finds nothing.
            const { caseId } = (await guests[other(me)].get(`${base}/${theirs.id}`).expect(200)).body[REPORT_ROUTES[kind].one];
            for (const query of [`caseId=${caseId}`, `search=${theirs.accessionNo}`]) {
              expect(await guests[me].get(`${base}?${query}`).expect(200)).toMatchObject({ body: { [list]: [], total: 0 } });
            }
          },
        ],
        [
          `get ${base}/:id`,
          async ({ guests, reports }, me) => {
            await guests[me].get(reportUrl(kind, reports[me][kind].id)).expect(200);
            const res = await guests[me].get(reportUrl(kind, reports[other(me)][kind].id)).expect(404);
            expect(JSON.stringify(res.body)).not.toContain(reports[other(me)][kind].accessionNo);
          },
        ],
        [
          `get ${base}/:id/pdf`,
          async ({ guests, reports }, me) => {
            const mine = await guests[me]
              .get(`${reportUrl(kind, reports[me][kind].id)}/pdf`)
              .buffer(true)
              .parse(binary)
              .expect(200);
            expect(pdfText(mine.body)).toContain(reports[me][kind].accessionNo);
            await guests[me].get(`${reportUrl(kind, reports[other(me)][kind].id)}/pdf`).expect(404);
          },
        ],
        [
          `put ${base}/:id`,
          async ({ guests, reports }, me) => {
            await guests[me].put(reportUrl(kind, reports[me][kind].id), {}).expect(409);
            await guests[me].put(reportUrl(kind, reports[other(me)][kind].id), {}).expect(404);
          },
        ],
        [
          `delete ${base}/:id`,
          async ({ guests, reports }, me) => {
            await guests[me].delete(reportUrl(kind, reports[me][kind].id)).expect(409);
            await guests[me].delete(reportUrl(kind, reports[other(me)][kind].id)).expect(404);
          },
        ],
      ];
    }),
  ),
};

const GUEST_ROUTES = ROUTES.filter((r) => mayUse(r, 'guest'));
const keyOf = (r: RouteCase) => `${r.method} ${r.route}`;

describe('the tenancy matrix: a hospital’s guest reads its hospitals’ records only (issue 28.2)', () => {
  let t: TestApp;
  const ctx = {} as Ctx;
  beforeAll(async () => {
    const app = await resultsApp();
    t = app.t;
    const refs: ResultRefs = app.refs;
    ctx.guests = { A: app.guest, B: await ApiClient.signedIn(t, 'guest2') };
    const hospitals: Record<Hospital, Record<string, unknown>> = {
      A: { hospitalId: refs.hospitalId, doctorId: refs.doctorId },
      B: { hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId },
    };
    const reports = { A: {}, B: {} } as Reports;
    for (const h of ['A', 'B'] as const) {
      for (const kind of CASE_KINDS) {
        // The Pap is HSIL: a critical result of each hospital for its portal.
        const fields = kind === 'gynecological' ? { fields: abnormalPap(refs) } : {};
        const { report } = await signedOutCase(app.user, app.doctor, kind, refs, { caseOverrides: hospitals[h], ...fields });
        reports[h][kind] = { id: report.id, accessionNo: report.accessionNo, caseId: report.caseId };
      }
    }
    ctx.reports = reports;
    ctx.refs = refs;
    const calls: { id: number; caseId: number }[] = (await app.user.get('/api/notifications').expect(200)).body.notifications;
    ctx.critical = { A: calls.find((c) => c.caseId === reports.A.gynecological.caseId)!.id, B: calls.find((c) => c.caseId === reports.B.gynecological.caseId)!.id };
    // Each hospital's requisition, ordered by its own guest (the second guest allowed to order).
    const admin = await ApiClient.signedIn(t, 'admin');
    const second = (await ctx.guests.B.get('/api/auth/check').expect(200)).body;
    await admin.put(`/api/users/${second.id}`, { mayOrder: true }).expect(200);
    ctx.requisitions = {} as Ctx['requisitions'];
    for (const h of ['A', 'B'] as const) {
      const { receivedAt: _r, price: _p, ...body } = caseBody('surgical', refs, { hn: `RQ-${h}`, ...hospitals[h] });
      const { requisition } = (await ctx.guests[h].post(REQUISITION_API.list, { kind: 'surgical', case: body }).expect(201)).body;
      ctx.requisitions[h] = { id: requisition.id, code: requisition.code };
    }
  });
  afterAll(() => t.close());

  it('names every route a guest may call', () => {
    expect(GUEST_ROUTES.map(keyOf).filter((k) => !(k in TENANCY))).toEqual([]);
    expect(Object.keys(TENANCY).filter((k) => !GUEST_ROUTES.some((r) => keyOf(r) === k))).toEqual([]);
  });

  describe.each(['A', 'B'] as const)('as hospital %s’s guest', (me) => {
    it.each(GUEST_ROUTES.map((r) => [keyOf(r), r] as const))('%s', async (key, route) => {
      await TENANCY[key]!(ctx, me, route);
    });
  });

  it('an account of "all hospitals" reads both; a guest of no hospital reads none', async () => {
    const admin = await ApiClient.signedIn(t, 'admin');
    await admin.post('/api/users', { username: 'lab.reader', name: 'Lab reader', role: 'guest', password: 'long-enough', allHospitals: true }).expect(201);
    const reader = await ApiClient.signedIn(t, 'lab.reader', 'long-enough');
    for (const h of ['A', 'B'] as const) await reader.get(reportUrl('surgical', ctx.reports[h].surgical.id)).expect(200);
    // A guest left without a hospital (an account from before issue 28): nothing at all.
    const me = (await ctx.guests.A.get('/api/auth/check').expect(200)).body;
    await sql(t, 'delete from app_user_hospital where user_id = ?', [me.id]);
    await ctx.guests.A.get(reportUrl('surgical', ctx.reports.A.surgical.id)).expect(404);
    const list = await ctx.guests.A.get(`/api/reports/${REPORT_ROUTES.surgical.plural}`).expect(200);
    expect(list.body).toMatchObject({ [REPORT_ROUTES.surgical.list]: [], total: 0 });
  });
});
