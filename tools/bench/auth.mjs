// npm run bench:auth — sign-in latency and throughput, and the cost of the session check:
// authenticated GET /api/auth/check requests per second next to GET /api/health in the same run.
// Target (issue: sign-in): the session check keeps at least 70% of the health route's throughput.
import { requireNode24 } from '../scripts/run.mjs';
import { load, ms, percentiles } from './load.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const PASSWORD = process.env.DEMO_PASSWORD ?? 'pathdesk-demo';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const server = await serveBuiltApp({ env: { DEMO_PASSWORD: PASSWORD } });
try {
  const base = server.baseUrl;
  // A CSRF token (cookie + header), as the web app has.
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = csrfRes.headers
    .getSetCookie()
    .find((c) => c.startsWith('pathdesk.csrf='))
    ?.split(';')[0];
  const { csrfToken } = await csrfRes.json();
  const loginHeaders = { 'content-type': 'application/json', cookie: csrfCookie, 'x-csrf-token': csrfToken };
  const loginBody = JSON.stringify({ username: 'admin', password: PASSWORD });

  // Sign-in latency, one at a time.
  const single = [];
  let sessionCookie;
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: loginHeaders, body: loginBody });
    single.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    sessionCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('pathdesk.sid='))
      ?.split(';')[0];
  }
  const latency = percentiles(single);

  const logins = await load({ url: `${base}/api/auth/login`, method: 'POST', headers: loginHeaders, body: loginBody, concurrency: 4, seconds });
  // Both as a browser sends them: with the CSRF cookie it already has.
  const health = await load({ url: `${base}/api/health`, headers: { cookie: csrfCookie }, concurrency: 32, seconds });
  const check = await load({ url: `${base}/api/auth/check`, headers: { cookie: `${sessionCookie}; ${csrfCookie}` }, concurrency: 32, seconds });
  const ratio = check.perSecond / health.perSecond;

  console.log('\nPathDesk sign-in benchmark (one API process, this machine)\n');
  console.log(`sign-in latency (sequential, 100):   p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}`);
  console.log(`sign-ins per second (4 clients):     ${logins.perSecond.toFixed(0)}/s  (p50 ${ms(logins.p50)}, p99 ${ms(logins.p99)}, errors ${logins.errors})`);
  console.log(`GET /api/health (32 clients):        ${health.perSecond.toFixed(0)}/s  (p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, errors ${health.errors})`);
  console.log(`GET /api/auth/check (32 clients):    ${check.perSecond.toFixed(0)}/s  (p50 ${ms(check.p50)}, p99 ${ms(check.p99)}, errors ${check.errors})`);
  console.log(`session check / health throughput:   ${(ratio * 100).toFixed(0)}% (target ≥ 70%)`);
  console.log(ratio >= 0.7 && check.errors === 0 ? '\nTarget met.' : '\nTarget missed.');
} finally {
  await server.stop();
}
