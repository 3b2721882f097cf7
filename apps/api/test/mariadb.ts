// A real MariaDB for the HOSxP adapter's tests (issue 29.5): Debian's mariadb-server, started by the
// test on a free loopback port with its own data directory, and removed after. `.ci/run` installs it.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection, type Connection } from 'mysql2/promise';

const run = promisify(execFile);
const SERVER = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'].find((p) => existsSync(p));
const INSTALL = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'].find((p) => existsSync(p));

export interface MariaDb {
  port: number;
  /** root on the server (no password, loopback only): for the test's own set-up. */
  root(database?: string): Promise<Connection>;
  /** Stops the server (its data kept, for `start` again on the same port). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data directory. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startMariaDb(): Promise<MariaDb> {
  if (!SERVER || !INSTALL) throw new Error('MariaDB is not installed (Debian package mariadb-server; .ci/run installs it)');
  const dir = await mkdtemp(join(tmpdir(), 'pathdesk-mariadb-'));
  const data = join(dir, 'data');
  await run(INSTALL, ['--no-defaults', `--datadir=${data}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], { timeout: 120_000 });
  const port = await freePort();
  let server: ChildProcess | null = null;

  const root = (database?: string) =>
    createConnection({ host: '127.0.0.1', port, user: 'root', password: '', database, charset: 'utf8mb4', dateStrings: true, multipleStatements: true });
  const start = async () => {
    server = spawn(
      SERVER,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mysqld.sock')}`,
        `--pid-file=${join(dir, 'mysqld.pid')}`,
        `--log-error=${join(dir, 'error.log')}`,
        '--user=root',
        '--innodb-buffer-pool-size=16M',
        '--skip-log-bin',
        '--character-set-server=utf8mb4',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await (await root()).end();
        return;
      } catch (error) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`MariaDB did not start on port ${port}: ${(error as Error).message} (log: ${dir}/error.log)`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (!s || s.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      s.once('exit', () => resolve());
      s.kill('SIGTERM');
    });
  };
  await start();
  return {
    port,
    root,
    start,
    stop,
    remove: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
