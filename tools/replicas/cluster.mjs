// Several API replicas of the production build (dist/apps/api/main.js) on one PostgreSQL database,
// behind Debian's nginx on loopback as the load balancer: what the replica test and the replica
// benchmark drive. The database is a fresh one on DATABASE_URL's server, else on an embedded
// cluster started here (the app's own code; Node strips the types).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import { workspaceRoot } from '../scripts/run.mjs';

const SESSION_SECRET = 'replica-test-session-secret-0123456789abcdef';

/**
 * The replicas and nginx this process started. Interrupted (a CI time-out, Ctrl+C, a kill), it
 * stops them before exiting: an nginx left behind held its port, and the next run's replica test
 * failed with "Port 4384 is in use" (seen after a CI run was killed mid-stage).
 */
const started = new Set();
function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    for (const child of started) child.kill('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** A fresh database: `{ url, adminUrl, name, drop() }` (adminUrl: the server's `postgres` database). */
export async function freshDatabase() {
  const name = `pathdesk_replicas_${Date.now().toString(36)}_${process.pid}`;
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    return { url: withDatabase(adminUrl, name), adminUrl, name, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pathdesk-replicas-'));
  chmodSync(dataDir, 0o755);
  Logger.overrideLogger(['warn', 'error']);
  const { startEmbeddedPostgres } = await import('../../apps/api/src/database/embedded-postgres.ts');
  const cluster = await startEmbeddedPostgres(join(dataDir, 'pg'), { database: 'postgres' });
  await adminQuery(cluster.url, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(cluster.url, name),
    adminUrl: cluster.url,
    name,
    async drop() {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts `node dist/apps/api/main.js` on `port`; resolves when /api/health/ready answers 200 (or,
 * with `waitFor`, when that text appears in its output). `{ child, port, output(), stop(signal) }`.
 */
export async function startReplica({ port, databaseUrl, env = {}, waitFor }) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [join(workspaceRoot, 'dist/apps/api/main.js')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_ROOT: 'none',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const replica = {
    child,
    port,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Replica on ${port} exited during start-up:\n${output}`);
    if (waitFor ? output.includes(waitFor) : await isReady(port)) return replica;
    if (Date.now() > deadline) {
      await replica.stop('SIGKILL');
      throw new Error(`Replica on ${port} did not start within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function isReady(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok;
  } catch {
    return false;
  }
}

/** The nginx binary (Debian's package: `apt-get install nginx`), or null. */
function findNginx() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', 'nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

/**
 * nginx on 127.0.0.1:`port` balancing over the replicas' ports (round robin), passing a request id
 * as X-Request-Id, as docker/nginx.conf does. A POST whose replica died after receiving it is not
 * retried elsewhere (nginx's default for non-idempotent requests): the client gets 502, not a twin.
 */
export async function startNginx({ port, upstreamPorts }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing: apt-get install nginx (Debian package)');
  const prefix = mkdtempSync(join(tmpdir(), 'pathdesk-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream pathdesk {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://pathdesk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
    }
  }
}
`,
  );
  await assertPortFree(port);
  const child = spawn(nginx, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  track(child);
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Answered by this nginx (not by something else on the port): its Server header.
    const server = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (r) => r.headers.get('server'),
      () => null,
    );
    if (server?.startsWith('nginx') && child.exitCode === null) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Fails at once when another program holds `port` (two benchmarks of other checkouts, say). */
async function assertPortFree(port) {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', () => reject(new Error(`Port ${port} is in use by another program: stop it first.`)));
    server.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
}

/** Ports a process listens on (TCP LISTEN sockets among its open file descriptors). */
export function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      /* closed meanwhile */
    }
  }
  const ports = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[3] === '0A' && inodes.has(f[9])) ports.push(parseInt(f[1].split(':').at(-1), 16));
    }
  }
  return ports;
}

/** The processes `pid` started (its children, theirs, …), read from /proc: the API's Chromium among them. */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/^\d+ \(.*\) \S (\d+)/s.exec(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const found = [];
  for (let queue = [pid]; queue.length;) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Whether every one of `pids` has exited within `ms` (a zombie counts as exited). */
export async function allExited(pids, ms = 10_000) {
  const alive = (pid) => {
    try {
      return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + ms;
  while (pids.some(alive)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
}
