// The benchmarks' HTTP client: keep-alive requests timed one by one, and a signed-in session of a
// demo account (its cookies and CSRF header), as the web app would hold it.
import http from 'node:http';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'pathdesk-demo';
/** A request with no answer (no byte) for this long fails, so a bench or test never waits forever. */
const REQUEST_TIMEOUT_MS = 120_000;

/**
 * `call(base, method, path, {headers, body})` → {status, body (JSON parsed, or a Buffer), headers, ms};
 * `signIn(base, username)`; `close()`.
 */
export function httpClient({ maxSockets }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function call(base, method, path, { headers = {}, body } = {}, retried = false) {
    const url = new URL(path, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          // A response cut off mid-body (its server killed while nginx streamed it) ends with
          // 'close' and never 'end': without this the call would wait forever.
          res.on('error', reject);
          res.on('close', () => {
            if (!res.complete) reject(Object.assign(new Error(`${method} ${path}: the response was cut off`), { code: 'ECONNRESET' }));
          });
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const json = (res.headers['content-type'] ?? '').startsWith('application/json');
            resolve({ status: res.statusCode, body: json ? JSON.parse(raw.toString('utf8')) : raw, headers: res.headers, ms: performance.now() - started });
          });
        },
      );
      req.on('error', (error) => {
        // A kept-alive socket the server closed as this request went out on it ("socket hang up"):
        // Node's documented race (http.ClientRequest reusedSocket). A GET changes nothing: sent again once.
        if (req.reusedSocket && error.code === 'ECONNRESET' && method === 'GET' && !retried) resolve(call(base, method, path, { headers, body }, true));
        else reject(error);
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error(`${method} ${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`), { code: 'ETIMEDOUT' })));
      if (payload) req.write(payload);
      req.end();
    });
  }

  /** Signs `username` in with the demo password: the headers of its later calls. */
  async function signIn(base, username) {
    const csrf = await call(base, 'GET', '/api/auth/csrf');
    const csrfCookie = csrf.headers['set-cookie'].find((c) => c.startsWith('pathdesk.csrf=')).split(';')[0];
    const headers = { cookie: csrfCookie, 'x-csrf-token': csrf.body.csrfToken };
    const res = await call(base, 'POST', '/api/auth/login', { headers, body: { username, password: DEMO_PASSWORD } });
    if (res.status !== 200) throw new Error(`sign-in as ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const session = res.headers['set-cookie'].find((c) => c.startsWith('pathdesk.sid=')).split(';')[0];
    // Sign-in renews the CSRF token: it is bound to the new session.
    const renewed = res.headers['set-cookie'].find((c) => c.startsWith('pathdesk.csrf=')).split(';')[0];
    return { cookie: `${session}; ${renewed}`, 'x-csrf-token': decodeURIComponent(renewed.slice('pathdesk.csrf='.length)) };
  }

  /** Closes the kept-alive connections (else the process waits for them). */
  const close = () => agent.destroy();

  return { call, signIn, close };
}
