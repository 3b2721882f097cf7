// npm run bench:replicas — throughput of the production build through nginx with 1 and then 2 API
// replicas on one PostgreSQL (lab staff registering cases, reading and saving results, signing in
// again now and then), and the time a replica takes to drain on SIGTERM with requests in flight.
// `--no-build` skips the API build; BENCH_SECONDS (default 10) and BENCH_CLIENTS (default 8).
// On a 2-core machine the load generator, nginx, PostgreSQL and the replicas share the cores:
// the ratio is bounded by them, not by the API.
import { nx, requireNode24 } from '../scripts/run.mjs';
import { freshDatabase, startNginx, startReplica } from '../replicas/cluster.mjs';
import { caseRefs, httpClient, runWorkload, surgicalCase } from '../replicas/workload.mjs';

requireNode24();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const [LB, A, B] = [4394, 4395, 4396];
// Replica B keeps serving this long after SIGTERM before it closes its listener (as in deploy/k8s).
const SHUTDOWN_DELAY_MS = process.env.SHUTDOWN_DELAY_MS ?? '1000';

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const database = await freshDatabase();
const replicas = [];
let lb;
try {
  replicas.push(await startReplica({ port: A, databaseUrl: database.url }));
  const refs = await caseRefs(database.url);
  const rows = [];
  for (const ports of [[A], [A, B]]) {
    if (ports.length > replicas.length) replicas.push(await startReplica({ port: B, databaseUrl: database.url, env: { LOG_LEVEL: 'log', SHUTDOWN_DELAY_MS: SHUTDOWN_DELAY_MS } }));
    lb = await startNginx({ port: LB, upstreamPorts: ports });
    await runWorkload({ baseUrl: lb.url, refs, clients: CLIENTS, seconds: 2, label: 'warm' }); // warm-up
    const run = await runWorkload({ baseUrl: lb.url, refs, clients: CLIENTS, seconds: SECONDS, label: `b${ports.length}` });
    await lb.stop();
    lb = undefined;
    const { cases, results, signIns } = run.acknowledged;
    // Requests per registration round: register, read the result, save it; plus the sign-ins (3 requests each).
    const requests = cases.length * 2 + results.length + signIns * 3;
    rows.push({ replicas: ports.length, cases: cases.length / run.seconds, requests: requests / run.seconds, failures: run.failures.length });
  }

  // Drain: requests in flight on replica B when SIGTERM arrives.
  const { call, signIn, close } = httpClient({ maxSockets: 32 });
  const base = `http://127.0.0.1:${B}`;
  const headers = await signIn(base, 'user');
  const inFlight = Array.from({ length: 24 }, (_, i) =>
    call(base, 'POST', '/api/surgicals', { headers, body: surgicalCase(refs, 900_000 + i) }).then(
      (r) => r.status,
      (e) => e.code ?? 'error',
    ),
  );
  await new Promise((r) => setTimeout(r, 15));
  const sigterm = performance.now();
  const b = replicas[1];
  const exitCode = await b.stop('SIGTERM');
  const exitMs = performance.now() - sigterm;
  const statuses = await Promise.all(inFlight);
  close();
  const drained = /requests in flight finished in (\d+) ms/.exec(b.output())?.[1];

  console.log(`\nThroughput through nginx (${CLIENTS} clients, ${SECONDS} s, ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}):`);
  console.log('replicas  registrations/s  requests/s  failed');
  for (const r of rows)
    console.log(`${String(r.replicas).padStart(8)}  ${r.cases.toFixed(1).padStart(15)}  ${r.requests.toFixed(1).padStart(10)}  ${String(r.failures).padStart(6)}`);
  console.log(`ratio 2 : 1 replicas = ${(rows[1].requests / rows[0].requests).toFixed(2)}`);
  const counts = Object.entries(Object.groupBy(statuses, (s) => s))
    .map(([s, list]) => `${list.length}× ${s}`)
    .join(', ');
  console.log(
    `\nSIGTERM with ${statuses.length} registrations in flight: ${counts}; ` +
      `SHUTDOWN_DELAY_MS=${SHUTDOWN_DELAY_MS}, then the requests in flight finished ${drained ?? '?'} ms after the listener closed; process exited (code ${exitCode}) ${exitMs.toFixed(0)} ms after SIGTERM`,
  );
} finally {
  await lb?.stop().catch(() => undefined);
  for (const r of replicas) await r.stop('SIGKILL').catch(() => undefined);
  await database.drop().catch(() => undefined);
}
