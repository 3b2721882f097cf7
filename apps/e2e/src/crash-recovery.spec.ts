// Issue 11: a crash loses nothing that was acknowledged. The built API (its own embedded
// PostgreSQL) is killed with SIGKILL — and then its database too — in the middle of concurrent
// registrations and result saves; after a restart every acknowledged write is there and the
// accession numbers are unique and gap-free.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/api';
import { freePort } from './support/free-port';

const root = join(import.meta.dirname, '../../..');
let PORT: number;
let base: string;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exit;
}

/** A signed-in lab user speaking plain HTTP (cookies and the CSRF header by hand). */
async function signIn(username: string) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const cookieOf = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))!
      .split(';')[0]!;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieOf(csrf, 'pathdesk.csrf'), 'x-csrf-token': (await csrf.json()).csrfToken },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const token = cookieOf(login, 'pathdesk.csrf');
  const headers = { 'content-type': 'application/json', cookie: `${cookieOf(login, 'pathdesk.sid')}; ${token}`, 'x-csrf-token': decodeURIComponent(token.split('=')[1]!) };
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
  };
}

type Call = Awaited<ReturnType<typeof signIn>>;

interface Acknowledged {
  cases: Map<number, string>; // id → accession number
  results: Map<number, string>; // case id → the gross text saved
}

/** Registers surgical cases and saves a result on each, `concurrency` at a time, until `stop()`; records what was acknowledged. */
function writeLoad(call: Call, hospitalId: number, ack: Acknowledged, concurrency = 8) {
  let running = true;
  let n = 0;
  const worker = async () => {
    while (running) {
      const tag = `${process.pid}-${n++}`;
      const registered = await call('POST', '/api/surgicals', {
        hn: `C${tag}`.slice(0, 20),
        patientTitle: 'นาย',
        patientFirstName: 'ทดสอบ',
        patientLastName: `ล่ม${tag}`,
        sex: 'male',
        hospitalId,
        specimen: 'Skin, excision',
        receivedAt: new Date(Date.now() - 60_000).toISOString(),
      }).catch(() => null);
      if (registered?.status !== 201) continue;
      ack.cases.set(registered.body.surgical.id, registered.body.surgical.accessionNo);
      const gross = `Gross for ${registered.body.surgical.accessionNo}`;
      const saved = await call('PUT', `/api/surgicals/${registered.body.surgical.id}/result`, { fields: { gross }, version: 0 }).catch(() => null);
      if (saved?.status === 200) ack.results.set(registered.body.surgical.id, gross);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Every acknowledged case and result is there; surgical accession numbers of each year run 1..n. */
async function expectAllAcknowledged(call: Call, ack: Acknowledged) {
  for (const [id, accessionNo] of ack.cases) {
    const res = await call('GET', `/api/surgicals/${id}`);
    expect([id, res.status, res.body?.surgical?.accessionNo]).toEqual([id, 200, accessionNo]);
  }
  for (const [id, gross] of ack.results) {
    const res = await call('GET', `/api/surgicals/${id}/result`);
    expect([id, res.body?.result?.fields?.gross]).toEqual([id, gross]);
  }
  const numbers = new Map<string, number[]>();
  for (let first = 0; ; first += 100) {
    const page = (await call('GET', `/api/surgicals?rows=100&first=${first}&sortField=accessionNo&sortOrder=1`)).body.surgicals as { accessionNo: string }[];
    for (const { accessionNo } of page) {
      const [, year, number] = /^([A-Z]+\d+)-(\d+)$/.exec(accessionNo)!;
      numbers.set(year!, [...(numbers.get(year!) ?? []), Number(number)]);
    }
    if (page.length < 100) break;
  }
  for (const [year, list] of numbers) {
    const sorted = [...list].sort((a, b) => a - b);
    expect([year, sorted]).toEqual([year, Array.from({ length: sorted.length }, (_, i) => sorted[0]! + i)]);
  }
}

test.describe('crash recovery', () => {
  test.setTimeout(240_000);
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pathdesk-e2e-crash-'));
    chmodSync(dataDir, 0o755);
    PORT = await freePort();
    base = `http://127.0.0.1:${PORT}`;
  });
  test.afterAll(async () => {
    // A killed API leaves its PostgreSQL running: stop it before its folder goes.
    const pidFile = join(dataDir, 'pg/postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (postmaster && isRunning(postmaster)) {
      process.kill(postmaster, 'SIGINT');
      await expect.poll(() => isRunning(postmaster), { timeout: 30_000 }).toBe(false);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('kill -9 of the API, then of its database, under concurrent writes: every acknowledged write survives', async () => {
    const ack: Acknowledged = { cases: new Map(), results: new Map() };
    let server = await startServer(dataDir);
    let call = await signIn('user');
    const hospitalId = Object.values<{ id: number }[]>((await call('GET', '/api/cfgvalues/hospitals')).body)[0]![0]!.id;

    // 1. The API dies mid-write.
    let load = writeLoad(call, hospitalId, ack);
    await expect.poll(() => ack.cases.size, { timeout: 60_000 }).toBeGreaterThan(20);
    await killed(server);
    await load.stop();
    server = await startServer(dataDir);
    call = await signIn('user');
    await expectAllAcknowledged(call, ack);

    // 2. The database dies mid-write (its postmaster, SIGKILL), then the API; both restart.
    const before = ack.cases.size;
    load = writeLoad(call, hospitalId, ack);
    await expect.poll(() => ack.cases.size, { timeout: 60_000 }).toBeGreaterThan(before + 20);
    const postmaster = Number(readFileSync(join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGKILL');
    await load.stop();
    await killed(server);
    server = await startServer(dataDir);
    call = await signIn('user');
    await expectAllAcknowledged(call, ack);
    expect(ack.results.size).toBeGreaterThan(20);
    await killed(server);
  });

  // Issue 24.11: the API supervises its embedded PostgreSQL — no restart of the API needed.
  test('kill -9 of the database alone: the API starts it again, is ready within 15 s, and goes on writing', async () => {
    const ack: Acknowledged = { cases: new Map(), results: new Map() };
    const server = await startServer(dataDir);
    try {
      const call = await signIn('user');
      const hospitalId = Object.values<{ id: number }[]>((await call('GET', '/api/cfgvalues/hospitals')).body)[0]![0]!.id;
      const load = writeLoad(call, hospitalId, ack, 4);
      await expect.poll(() => ack.cases.size, { timeout: 60_000 }).toBeGreaterThan(10);
      const postmaster = Number(readFileSync(join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      const ready = () =>
        fetch(`${base}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
      // The outage first (the backends follow their postmaster), then the way back, with the same API process.
      await expect.poll(ready, { timeout: 10_000, intervals: [100] }).not.toBe(200);
      await expect.poll(ready, { timeout: 15_000, intervals: [200] }).toBe(200);
      const before = ack.cases.size;
      await expect.poll(() => ack.cases.size, { timeout: 60_000 }).toBeGreaterThan(before + 10);
      await load.stop();
      expect(server.exitCode).toBeNull();
      await expectAllAcknowledged(call, ack);
    } finally {
      await killed(server);
    }
  });
});
