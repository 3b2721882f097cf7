import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { auditOf, sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SynopticTemplatesService } from './templates.service.js';

const BREAST = '/api/synoptic/templates/breast-invasive-resection/versions/1';

describe('/api/synoptic/templates', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists every template version with its sections to lab staff and doctors, none retired at first', async () => {
    for (const role of ['admin', 'user', 'doctor']) {
      const client = role === 'admin' ? admin : await ApiClient.signedIn(t, role);
      const { templates } = (await client.get('/api/synoptic/templates').expect(200)).body;
      expect(templates.map((x: { id: string; version: number }) => `${x.id}@${x.version}`)).toEqual([
        'breast-invasive-resection@1',
        'cervix-carcinoma@1',
        'colorectal-resection@1',
        'lung-resection@1',
        'prostate-radical-prostatectomy@1',
      ]);
      expect(templates[0]).toMatchObject({ name: { en: 'Invasive carcinoma of the breast (resection)' }, retired: false, retiredAt: null, retiredBy: null });
      expect(templates[0].sections.map((s: { id: string }) => s.id)).toEqual(['specimen', 'tumour', 'margins', 'lymph-nodes', 'biomarkers', 'staging']);
    }
    await (await ApiClient.signedIn(t, 'guest')).get('/api/synoptic/templates').expect(403);
    await request(t.http).get('/api/synoptic/templates').expect(401);
  });

  it('refuses retirement to anyone but an administrator, writing nothing', async () => {
    for (const role of ['user', 'doctor', 'guest']) {
      const res = await (await ApiClient.signedIn(t, role)).put(BREAST, { retired: true, reason: 'Superseded' }).expect(403);
      expect(res.body.message).toBe('Your role does not allow this.');
    }
    expect(await sql(t, 'select * from synoptic_template_retirement')).toEqual([]);
    expect(await auditOf(t, 'synoptic_template', 'breast-invasive-resection@1')).toEqual([]);
  });

  it('retires a version with the reason, audited once; a second retirement changes nothing', async () => {
    const { template } = (await admin.put(BREAST, { retired: true, reason: 'Superseded by the lab’s version 2' }).expect(200)).body;
    expect(template).toMatchObject({ id: 'breast-invasive-resection', version: 1, retired: true, retiredBy: 'admin' });
    expect(Date.parse(template.retiredAt)).not.toBeNaN();
    await admin.put(BREAST, { retired: true, reason: 'Again' }).expect(200);
    expect(await auditOf(t, 'synoptic_template', 'breast-invasive-resection@1')).toEqual([
      { action: 'update', actor_username: 'admin', before: { retired: false }, after: { retired: true }, reason: 'Superseded by the lab’s version 2' },
    ]);
    const listed = (await admin.get('/api/synoptic/templates').expect(200)).body.templates;
    expect(listed.filter((x: { retired: boolean }) => x.retired).map((x: { id: string }) => x.id)).toEqual(['breast-invasive-resection']);
  });

  it('refuses a retired version on a new case, and keeps it for a case written with it', async () => {
    const templates = t.app.get(SynopticTemplatesService);
    const entry = { templateId: 'breast-invasive-resection', version: 1, values: { 'invasive-size': 23 } };
    expect((await templates.check(entry, { newCase: true })).errors).toMatchObject([
      { field: 'version', code: 'template_version_is_retired', message: 'breast-invasive-resection version 1 is retired' },
    ]);
    const kept = await templates.check(entry, { newCase: false });
    expect(kept.errors).toEqual([]);
    expect(kept.missing.map((m) => m.elementId)).toContain('histological-type');
    // Another template's version is still in use on a new case; an unknown element is an error at its field.
    expect((await templates.check({ templateId: 'lung-resection', version: 1, values: { colour: 'blue' } }, { newCase: true })).errors).toMatchObject([
      { field: 'values.colour', message: 'is not an element of lung-resection version 1' },
    ]);
    expect((await templates.check({ templateId: 'lung-resection', version: 9, values: {} }, { newCase: true })).errors).toMatchObject([
      { field: 'version', message: 'lung-resection has no version 9 (it has 1)' },
    ]);
  });

  it('brings a version back, audited with the reason', async () => {
    const { template } = (await admin.put(BREAST, { retired: false, reason: 'Retired by mistake' }).expect(200)).body;
    expect(template).toMatchObject({ retired: false, retiredAt: null, retiredBy: null });
    expect((await auditOf(t, 'synoptic_template', 'breast-invasive-resection@1')).at(-1)).toEqual({
      action: 'update',
      actor_username: 'admin',
      before: { retired: true },
      after: { retired: false },
      reason: 'Retired by mistake',
    });
    expect((await t.app.get(SynopticTemplatesService).check({ templateId: 'breast-invasive-resection', version: 1, values: {} }, { newCase: true })).errors).toEqual([]);
  });

  it('answers 404 for a version that does not exist and 400 for bad input, at the field', async () => {
    await admin.put('/api/synoptic/templates/breast-invasive-resection/versions/2', { retired: true, reason: 'x' }).expect(404);
    await admin.put('/api/synoptic/templates/no-such-template/versions/1', { retired: true, reason: 'x' }).expect(404);
    expect((await admin.put(BREAST, { retired: true }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await admin.put(BREAST, { retired: 'yes', reason: 'x' }).expect(400)).body.errors).toEqual([expect.objectContaining({ field: 'retired' })]);
    await admin.put(BREAST, { retired: true, reason: 'x', version: 2 }).expect(400);
    await admin.put('/api/synoptic/templates/breast-invasive-resection/versions/one', { retired: true, reason: 'x' }).expect(400);
    await admin.put('/api/synoptic/templates/Breast!/versions/1', { retired: true, reason: 'x' }).expect(400);
    expect(await sql(t, 'select * from synoptic_template_retirement')).toEqual([]);
  });
});
