import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/api/lab-settings', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({ LAB_BRAND: 'ห้องปฏิบัติการพยาธิวิทยา ศรีนคร' });
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const settings = { labName: 'ศรีนครพยาธิแล็บ', labAddress: '99 ถนนสุขุมวิท กรุงเทพฯ', labPhone: '02-000-0000', staffMayReleaseNilm: true, qcRate: 0.15, signOutReauth: true };
  /** Spec §9: mm/dd/yy (four-digit years), the Common Era. */
  const SPEC_DATES = { dateFormat: 'mm/dd/yyyy', buddhistEra: false };
  // The invoice fields (issue 13) keep their defaults when a form leaves them out.
  const billingDefaults = { labTaxId: null, vatMode: 'exempt', language: 'en', calendarNames: 'thai', frozenTargetMinutes: 20 };

  it('answers the defaults until an administrator saves them: the name from LAB_BRAND, no staff release, 10% QC', async () => {
    for (const role of ['admin', 'user', 'doctor']) {
      const client = role === 'admin' ? admin : await ApiClient.signedIn(t, role);
      expect((await client.get('/api/lab-settings').expect(200)).body).toEqual({
        labSettings: {
          labName: 'ห้องปฏิบัติการพยาธิวิทยา ศรีนคร',
          labAddress: null,
          labPhone: null,
          staffMayReleaseNilm: false,
          qcRate: 0.1,
          ...SPEC_DATES,
          ...billingDefaults,
          signOutReauth: true,
        },
      });
    }
  });

  it('are saved by administrators only, audited with what changed', async () => {
    expect((await admin.put('/api/lab-settings', settings).expect(200)).body).toEqual({ labSettings: { ...settings, ...SPEC_DATES, ...billingDefaults } });
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings).toEqual({ ...settings, ...SPEC_DATES, ...billingDefaults });
    await admin.put('/api/lab-settings', { ...settings, labPhone: '', qcRate: 0.2 }).expect(200);
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings).toEqual({ ...settings, ...SPEC_DATES, ...billingDefaults, labPhone: null, qcRate: 0.2 });
    expect(await auditOf(t, 'lab_setting', 1)).toEqual([
      {
        action: 'update',
        actor_username: 'admin',
        before: { labName: 'ห้องปฏิบัติการพยาธิวิทยา ศรีนคร', labAddress: null, labPhone: null, staffMayReleaseNilm: false, qcRate: 0.1 },
        // signOutReauth stayed on (its default): only what changed is recorded
        after: { labName: settings.labName, labAddress: settings.labAddress, labPhone: settings.labPhone, staffMayReleaseNilm: true, qcRate: 0.15 },
        reason: null,
      },
      { action: 'update', actor_username: 'admin', before: { labPhone: '02-000-0000', qcRate: 0.15 }, after: { labPhone: null, qcRate: 0.2 }, reason: null },
    ]);
    // the same again: nothing written
    await admin.put('/api/lab-settings', { ...settings, labPhone: null, qcRate: 0.2 }).expect(200);
    expect(await auditOf(t, 'lab_setting', 1)).toHaveLength(2);
    expect(await sql(t, 'select count(*)::int as n from lab_setting')).toEqual([{ n: 1 }]);
    for (const role of ['user', 'doctor', 'guest']) {
      await (await ApiClient.signedIn(t, role)).put('/api/lab-settings', settings).expect(403);
    }
  });

  it('refuse a QC rate under 10%, a blank name and unknown fields (400), changing nothing', async () => {
    const low = await admin.put('/api/lab-settings', { ...settings, qcRate: 0.05 }).expect(400);
    expect(low.body.errors).toEqual([{ field: 'qcRate', message: 'must be at least 10%' }]);
    await admin.put('/api/lab-settings', { ...settings, qcRate: 1.5 }).expect(400);
    await admin.put('/api/lab-settings', { ...settings, labName: '  ' }).expect(400);
    await admin.put('/api/lab-settings', { ...settings, logo: 'x' }).expect(400);
    const { staffMayReleaseNilm: _omitted, ...partial } = settings;
    await admin.put('/api/lab-settings', partial).expect(400);
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings.qcRate).toBe(0.2);
  });

  it('hold the one date format and era of every screen, served to the web in the shell config (issue 16.3)', async () => {
    expect((await request(t.http).get('/api/shell-config').expect(200)).body.dateDisplay).toEqual(SPEC_DATES);
    const bad = await admin.put('/api/lab-settings', { ...settings, dateFormat: 'yyyy-mm-dd' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'dateFormat', message: 'must be mm/dd/yyyy or dd/mm/yyyy' }]);

    await admin.put('/api/lab-settings', { ...settings, dateFormat: 'dd/mm/yyyy', buddhistEra: true }).expect(200);
    expect((await request(t.http).get('/api/shell-config').expect(200)).body.dateDisplay).toEqual({ dateFormat: 'dd/mm/yyyy', buddhistEra: true });
    expect((await auditOf(t, 'lab_setting', 1)).at(-1)).toMatchObject({
      before: { dateFormat: 'mm/dd/yyyy', buddhistEra: false },
      after: { dateFormat: 'dd/mm/yyyy', buddhistEra: true },
    });
    // A client that does not send them keeps them.
    await admin.put('/api/lab-settings', { ...settings, qcRate: 0.3 }).expect(200);
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings).toMatchObject({ dateFormat: 'dd/mm/yyyy', buddhistEra: true, qcRate: 0.3 });
  });

  it('hold the calendar names: Thai by default, the interface language on request, served in the shell config (issue 24.7)', async () => {
    expect((await request(t.http).get('/api/shell-config').expect(200)).body.calendarNames).toBe('thai');
    const bad = await admin.put('/api/lab-settings', { ...settings, calendarNames: 'english' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'calendarNames', message: 'must be thai or interface' }]);
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings.calendarNames).toBe('thai');

    const before = (await auditOf(t, 'lab_setting', 1)).length;
    expect((await admin.put('/api/lab-settings', { ...settings, calendarNames: 'interface' }).expect(200)).body.labSettings.calendarNames).toBe('interface');
    expect((await request(t.http).get('/api/shell-config').expect(200)).body.calendarNames).toBe('interface');
    const audit = await auditOf(t, 'lab_setting', 1);
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_username: 'admin', before: { calendarNames: 'thai' }, after: { calendarNames: 'interface' } });
    // A client that does not send it keeps it.
    await admin.put('/api/lab-settings', settings).expect(200);
    expect((await admin.get('/api/lab-settings').expect(200)).body.labSettings.calendarNames).toBe('interface');
    await (await ApiClient.signedIn(t, 'user')).put('/api/lab-settings', { ...settings, calendarNames: 'thai' }).expect(403);
  });
});
