import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { HealthService } from './health.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dropTestDatabase } from '../../test/test-database.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the version, the database and the PDF renderer to signed-in users, without caching', async () => {
    const res = await (await ApiClient.signedIn(t, 'guest')).get('/api/health').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      version: '1.0.0',
      database: { ready: true },
      pdf: { started: false },
    });
    expect(typeof res.body.pdf.ready).toBe('boolean');
    expect(res.body.status).toBe(res.body.pdf.ready ? 'ok' : 'degraded');
  });

  it('tells anonymous callers the status only', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body)).toEqual(['status']);
  });

  it('answers 503 when the database is gone (anonymous: the status only)', async () => {
    const other = await createTestApp();
    await dropTestDatabase(new URL(other.config.databaseUrl).pathname.slice(1));
    const res = await request(other.http).get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'degraded' });
    // Signed-in users would be told why (their session lives in that database: ask the service).
    expect((await other.app.get(HealthService).check()).database).toEqual({ ready: false, error: expect.any(String) });
    await other.close().catch(() => undefined);
  });
});
