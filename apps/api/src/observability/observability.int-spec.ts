import { Writable } from 'node:stream';
import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { caseBody, caseRefs } from '../../test/cases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Collects the JSON log lines an app writes. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const CITIZEN_ID = '1101700230708';
const HN = 'HN-LOG-778899';
const FIRST = 'ลออลักษณ์';
const LAST = 'ทดสอบบันทึก';

describe('JSON logs', () => {
  const capture = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logLevels: ['error', 'warn', 'log'], logStream: capture.stream });
  });
  afterAll(() => t.close());

  it('a registration logs the request id from the load balancer, the user id and the route, never the patient', async () => {
    const user = await ApiClient.signedIn(t, 'user');
    const refs = await caseRefs(t);
    const body = caseBody('surgical', refs, { hn: HN, patientFirstName: FIRST, patientLastName: LAST, citizenId: CITIZEN_ID });
    const res = await user.post('/api/surgicals', body).set('X-Request-Id', 'lb-7f3a9c').expect(201);
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c');
    // A search by HN: its query string must not reach the logs either.
    await user
      .get(`/api/surgicals?search=${encodeURIComponent(HN)}`)
      .set('X-Request-Id', 'lb-search-1')
      .expect(200);

    const line = capture.records().find((r) => r.reqId === 'lb-7f3a9c');
    const me = (await user.get('/api/auth/check').expect(200)).body;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', route: '/api/surgicals', userId: me.id, req: { method: 'POST' }, res: { statusCode: 201 } });
    expect(typeof line!.responseTime).toBe('number');
    expect(capture.records().find((r) => r.reqId === 'lb-search-1')).toMatchObject({ route: '/api/surgicals', req: { method: 'GET' } });

    const all = capture.lines.join('\n');
    for (const secret of [HN, FIRST, LAST, CITIZEN_ID, '1-1017-00230-70-8', 'Somying', 'search=']) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/pathdesk\.sid|cookie/i);
  });

  it('logs a refused request as a warning (40), so LOG_LEVEL=warn shows refusals and not every success (issue 26.9)', async () => {
    const user = await ApiClient.signedIn(t, 'user');
    await user.post('/api/surgicals', {}).set('X-Request-Id', 'lb-refused-1').expect(400);
    expect(capture.records().find((r) => r.reqId === 'lb-refused-1')).toMatchObject({ level: 40, route: '/api/surgicals', res: { statusCode: 400 } });
  });

  it('makes up a request id when the load balancer sent none or a malformed one', async () => {
    const res = await request(t.http).get('/api/auth/csrf').set('X-Request-Id', 'bad id; forged=1 <script>').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(capture.lines.join('\n')).not.toContain('forged');
  });

  it('prints no route-mapping lines at LOG_LEVEL=log', () => {
    expect(capture.records().some((r) => r.context === 'RouterExplorer' || r.context === 'RoutesResolver')).toBe(false);
  });
});

describe('JSON logs at LOG_LEVEL=debug', () => {
  it('include the route-mapping lines', async () => {
    const capture = logCapture();
    const t = await createTestApp({}, { logLevels: ['error', 'warn', 'log', 'debug'], logStream: capture.stream });
    try {
      expect(capture.records().some((r) => r.context === 'RouterExplorer' && r.level === 20 && /Mapped \{\/api\/surgicals, POST\}/.test(String(r.msg)))).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '4388' });
  });
  afterAll(() => t.close());

  it('gives admins request durations by route, PDF pool and database pool figures', async () => {
    const admin = await ApiClient.signedIn(t, 'admin');
    await admin.get('/api/surgicals').expect(200);
    const res = await admin.get('/api/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/pathdesk_http_request_duration_seconds_count\{method="GET",route="\/api\/surgicals",status="200"\} [1-9]/);
    expect(res.text).toMatch(/pathdesk_db_pool_connections\{state="total"\} \d+/);
    expect(res.text).toMatch(/pathdesk_pdf_pool_queue 0/);
    expect(res.text).toContain('pathdesk_pdf_render_duration_seconds');
    expect(res.text).toContain('pathdesk_job_failures_total');
    expect(res.text).toMatch(/pathdesk_process_cpu_user_seconds_total \d/);
  });

  it('refuses other roles and anonymous callers', async () => {
    await (await ApiClient.signedIn(t, 'user')).get('/api/metrics').expect(403);
    await request(t.http).get('/api/metrics').expect(401);
  });

  it('are served to scrapers without a session on METRICS_PORT', async () => {
    const res = await fetch('http://127.0.0.1:4388/metrics');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('pathdesk_http_request_duration_seconds');
    expect((await fetch('http://127.0.0.1:4388/other')).status).toBe(404);
  });
});
