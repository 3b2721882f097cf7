// The replica test's and benchmark's workload: lab staff registering surgical cases and saving
// their results through the load balancer, each answer recorded (what was acknowledged).
import pg from 'pg';
import { DEMO_PASSWORD, httpClient } from '../bench/http-client.mjs';

/** Ids of the demo lookups a registration names (a new database has them). */
export async function caseRefs(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async (sql) => (await db.query(sql)).rows[0].id;
    return {
      hospitalId: await one(`select id from hospital where code = 'BKV'`),
      doctorId: await one(`select id from doctor where licence_no = 'ว.12345'`),
      companyId: await one(`select id from cfgvalue where category = 'company' and value = 'SELF'`),
      pathologistId: await one(`select id from cfgvalue where category = 'pathologist' order by id limit 1`),
    };
  } finally {
    await db.end();
  }
}

export function surgicalCase(refs, n) {
  const now = Date.now();
  return {
    hn: `R${String(n).padStart(7, '0')}`,
    patientTitle: 'นาง',
    patientFirstName: 'ทดสอบ',
    patientLastName: `แบบจำลอง${n}`,
    sex: 'female',
    birthDate: '1980-05-10',
    hospitalId: refs.hospitalId,
    doctorId: refs.doctorId,
    companyId: refs.companyId,
    specimen: 'Skin, left arm, excision',
    containers: 1,
    clinicalHistory: 'Replica test',
    collectedAt: new Date(now - 5 * 3_600_000).toISOString(),
    receivedAt: new Date(now - 3_600_000).toISOString(),
    priority: 'routine',
  };
}

/**
 * `clients` loops for `seconds`, each signed in as lab staff ('user' or 'admin'): register a case,
 * read its result, save a diagnosis; every `signInEvery` rounds a fresh sign-in. Returns what was
 * acknowledged (2xx) and what failed, plus the sessions it made. `onTick(elapsedMs)` runs between rounds.
 */
export async function runWorkload({ baseUrl, refs, clients, seconds, signInEvery = 5, label = 'w' }) {
  const { call, signIn, close } = httpClient({ maxSockets: clients * 2 });
  const acknowledged = { cases: [], results: [], signIns: 0 };
  const failures = [];
  const sessions = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let n = 0;
  const loop = async (c) => {
    const username = c % 2 ? 'user' : 'admin';
    let headers = await signIn(baseUrl, username);
    sessions.push(headers);
    for (let round = 1; performance.now() < until; round++) {
      try {
        if (round % signInEvery === 0) {
          headers = await signIn(baseUrl, username);
          sessions.push(headers);
          acknowledged.signIns++;
        }
        const body = surgicalCase(refs, ++n);
        const created = await call(baseUrl, 'POST', '/api/surgicals', { headers, body });
        if (created.status !== 201) {
          failures.push({ what: 'register', status: created.status });
          continue;
        }
        const surgical = created.body.surgical;
        acknowledged.cases.push({ id: surgical.id, accessionNo: surgical.accessionNo, hn: body.hn, atMs: performance.now() - started });
        const current = await call(baseUrl, 'GET', `/api/surgicals/${surgical.id}/result`, { headers });
        if (current.status !== 200) {
          failures.push({ what: 'read result', status: current.status });
          continue;
        }
        const diagnosis = `Skin, excision (${label}${surgical.id}): dermatofibroma.`;
        const saved = await call(baseUrl, 'PUT', `/api/surgicals/${surgical.id}/result`, {
          headers,
          body: { fields: { diagnosis, pathologistId: refs.pathologistId }, version: current.body.result.version, complete: false },
        });
        if (saved.status === 200) acknowledged.results.push({ caseId: surgical.id, diagnosis });
        else failures.push({ what: 'save result', status: saved.status });
      } catch (error) {
        failures.push({ what: 'network', status: error.code ?? String(error.message).slice(0, 40) });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
  close();
  return { acknowledged, failures, sessions, seconds: (performance.now() - started) / 1000 };
}

export { DEMO_PASSWORD, httpClient };
