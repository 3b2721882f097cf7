import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
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
