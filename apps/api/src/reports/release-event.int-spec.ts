import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportReleased } from '../events/domain-events.js';
import { EventBus } from '../events/event-bus.js';
import { JobsService } from '../jobs/jobs.service.js';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, completeFields, diagnose, generateUrl, grossForSignOut, registerCase, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';
import { QcService } from './qc/qc.service.js';

const RESCREENS = '/api/reports/gynecologicals/rescreens';

/**
 * Issue 25.3: release is an event. Sign-out, amendment and a rescreen's agreement publish one
 * `report.released` in the releasing transaction; every side effect of a release — look-back,
 * critical call, correlation, the summaries' facts, the TAT histogram, the include-report outbox —
 * is a subscriber's, happens once per release, and rolls back with the release when any subscriber
 * throws (a job a subscriber queued included).
 */
describe('release is an event (report.released)', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let bus: EventBus;
  const published: ReportReleased[] = [];
  let n = 0;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
    bus = t.app.get(EventBus);
    bus.subscribe('report.released', 'test: what was published', async (event) => {
      published.push(event);
    });
  });
  afterAll(() => t.close());

  const patient = () => ({ hn: `EV${Date.now() % 100000}${++n}`, citizenId: null });
  const releasesOf = (caseId: number) => published.filter((e) => e.caseId === caseId);
  const count = async (table: string, where: string, params: unknown[]) => (await sql<{ n: number }[]>(t, `select count(*)::int as n from ${table} where ${where}`, params))[0]!.n;
  const outbox = (caseId: number) =>
    sql<{ reportId: number; resend: boolean }[]>(t, `select report_id as "reportId", resend from report_to_dispatch where case_id = ? order by report_id`, [caseId]);
  const fact = async (caseId: number) =>
    (
      await sql<{ firstReleasedAt: Date | null; category: string | null; diagnosis: string | null }[]>(
        t,
        `select first_released_at as "firstReleasedAt", category, diagnosis from case_fact where case_id = ?`,
        [caseId],
      )
    )[0]!;
  const tatCases = async () => (await sql<{ n: number }[]>(t, `select coalesce(sum(cases), 0)::int as n from tat_month`))[0]!.n;
  const releasedAt = async (reportId: number) => (await sql<{ at: Date }[]>(t, `select released_at as at from report_version where id = ?`, [reportId]))[0]!.at;
  const lastAuditId = async () => (await sql<{ id: number }[]>(t, `select coalesce(max(id), 0)::int as id from audit_log`))[0]!.id;

  /** A cervical biopsy of a patient with a Pap released today: its first release pairs them for correlation. */
  const biopsyAfterPap = async () => {
    const who = patient();
    await signedOutCase(user, doctor, 'gynecological', refs, { caseOverrides: who });
    const c = await registerCase(user, 'surgical', refs, { ...who, specimen: 'Cervix, punch biopsy at 12 o’clock' });
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs, { diagnosis: 'Cervix, biopsy: invasive squamous cell carcinoma.', malignancy: 'malignant' }));
    return c;
  };

  it('has its consumers subscribed, each in its own module', () => {
    expect(bus.subscribers('report.released').toSorted()).toEqual(['dispatch', 'interfaces', 'safety', 'signing', 'summaries', 'test: what was published', 'turnaround']);
    expect(bus.subscribers('result.completed')).toEqual(['workload']);
  });

  it('a first release and its amendment: one event each, and each side effect once (look-back, critical call, facts, TAT, outbox)', async () => {
    const who = patient();
    await signedOutCase(user, doctor, 'gynecological', refs, { caseOverrides: who }); // an earlier NILM for the look-back
    const tatBefore = await tatCases();
    const { case: c, report } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs), caseOverrides: who });

    expect(releasesOf(c.id)).toEqual([
      expect.objectContaining({
        kind: 'gynecological',
        reportId: report.id,
        version: 1,
        type: 'first',
        previousId: null,
        criticalFinding: false,
        result: expect.objectContaining({ interpretation: 'HSIL' }),
      }),
    ]);
    expect(await count('lookback', 'trigger_case_id = ?', [c.id])).toBe(1);
    expect(await count('critical_call', 'case_id = ?', [c.id])).toBe(1);
    expect(
      await count('audit_log', `(entity = 'lookback' and after->>'triggerCaseId' = ?) or (entity = 'critical_call' and after->>'caseId' = ?)`, [String(c.id), String(c.id)]),
    ).toBe(2);
    expect(await outbox(c.id)).toEqual([{ reportId: report.id, resend: false }]);
    const first = await releasedAt(report.id);
    expect(await fact(c.id)).toEqual({ firstReleasedAt: first, category: 'HSIL', diagnosis: 'HSIL' });
    expect(await tatCases()).toBe(tatBefore + 1);

    const draft = (await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('gynecological', c.id), { fields: { interpretation: 'SCC' }, version: draft.version, amendment: true }).expect(200);
    const amended = (await doctor.post(generateUrl('gynecological'), { caseId: c.id, amendReason: 'Re-read: carcinoma.', password: DEMO_PASSWORD }).expect(201)).body
      .gynecologicalreport;

    expect(releasesOf(c.id).map((e) => [e.type, e.version, e.previousId])).toEqual([
      ['first', 1, null],
      ['amendment', 2, report.id],
    ]);
    // The amendment takes the first version's place in the outbox; the case keeps its first release and its one call.
    expect(await outbox(c.id)).toEqual([{ reportId: amended.id, resend: false }]);
    expect(await fact(c.id)).toEqual({ firstReleasedAt: first, category: 'SCC', diagnosis: 'SCC' });
    expect(await tatCases()).toBe(tatBefore + 1);
    expect(await count('critical_call', 'case_id = ?', [c.id])).toBe(1);
    expect(await count('lookback', 'trigger_case_id = ?', [c.id])).toBe(1);
  });

  it('a cervical biopsy flagged as an unexpected malignancy: one correlation and one call, none again at its amendment', async () => {
    const c = await biopsyAfterPap();
    const report = (await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, criticalFinding: true }).expect(201)).body.surgicalreport;
    expect(releasesOf(c.id)).toEqual([expect.objectContaining({ reportId: report.id, type: 'first', criticalFinding: true })]);
    expect(await count('correlation', 'biopsy_case_id = ?', [c.id])).toBe(1);
    expect(await count('critical_call', `case_id = ? and reason = 'unexpected-malignancy'`, [c.id])).toBe(1);
    expect((await fact(c.id)).category).toBe('malignant');

    const draft = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Margins involved.' }, version: draft.version, amendment: true }).expect(200);
    await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Margins added.', password: DEMO_PASSWORD, criticalFinding: true }).expect(201);
    expect(releasesOf(c.id).map((e) => e.type)).toEqual(['first', 'amendment']);
    expect(await count('correlation', 'biopsy_case_id = ?', [c.id])).toBe(1);
    expect(await count('critical_call', 'case_id = ?', [c.id])).toBe(1);
    expect(await outbox(c.id)).toHaveLength(1);
  });

  it('a Pap held for QC is released — once, with its side effects — by its rescreen’s agreement, not at the hold', async () => {
    const qc = t.app.get(QcService);
    const c = await registerCase(user, 'gynecological', refs);
    // Screened by the second screener record, which no account signs as: lab staff may rescreen it.
    await diagnose(doctor, 'gynecological', c.id, completeFields('gynecological', refs, { screenerId: refs.otherScreenerId }));
    expect(await count('screening', 'case_id = ?', [c.id])).toBe(1);
    const tatBefore = await tatCases();
    qc.decide = async () => 'random';
    try {
      await doctor.post(generateUrl('gynecological'), { caseId: c.id, password: DEMO_PASSWORD }).expect(202);
    } finally {
      qc.decide = async () => null;
    }
    expect(releasesOf(c.id)).toEqual([]);
    expect(await outbox(c.id)).toEqual([]);
    expect((await fact(c.id)).firstReleasedAt).toBeNull();
    expect(await tatCases()).toBe(tatBefore);

    const [rescreen] = await sql<{ id: number }[]>(t, `select id from rescreen where case_id = ?`, [c.id]);
    const reportId: number = (await user.post(`${RESCREENS}/${rescreen!.id}`, { agree: true }).expect(201)).body.gynecologicalreport.id;
    expect(releasesOf(c.id)).toEqual([expect.objectContaining({ reportId, type: 'first', version: 1, signer: expect.objectContaining({ username: 'doctor' }) })]);
    expect(await outbox(c.id)).toEqual([{ reportId, resend: false }]);
    expect(await fact(c.id)).toMatchObject({ firstReleasedAt: await releasedAt(reportId), category: 'NILM' });
    expect(await tatCases()).toBe(tatBefore + 1);
    expect(await count('screening', 'case_id = ?', [c.id])).toBe(1);
  });

  it('a subscriber that throws rolls the release back: no version, outbox row, facts, call, correlation, queued job or audit entry', async () => {
    const c = await biopsyAfterPap();
    const factBefore = await fact(c.id);
    const tatBefore = await tatCases();
    const auditBefore = await lastAuditId();
    const jobs = t.app.get(JobsService);
    const queued: string[] = [];
    const seen: Record<string, number>[] = [];
    const unsubscribe = [
      bus.subscribe('report.released', 'test: queues slow work', async (_release, { em }) => {
        queued.push(await jobs.sendInTransaction(em, 'summary-export', { runId: randomUUID() }));
      }),
      bus.subscribe('report.released', 'test: refuses', async (release, { em }) => {
        // What the subscribers before it wrote is there, in the release's transaction…
        const [written] = await em.execute<Record<string, number>[]>(
          `select (select count(*)::int from report_to_dispatch where case_id = ?) as outbox, (select count(*)::int from critical_call where case_id = ?) as calls,
                  (select count(*)::int from correlation where biopsy_case_id = ?) as correlations, (select count(*)::int from case_fact where case_id = ? and first_released_at is not null) as facts`,
          [release.caseId, release.caseId, release.caseId, release.caseId],
        );
        seen.push(written!);
        throw new Error('refused by a test subscriber');
      }),
    ];
    try {
      await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, criticalFinding: true }).expect(500);
    } finally {
      for (const remove of unsubscribe) remove();
    }
    expect(seen).toEqual([{ outbox: 1, calls: 1, correlations: 1, facts: 1 }]);
    expect(queued).toHaveLength(1);
    // …and none of it is left.
    expect(await count('report_version', 'case_id = ?', [c.id])).toBe(0);
    expect(await outbox(c.id)).toEqual([]);
    expect(await fact(c.id)).toEqual(factBefore);
    expect(await count('critical_call', 'case_id = ?', [c.id])).toBe(0);
    expect(await count('correlation', 'biopsy_case_id = ?', [c.id])).toBe(0);
    expect(await count('pgboss.job', 'id = ?', [queued[0]])).toBe(0);
    expect(await tatCases()).toBe(tatBefore);
    expect(await count('audit_log', 'id > ?', [auditBefore])).toBe(0);
    expect((await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result.status).toBe('diagnosed');

    // Without the refusal the same release goes through, its job queued with it.
    const retried = bus.subscribe('report.released', 'test: queues slow work', async (_release, { em }) => {
      queued.push(await jobs.sendInTransaction(em, 'summary-export', { runId: randomUUID() }));
    });
    try {
      await doctor.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD, criticalFinding: true }).expect(201);
    } finally {
      retried();
    }
    expect(await count('pgboss.job', 'id = ?', [queued[1]])).toBe(1);
    expect(await outbox(c.id)).toHaveLength(1);
    expect(await count('critical_call', 'case_id = ?', [c.id])).toBe(1);
  });

  it('a result.completed subscriber that throws rolls the complete save back: no screening, no new result version', async () => {
    const c = await registerCase(user, 'gynecological', refs);
    const auditBefore = await lastAuditId();
    const remove = bus.subscribe('result.completed', 'test: refuses', async () => {
      throw new Error('refused by a test subscriber');
    });
    try {
      await doctor.put(resultUrl('gynecological', c.id), { fields: completeFields('gynecological', refs), version: 0, complete: true }).expect(500);
    } finally {
      remove();
    }
    expect(await count('screening', 'case_id = ?', [c.id])).toBe(0);
    expect((await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result).toMatchObject({ status: 'registered', version: 0 });
    expect(await count('audit_log', 'id > ?', [auditBefore])).toBe(0);
  });

  it('refuses to publish outside a transaction', async () => {
    const em = t.app.get(EntityManager).fork();
    await expect(
      bus.publish('result.completed', { kind: 'surgical', caseId: 0, result: {} as never, override: false }, { em, actor: { id: null, username: null, ip: null } }),
    ).rejects.toThrow(/inside the transaction/);
  });
});
