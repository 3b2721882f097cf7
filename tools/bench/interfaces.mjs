// npm run bench:interfaces — the hospital's systems at scale (issue 29's measurements), against the
// built API (one process):
//   data: BENCH_CASES cases (default 1,000,000, over 100 hospitals; fillCases) and their released
//   reports (fillReports);
//   FHIR search: a hospital's token (its busiest hospital's) searching DiagnosticReport by accession
//   number and by _lastUpdated (target p99 ≤ 30 ms);
//   the outbox: BENCH_MESSAGES messages (default 500) queued at once (resends of one report) and sent
//   over MLLP to an HL7 listener this bench runs on loopback, answering AA: messages per second from
//   the first queued to the last acked (target ≥ 100/s, one process);
//   release to ACK: BENCH_RELEASES cytology cases (default 20) signed out one by one through the API,
//   each timed from the sign-out's answer to its ORU^R01 acked (target p50 ≤ 1 s with the listener up).
// It prints figures and asserts no time. `--no-build` skips the API build; BENCH_PORT the port.
import { Hl7Server } from '@medplum/hl7';
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { fillCases } from './case-data.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, percentiles } from './load.mjs';
import { fillReports } from './report-data.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const CASES = Number(process.env.BENCH_CASES ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const RELEASES = Number(process.env.BENCH_RELEASES ?? 20);
const SEARCHES = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

