import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { dropTestDatabase } from '../../test/test-database.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the version, the database and the PDF renderer, without caching', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      version: '1.0.0',
      database: { ready: true },
      pdf: { started: false },
    });
    expect(typeof res.body.pdf.ready).toBe('boolean');
    expect(res.body.status).toBe(res.body.pdf.ready ? 'ok' : 'degraded');
  });

  it('answers 503 with the reason when the database is gone', async () => {
    const other = await createTestApp();
    await dropTestDatabase(new URL(other.config.databaseUrl).pathname.slice(1));
    const res = await request(other.http).get('/api/health').expect(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.database.ready).toBe(false);
    expect(res.body.database.error).toEqual(expect.any(String));
    await other.close().catch(() => undefined);
  });
});
