import {
  DASHBOARD_API,
  DASHBOARD_PANELS,
  DASHBOARD_PANELS_BY_ROLE,
  labMonth,
  REPORT_COUNT_CAP,
  ROLES,
  type CaseKind,
  type DashboardPanelId,
  type ToDispatchPanel,
} from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { completeFields, diagnose, generateUrl, registerCase, resultRefs, signedOutCase, type ResultRefs } from '../../test/results.js';
import { planOf, sql } from '../../test/sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

describe('dashboard panels and report-index counts', () => {
  let t: TestApp;
  const clients = {} as Record<(typeof ROLES)[number], ApiClient>;
  let refs: ResultRefs;
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ROLES) clients[role] = await ApiClient.signedIn(t, role);
    refs = await resultRefs(t);
  });
  afterAll(() => t.close());

  const panel = async (role: (typeof ROLES)[number], id: DashboardPanelId) => (await clients[role].get(DASHBOARD_API.panel(id)).expect(200)).body.panel;

  it('gives each role its panels and refuses the others', async () => {
    for (const role of ROLES) {
      expect((await clients[role].get(DASHBOARD_API.panels).expect(200)).body.panels).toEqual(DASHBOARD_PANELS_BY_ROLE[role]);
      for (const id of DASHBOARD_PANELS) {
        const res = await clients[role].get(DASHBOARD_API.panel(id));
        if (DASHBOARD_PANELS_BY_ROLE[role].includes(id)) expect([res.status, res.body.panel.id]).toEqual([200, id]);
        else expect(res.status).toBe(403);
      }
    }
    expect((await clients.admin.get('/api/dashboard/everything').expect(400)).body.errors[0].message).toBe('is not a dashboard panel');
    await (await ApiClient.anonymous(t)).get(DASHBOARD_API.panel('latest-reports')).expect(401);
  });

  it('lab staff: received today, waiting by stage and age, open orders, reports to dispatch — each with its link', async () => {
    const before = { received: await panel('user', 'received-today'), waiting: await panel('user', 'waiting'), toDispatch: await panel('user', 'to-dispatch') };
    const gross = (p: typeof before.waiting) => p.stages.find((s: { stage: string }) => s.stage === 'gross');
    await registerCase(clients.user, 'surgical', refs);
    const { report } = await signedOutCase(clients.user, clients.doctor, 'surgical', refs);

    const received = await panel('user', 'received-today');
    const surgical = (p: typeof received) => p.byKind.find((k: { kind: string }) => k.kind === 'surgical');
    expect(surgical(received).count).toBe(surgical(before.received).count + 2);
    expect(surgical(received).link).toBe(`/workspace/surgicals?receivedFrom=${received.day}&receivedTo=${received.day}`);

    const waiting = await panel('user', 'waiting');
    expect(gross(waiting).total).toBe(gross(before.waiting).total + 1);
    expect(gross(waiting).byAge[0]).toMatchObject({ bucket: '0-1', count: gross(before.waiting).byAge[0].count + 1 });
    expect(gross(waiting).link).toBe('/workspace?status=registered');

    const toDispatch = await panel('user', 'to-dispatch');
    expect(toDispatch.total).toBe(before.toDispatch.total + 1);
    expect(toDispatch.byKind[0]).toMatchObject({ kind: 'surgical', link: '/report/surgical-report?tab=dispatch' });
    const counts = (await clients.user.get(DASHBOARD_API.reportIndex).expect(200)).body.counts;
    expect(toDispatch).toMatchObject({ totalCapped: false, byKind: [{ capped: false, resendCapped: false }, {}, {}] });
    expect(counts.find((c: { page: string }) => c.page === 'surgical-report')).toEqual({
      page: 'surgical-report',
      count: toDispatch.byKind[0].count,
      resend: 0,
      capped: false,
      resendCapped: false,
      label: `${toDispatch.byKind[0].count} to dispatch`,
    });
    await clients.guest.get(DASHBOARD_API.reportIndex).expect(403);

    const orders = await panel('user', 'open-additionals');
    expect(orders).toMatchObject({ open: { link: '/workspace/additionals' }, overdue: { link: '/workspace/additionals?minAgeDays=2' } });

    // guests: the latest released reports, this one first
    const latest = await panel('guest', 'latest-reports');
    expect(latest.reports[0]).toMatchObject({ id: report.id, accessionNo: report.accessionNo, link: `/report/surgical-report?reportId=${report.id}` });
  });

  it('pathologists: their cases to sign out, urgent first then oldest, and the QC reviews others asked for', async () => {
    const routine = await registerCase(clients.user, 'surgical', refs, {
      receivedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      collectedAt: new Date(Date.now() - 4 * 86_400_000).toISOString(),
    });
    const urgent = await registerCase(clients.user, 'cytological', refs, { priority: 'urgent' });
    await diagnose(clients.doctor, 'surgical', routine.id, completeFields('surgical', refs));
    await diagnose(clients.doctor, 'cytological', urgent.id, completeFields('cytological', refs));
    const mine = await panel('doctor', 'my-sign-out');
    expect(mine.cases.map((c: { id: number }) => c.id).slice(0, 2)).toEqual([urgent.id, routine.id]);
    expect(mine.cases[0]).toMatchObject({ urgent: true, kind: 'cytological', link: `/workspace/cytologicals/${urgent.id}/result` });
    expect(mine.cases[1].ageDays).toBeGreaterThanOrEqual(3);
    expect(mine).toMatchObject({ total: 2, urgent: 1 });
    // the administrator saved neither
    expect((await panel('admin', 'my-sign-out')).total).toBe(0);

    // a high-risk Pap signed out by the administrator is held for a rescreen by someone else
    const pap = await registerCase(clients.user, 'gynecological', refs);
    await diagnose(clients.admin, 'gynecological', pap.id, completeFields('gynecological', refs, { highRisk: true }));
    await clients.admin.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: pap.id }).expect(202);
    const reviews = await panel('doctor', 'my-qc-reviews');
    expect(reviews.rescreens.map((r: { caseId: number }) => r.caseId)).toContain(pap.id);
    expect(reviews.link).toBe('/report/gynecological-review-report');
    expect((await panel('admin', 'my-qc-reviews')).rescreens.map((r: { caseId: number }) => r.caseId)).not.toContain(pap.id);
  });

  it('administrators: TAT this month against target and a 12-month trend, from the histogram', async () => {
    const before = (await panel('admin', 'tat-month')).byKind.find((k: { kind: string }) => k.kind === 'surgical').tat.released;
    await signedOutCase(clients.user, clients.doctor, 'surgical', refs);
    const month = await panel('admin', 'tat-month');
    expect(month.month).toBe(labMonth());
    const surgical = month.byKind.find((k: { kind: string }) => k.kind === 'surgical');
    expect(surgical.tat).toMatchObject({ released: before + 1, target: { kind: 'surgical', days: 2, share: 0.9 } });
    expect(surgical.tat.median).toBe(0);
    expect(surgical.link).toMatch(/^\/report\/surgical-summary-report\?from=/);
    const trend = await panel('admin', 'tat-trend');
    expect(trend.months).toHaveLength(12);
    expect(trend.months.at(-1)).toBe(labMonth());
    expect(trend.series.find((s: { kind: string }) => s.kind === 'surgical').points.at(-1)).toMatchObject({ released: before + 1, median: 0, withinTargetShare: 1 });
  });
  describe('the outbox’s counts at a big lab (issue 34)', () => {
    /** Outbox rows inserted straight in SQL, more than the cap, naming no version (the counts read the outbox only). */
    const BULK = REPORT_COUNT_CAP + 50;
    const FIRST_ID = 900_000_000;
    const byKind = (p: ToDispatchPanel, kind: CaseKind) => p.byKind.find((k) => k.kind === kind);
    const indexCount = (counts: { page: string }[], kind: CaseKind) => counts.find((c) => c.page === `${kind}-report`);
    const insert = (kind: CaseKind, from: number, n: number, resendEvery: number) =>
      sql(
        t,
        `insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
         select ? + i, ? + i, ?, 1, timestamptz '2020-06-01 03:00:00+00' + i * interval '1 minute', i % ? = 0 from generate_series(1, ?) as i`,
        [from, from, kind, resendEvery, n],
      );
    let before: ToDispatchPanel;

    beforeAll(async () => {
      before = await panel('user', 'to-dispatch');
      // Cytological: more than the cap, every one to send again; gynecological: more than the cap, a few again.
      await insert('cytological', FIRST_ID, BULK, 1);
      await insert('gynecological', FIRST_ID + BULK, BULK, 150);
      await sql(t, 'analyze report_to_dispatch');
    });
    afterAll(() => sql(t, 'delete from report_to_dispatch where report_id > ?', [FIRST_ID]));

    it('stops each kind’s count at the cap and says so; below it, exact and not flagged', async () => {
      const gynResend = byKind(before, 'gynecological')!.resend + Math.floor(BULK / 150);
      const surgical = byKind(before, 'surgical')!;
      const toDispatch = await panel('user', 'to-dispatch');
      expect(byKind(toDispatch, 'cytological')).toMatchObject({ count: REPORT_COUNT_CAP, capped: true, resend: REPORT_COUNT_CAP, resendCapped: true });
      expect(byKind(toDispatch, 'gynecological')).toMatchObject({ count: REPORT_COUNT_CAP, capped: true, resend: gynResend, resendCapped: false });
      expect(byKind(toDispatch, 'surgical')).toMatchObject({ count: surgical.count, capped: false, resend: surgical.resend, resendCapped: false });
      expect(toDispatch).toMatchObject({ total: 2 * REPORT_COUNT_CAP + surgical.count, totalCapped: true });

      const counts = (await clients.admin.get(DASHBOARD_API.reportIndex).expect(200)).body.counts;
      expect(indexCount(counts, 'cytological')).toEqual({
        page: 'cytological-report',
        count: REPORT_COUNT_CAP,
        resend: REPORT_COUNT_CAP,
        capped: true,
        resendCapped: true,
        label: '1,000+ to dispatch (1,000+ new versions — send again)',
      });
      expect(indexCount(counts, 'gynecological')).toMatchObject({
        count: REPORT_COUNT_CAP,
        resend: gynResend,
        capped: true,
        resendCapped: false,
        label: `1,000+ to dispatch (${gynResend} new versions — send again)`,
      });
      expect(indexCount(counts, 'surgical')).toMatchObject({ count: surgical.count, capped: false, resendCapped: false });
    });

    it('counts the kind’s rows to send again down the partial index on resend', async () => {
      const text = await planOf(t, `select 1 from report_to_dispatch where kind = 'gynecological' and resend limit 1001`);
      expect(text).toContain('report_to_dispatch_kind_resend_index');
      expect(text).not.toContain('Filter:');
    });
  });
});
