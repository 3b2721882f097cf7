// A small HTTP load generator for the benchmarks: keep-alive connections, fixed concurrency.
import http from 'node:http';

/** Issues requests with `concurrency` in flight for `seconds`; returns throughput and latencies. */
export async function load({ url, method = 'GET', headers = {}, body, concurrency = 16, seconds = 5 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode >= 400) errors++;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (body) req.write(body);
      req.end();
    });
  const worker = async () => {
    while (Date.now() < deadline) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, ...percentiles(latencies) };
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * `requests` sequential GETs of `path` with a session's cookie after `warmUp` unmeasured ones
 * (`call` from http-client.mjs): p50/p99 and the last answer; a status other than 200 throws.
 */
export async function sequentialGets(call, base, headers, path, { warmUp, requests }) {
  const timings = [];
  let last;
  for (let i = 0; i < warmUp + requests; i++) {
    last = await call(base, 'GET', path, { headers: { cookie: headers.cookie } });
    if (last.status !== 200) throw new Error(`${path} answered ${last.status}: ${JSON.stringify(last.body)}`);
    if (i >= warmUp) timings.push(last.ms);
  }
  return { ...percentiles(timings), body: last.body };
}

export const ms = (value) => `${value.toFixed(1)} ms`;
