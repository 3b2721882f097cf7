// Issue 11, defect 1: the CSRF check must hold under every spelling of the API prefix.
import request from 'supertest';
import { ApiClient } from '../api-client.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('CSRF under any spelling of the API prefix', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const spellings = ['/API', '/Api', '/aPi', '//api', '/api/'];

  it.each(spellings)('refuses PUT %s/lab-settings without the token and saves nothing', async (prefix) => {
    const before = await admin.get('/api/lab-settings').expect(200);
    const { labName: _name, labAddress, labPhone, staffMayReleaseNilm, qcRate } = before.body.labSettings;
    const body = { labName: 'Changed by a forged call', labAddress, labPhone, staffMayReleaseNilm, qcRate };
    const res = await admin.agent.put(`${prefix}/lab-settings`).send(body);
    expect([403, 404]).toContain(res.status);
    const after = await admin.get('/api/lab-settings').expect(200);
    expect(after.body).toEqual(before.body);
  });

  it.each(['/API/users', '/Api/users'])('refuses DELETE %s without the token', async (path) => {
    const res = await admin.agent.delete(path).send({ ids: [4] });
    expect([403, 404]).toContain(res.status);
    await admin.get('/api/users/4').expect(200);
  });

  it('does not route a capitalised prefix at all (routing is case-sensitive)', async () => {
    await request(t.http).get('/API/health').expect(404);
    await request(t.http).get('/api/HEALTH').expect(404);
  });

  it('asks for the token on every unsafe method, whatever the path', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await admin.agent[method]('/API/cfgvalues').send({});
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/CSRF token/);
    }
  });
});