/** Polls `check` every 10 ms until it answers true (or `seconds` pass: an Error). */
async function until(check, seconds) {
  const end = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not done within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const { call, signIn, close } = httpClient({ maxSockets: 8 });
const server = await serveBuiltApp({ port: Number(process.env.BENCH_PORT ?? 4386), env: { DEMO_PASSWORD, HL7_ACK_TIMEOUT_MS: '5000' } });
const db = new pg.Client({ connectionString: server.databaseUrl });
const listener = new Hl7Server((connection) => {
  connection.addEventListener('message', (event) => connection.send(event.message.buildAck({ ackCode: 'AA' })));
});
try {
  const seed = await fillCases(server.databaseUrl, { cases: CASES });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  const t0 = performance.now();
  await fillReports(db);
  const fill = ((performance.now() - t0) / 1000).toFixed(1);
  const [{ reports }] = await q(`select count(*)::int as reports from report_version`);

  const base = server.baseUrl;
  const admin = await signIn(base, 'admin');
  const [busiest] = await q(`select hospital_id as id, count(*)::int as n from report_version group by hospital_id order by n desc limit 1`);
  const send = async (headers, method, path, body, expected) => {
    const res = await call(base, method, path, { headers, body });
    if (res.status !== expected) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };

  console.log(`\nPathDesk interfaces benchmark (issue 29; one API process, this machine)\n`);
  console.log(
    `data: ${CASES.toLocaleString('en')} cases (${(seed.took / 1000).toFixed(1)} s), ${reports.toLocaleString('en')} released reports (${fill} s); the token's hospital has ${busiest.n.toLocaleString('en')}\n`,
  );

  // FHIR search with a hospital's token. fillReports' snapshots hold the result only (list rows): the
  // token's hospital's versions get their case too, as a release writes it, since FHIR reads the patient there
  // (a released version never changes: its trigger is off for this one statement of the throwaway database).
  await q(`alter table report_version disable trigger user`);
  await q(
    `update report_version r set snapshot = r.snapshot || jsonb_build_object('case', jsonb_build_object(
       'id', c.id, 'kind', c.kind, 'accessionNo', c.accession_no, 'hn', c.hn, 'patientTitle', c.patient_title, 'patientFirstName', c.patient_first_name,
       'patientLastName', c.patient_last_name, 'patientFirstNameEn', c.patient_first_name_en, 'patientLastNameEn', c.patient_last_name_en,
       'patientName', r.patient_name, 'citizenId', c.citizen_id, 'sex', c.sex, 'birthDate', c.birth_date, 'specimen', c.specimen,
       'clinicalHistory', c.clinical_history, 'relevantHistory', null, 'collectedAt', c.collected_at, 'receivedAt', c.received_at, 'parts', '[]'::jsonb))
       from pathology_case c where c.id = r.case_id and r.hospital_id = $1`,
    [busiest.id],
  );
  await q(`alter table report_version enable trigger user`);
  const { token } = await send(admin, 'POST', '/api/interfaces', { kind: 'fhir-token', hospitalId: busiest.id, name: 'bench' }, 201);
  const bearer = { authorization: `Bearer ${token}` };
  const accessions = (await q(`select accession_no as a from report_version where hospital_id = $1 order by random() limit $2`, [busiest.id, SEARCHES])).map((r) => r.a);
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  for (const [name, pathOf] of [
    ['FHIR DiagnosticReport?identifier= (one accession)', (i) => `/api/fhir/DiagnosticReport?identifier=${encodeURIComponent(accessions[i % accessions.length])}`],
    ['FHIR DiagnosticReport?_lastUpdated=ge (30 days, 20)', () => `/api/fhir/DiagnosticReport?_lastUpdated=ge${since}&_count=20`],
  ]) {
    const times = [];
    for (let i = 0; i < WARM_UP + SEARCHES; i++) {
      const res = await call(base, 'GET', pathOf(i), { headers: bearer });
      if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      if (i >= WARM_UP) times.push(res.ms);
    }
    const p = percentiles(times);
    console.log(`${name.padEnd(56)} p50 ${ms(p.p50).padStart(9)}   p99 ${ms(p.p99).padStart(9)}   (target p99 ≤ 30 ms)`);
  }

  // An HL7 interface of the demo hospital (where the API's cases go), to this bench's listener.
  await listener.start(0);
  const port = listener.server.address().port;
  const [{ id: bkv }] = await q(`select id from hospital where code = 'BKV'`);
  const hl7 = (
    await send(
      admin,
      'POST',
      '/api/interfaces',
      {
        kind: 'hl7v2-mllp',
        hospitalId: bkv,
        host: '127.0.0.1',
        port,
        sendingApplication: 'PATHDESK',
        sendingFacility: 'LAB',
        receivingApplication: 'HIS',
        receivingFacility: 'BKV',
      },
      201,
    )
  ).interface;

  // Release to ACK: cytology cases signed out one by one.
  const user = await signIn(base, 'user');
  const doctor = await signIn(base, 'doctor');
  const { signature } = await send(doctor, 'GET', '/api/users/me/signature', undefined, 200);
  const one = async (text) => (await q(text))[0]?.id;
  const refs = {
    doctorId: await one(`select id from doctor where hospital_id = ${Number(bkv)} order by id limit 1`),
    companyId: await one(`select id from cfgvalue where category = 'company' order by id limit 1`),
    cytoTypeId: await one(`select id from cfgvalue where category = 'cytologicaltype' order by id limit 1`),
    screenerId: await one(`select id from cfgvalue where category = 'screener' order by id limit 1`),
  };
  const hoursAgo = (h) => new Date(Date.now() - h * 3_600_000).toISOString();
  const toAck = [];
  let firstMessage = null;
  for (let i = 0; i < RELEASES; i++) {
    const { cytological: c } = await send(
      user,
      'POST',
      '/api/cytologicals',
      {
        hn: `HL7B${process.pid % 1000}${i}`,
        patientTitle: 'นาง',
        patientFirstName: 'ทดสอบ',
        patientLastName: 'ส่งผล',
        sex: 'female',
        birthDate: '1970-01-01',
        hospitalId: bkv,
        doctorId: refs.doctorId,
        companyId: refs.companyId,
        cytoTypeId: refs.cytoTypeId,
        specimen: 'Thyroid, fine-needle aspiration',
        source: 'Right thyroid lobe',
        containers: 1,
        collectedAt: hoursAgo(5),
        receivedAt: hoursAgo(1),
        priority: 'routine',
      },
      201,
    );
    const url = `/api/cytologicals/${c.id}/result`;
    const { result } = await send(doctor, 'GET', url, undefined, 200);
    const fields = {
      cytoTypeId: refs.cytoTypeId,
      adequacy: 'satisfactory',
      category: 'negative',
      interpretation: 'Benign follicular nodule (Bethesda II).',
      diagnosis: 'Thyroid, right lobe, FNA: benign follicular nodule.',
      screenerId: refs.screenerId,
      pathologistId: signature.staffId,
    };
    await send(doctor, 'PUT', url, { version: result.version, complete: true, fields }, 200);
    await send(doctor, 'POST', '/api/reports/cytologicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
    const released = performance.now();
    let messageId = null;
    await until(async () => {
      const [m] = await q(`select id::int as id, state from interface_message where case_id = $1 and direction = 'out'`, [c.id]);
      messageId = m?.id ?? null;
      return m?.state === 'acked';
    }, 60);
    firstMessage ??= messageId;
    toAck.push(performance.now() - released);
  }
  const ack = percentiles(toAck);
  console.log(`${`release to ACK (${RELEASES} sign-outs, one by one)`.padEnd(56)} p50 ${ms(ack.p50).padStart(9)}   p99 ${ms(ack.p99).padStart(9)}   (target p50 ≤ 1 s)`);

  // The outbox's throughput: MESSAGES resends queued at once, until every one is acked.
  const before = (await q(`select coalesce(max(id), 0)::int as id from interface_message`))[0].id;
  const started = performance.now();
  await Promise.all(Array.from({ length: MESSAGES }, () => send(admin, 'POST', `/api/interfaces/${hl7.id}/messages/${firstMessage}/resend`, undefined, 201)));
  const queued = performance.now();
  await until(async () => (await q(`select count(*)::int as n from interface_message where id > $1 and state = 'acked'`, [before]))[0].n >= MESSAGES, 600);
  const took = (performance.now() - started) / 1000;
  console.log(
    `${`outbox: ${MESSAGES} messages queued at once, sent over MLLP`.padEnd(56)} ${(MESSAGES / took).toFixed(0).padStart(5)} messages/s   (queued in ${((queued - started) / 1000).toFixed(1)} s, all acked in ${took.toFixed(1)} s; target ≥ 100/s)`,
  );
  console.log('\nDone (figures only: no time is asserted).');
} finally {
  close();
  await listener.stop().catch(() => undefined);
  await db.end().catch(() => undefined);
  await server.stop();
}
