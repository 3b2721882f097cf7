import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp } from '../../test/test-app.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const SET_UP_TIMEOUT_MS = 240_000;

describe('embedded PostgreSQL', () => {
  let root: string;
  let dataDir: string;
  const started: EmbeddedDatabase[] = [];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pathdesk-embedded-'));
    chmodSync(root, 0o755); // as root, PostgreSQL runs as "postgres", which must enter it
    dataDir = join(root, 'pg');
  });
  afterAll(async () => {
    for (const db of started.reverse()) await db.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  });

  it('creates its cluster on first start and keeps the data across restarts', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    await query(first.url, `create table visit (note text); insert into visit values ('ผู้ป่วยรายแรก')`);
    await first.stop();

    const second = await startEmbeddedPostgres(dataDir);
    started.push(second);
    expect(await query(second.url, 'select note from visit')).toEqual([{ note: 'ผู้ป่วยรายแรก' }]);
    // Durable, as anyone's data needs: only the tests' own cluster runs without fsync (throwaway).
    expect(await query(second.url, `select current_setting('fsync') as fsync, current_setting('full_page_writes') as fpw`)).toEqual([{ fsync: 'on', fpw: 'on' }]);
  });

  it('starts even though a killed run left its postmaster running', async () => {
    // The cluster from the previous test is still up and never told to stop: that is what a
    // SIGKILLed `npm start` leaves behind.
    const stalePid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(() => process.kill(stalePid, 0)).not.toThrow();

    const next = await startEmbeddedPostgres(dataDir);
    started.push(next);
    expect(() => process.kill(stalePid, 0)).toThrow();
    expect(await query(next.url, 'select note from visit')).toEqual([{ note: 'ผู้ป่วยรายแรก' }]);
    await next.stop();
  });

  it('ignores a postmaster.pid whose process is gone', async () => {
    const pidFile = join(dataDir, 'postmaster.pid');
    writeFileSync(pidFile, `999999\n${dataDir}\n1700000000\n5432\n`);
    const next = await startEmbeddedPostgres(dataDir);
    started.push(next);
    expect(await query(next.url, 'select count(*)::int as n from visit')).toEqual([{ n: 1 }]);
    await next.stop();
  });
});

describe('a dead embedded PostgreSQL (issue 24.11)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pathdesk-embedded-'));
    chmodSync(root, 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const postmasterOf = (dataDir: string) => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  // A new cluster (initdb) and the app's migrations on an empty database come first: over a minute
  // on a busy 2-core machine, before the 15 s the restart itself is given.
  it(
    'is restarted after kill -9 of its postmaster: the pool reconnects and readiness is 200 again within 15 s',
    async () => {
      const dataDir = join(root, 'pg');
      const db = await startEmbeddedPostgres(dataDir);
      const t = await createTestApp({}, { database: { name: 'pathdesk', url: db.url } });
      try {
        const admin = await ApiClient.signedIn(t, 'admin');
        await request(t.http).get('/api/health/ready').expect(200);
        const killed = postmasterOf(dataDir);
        process.kill(killed, 'SIGKILL');

        const deadline = Date.now() + 15_000;
        // The signed-in user keeps working through the outage: a session the store could not read is
        // not destroyed at the end of the failed request.
        const readiness = async () => {
          await admin.get('/api/auth/check');
          return (await request(t.http).get('/api/health/ready')).status;
        };
        // First the outage (the backends follow their postmaster), then the way back.
        let ready = await readiness();
        while (Date.now() < deadline && ready === 200) ready = await readiness();
        expect(ready).toBe(503);
        while (Date.now() < deadline && ready !== 200) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          ready = await readiness();
        }
        expect(ready).toBe(200);
        expect(postmasterOf(dataDir)).not.toBe(killed);
        // The session (in PostgreSQL) and the data are there; writes work again.
        expect((await admin.get('/api/auth/check').expect(200)).body.username).toBe('admin');
        await admin.post('/api/hospitals', { code: 'AFTERKILL', nameTh: 'โรงพยาบาลหลังเหตุขัดข้อง' }).expect(201);
      } finally {
        await t.close({ keepDatabase: true });
        await db.stop();
      }
    },
    SET_UP_TIMEOUT_MS,
  );

  it('is not restarted once told to stop', async () => {
    const dataDir = join(root, 'pg-stop');
    const db = await startEmbeddedPostgres(dataDir);
    const pid = postmasterOf(dataDir);
    await db.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(() => readFileSync(join(dataDir, 'postmaster.pid'))).toThrow();
  });
});
