import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { HealthService } from './health.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, dropTestDatabase } from '../../test/test-database.js';
import { runMigrateCommand } from '../app/migrate-command.js';
import { ShutdownState } from './shutdown-state.js';
import { loadConfig } from '../config/app-config.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the version, the database and the PDF renderer to administrators, without caching', async () => {
    const res = await (await ApiClient.signedIn(t, 'admin')).get('/api/health').expect(200);
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

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are public and answer 200 on a migrated database', async () => {
    expect((await request(t.http).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('readiness turns 503 while draining; liveness stays 200', async () => {
    const state = t.app.get(ShutdownState);
    state.draining = true;
    try {
      expect((await request(t.http).get('/api/health/ready').expect(503)).body).toEqual({ status: 'unavailable', reason: 'draining' });
      await request(t.http).get('/api/health/live').expect(200);
    } finally {
      state.draining = false;
    }
  });

  it('a replica started with MIGRATE_ON_START=false waits for the migrate command, then is ready', async () => {
    const database = await createTestDatabase();
    let started = false;
    const starting = createTestApp({ MIGRATE_ON_START: 'false' }, { database }).then((replica) => {
      started = true;
      return replica;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(started).toBe(false);
    await runMigrateCommand({ ...loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url }), databaseUrl: database.url });
    const replica = await starting;
    try {
      expect((await request(replica.http).get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok' });
    } finally {
      await replica.close();
    }
  });

  it('readiness answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await dropTestDatabase(other.database.name);
    expect((await request(other.http).get('/api/health/ready').expect(503)).body).toEqual({ status: 'unavailable', reason: 'database' });
    await other.close().catch(() => undefined);
  });
});
