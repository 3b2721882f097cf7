import { DASHBOARD_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { abnormalPap, signedOutCase, type ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { type TestApp } from '../../test/test-app.js';
import { resultsApp, secondPathologist } from '../../test/results-app.js';

// Issue 15.5: the dashboard's "Critical results to call" — open calls (lab staff: all; a
// pathologist: those they signed), the oldest one's age, and release-to-call median and p90.
describe('dashboard: critical results to call', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let doctor2: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    const app = await resultsApp();
    ({ t, admin, user, doctor, refs } = app);
    doctor2 = await secondPathologist(app, 'Other Pathologist');
  });
  afterAll(() => t.close());

  const panel = async (client: ApiClient) => (await client.get(DASHBOARD_API.panel('critical-calls')).expect(200)).body.panel;
  const record = (id: number) =>
    user.post(`/api/notifications/${id}`, { notifiedPerson: 'Ward nurse', notifiedAt: new Date().toISOString(), method: 'phone', readBack: true }).expect(201);

  it('is empty before any critical result, and refused to guests', async () => {
    expect(await panel(user)).toEqual({
      id: 'critical-calls',
      open: { count: 0, link: '/workspace/notifications' },
      oldestReleasedAt: null,
      oldestAgeMinutes: null,
      recorded: 0,
      medianMinutes: null,
      p90Minutes: null,
    });
    await (await ApiClient.signedIn(t, 'guest')).get(DASHBOARD_API.panel('critical-calls')).expect(403);
  });

  it('counts the open calls for lab staff and the signer (not another pathologist), with the oldest one’s age', async () => {
    const { case: c } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs) });
    await sql(t, `update critical_call set released_at = now() - interval '90 minutes' where case_id = ?`, [c.id]);
    const staff = await panel(user);
    expect(staff.open).toEqual({ count: 1, link: '/workspace/notifications' });
    expect(staff.oldestAgeMinutes).toBeGreaterThanOrEqual(90);
    expect(staff.oldestAgeMinutes).toBeLessThan(95);
    expect(Date.now() - new Date(staff.oldestReleasedAt).getTime()).toBeGreaterThanOrEqual(90 * 60_000);
    expect((await panel(doctor)).open.count).toBe(1);
    expect((await panel(admin)).open.count).toBe(1);
    expect(await panel(doctor2)).toMatchObject({ open: { count: 0 }, oldestReleasedAt: null });
  });

  it('reports the median and 90th percentile minutes from release to the call over the last 90 days', async () => {
    const open = (await user.get('/api/notifications').query({ open: true }).expect(200)).body.notifications;
    for (const call of open) await record(call.id);
    const more = [];
    for (let i = 0; i < 2; i++) more.push(await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs, { interpretation: 'SCC' }) }));
    for (const call of (await user.get('/api/notifications').query({ open: true }).expect(200)).body.notifications) await record(call.id);
    const calls = (await user.get('/api/notifications').query({ open: false }).expect(200)).body.notifications;
    expect(calls).toHaveLength(3);
    const delays = [10, 20, 100];
    for (const [i, call] of calls.entries()) await sql(t, `update critical_call set released_at = notified_at - make_interval(mins => ?) where id = ?`, [delays[i], call.id]);
    const p = await panel(user);
    expect(p).toMatchObject({ open: { count: 0 }, oldestReleasedAt: null, oldestAgeMinutes: null, recorded: 3, medianMinutes: 20, p90Minutes: 84 });
    // the notifications page's figures (nearest rank)
    expect((await user.get('/api/notifications').query({ open: false }).expect(200)).body.summary).toMatchObject({
      notified: 3,
      medianMinutes: 20,
      p90Minutes: 100,
      maxMinutes: 100,
    });
    // a call recorded more than 90 days ago leaves the panel's figures
    await sql(t, `update critical_call set recorded_at = now() - interval '91 days' where id = ?`, [calls[2].id]);
    expect(await panel(user)).toMatchObject({ recorded: 2, medianMinutes: 15 });
    expect(more).toHaveLength(2);
  });
});
