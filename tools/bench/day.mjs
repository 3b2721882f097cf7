// npm run bench:day — a lab's day at once (issue 34): a seeded lab, then signed-in clients by role
// running realistic sessions with think time for a fixed time, against the built API (one process,
// its one shared Chromium for PDFs), on 127.0.0.1 only.
//   data: BENCH_CASES cases over 50 hospitals (fillCases, as bench:cases seeds them) and a released
//   report for every signed-out one (fillReports: list rows), then through the API a small flow of
//   real cases (BENCH_FLOW): registered, grossed into blocks, half signed out by the pathologist
//   (printable reports), half left in progress with open additional-test orders (slides to scan).
//   mix: BENCH_CLIENTS clients (40% lab staff, 30% pathologists — account role doctor, 30% hospital
//   readers — guest), each signed in, for BENCH_SECONDS, a random think time (0–2 × BENCH_THINK_MS)
//   between actions:
//     lab staff: registrations (single and a batch of 3), worklist pages, searches (HN, accession
//       number, Thai and English family names), case reads, grossing, the additionals worklist and
//       scans of its slides, the include list, dispatch lists, dashboard panels;
//     pathologists (each an account of their own, linked to their own pathologist record, signing
//       out the cases they diagnosed): their worklist, case reads, result reads and saves, sign-outs (with the
//       password, as the API asks), test orders, report views and PDFs, dashboard panels, name searches;
//     hospital readers: the report list and its searches, report views, PDFs (a share of them
//       repeat views of a PDF already fetched, sent with If-None-Match when it came with an ETag),
//       dashboard panels.
// It prints per action p50/p99/errors, throughput, the API's and Chromium's memory before and after (and the
// API's heap after a full GC, read through its inspector on 127.0.0.1:BENCH_PORT+2: heap.mjs),
// the database's busiest statements (pg_stat_statements, on the embedded PostgreSQL; said so when it
// cannot be had) and the load average. It asserts no time: it fails (exit 1) only if it cannot run
// or more than BENCH_MAX_ERROR_SHARE (default 2%) of the requests fail.
// `--short`: 20,000 cases, 10 clients, 15 s, a small flow (what CI runs). `--no-build` skips the API
// build. BENCH_CASES, BENCH_CLIENTS, BENCH_SECONDS, BENCH_THINK_MS, BENCH_FLOW, BENCH_PORT (default
// 4390) change it; BENCH_SUMMARY_FILE=<path> appends a few summary lines there (CI prints them last).
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { fillCases, familyName } from './case-data.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, percentiles } from './load.mjs';
import { heapAfterGc, inspectorFlag } from './heap.mjs';
import { cpuTime, memory } from './process-memory.mjs';
import { fillReports } from './report-data.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const SHORT = process.argv.includes('--short');
const CASES = Number(process.env.BENCH_CASES ?? (SHORT ? 20_000 : 1_000_000));
// BENCH_CLIENTS may list several runs on the one seeded lab, one after the other: "10,25,50,50".
const CLIENT_RUNS = String(process.env.BENCH_CLIENTS ?? (SHORT ? 10 : 50))
  .split(',')
  .map(Number);
if (CLIENT_RUNS.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_CLIENTS: whole numbers, comma-separated (${process.env.BENCH_CLIENTS})`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SHORT ? 15 : 60));
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 300);
const FLOW = Number(process.env.BENCH_FLOW ?? (SHORT ? 24 : 120));
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const MAX_ERROR_SHARE = Number(process.env.BENCH_MAX_ERROR_SHARE ?? 0.02);
const HOSPITALS = 50;
const SEED_CONCURRENCY = 6;

const KINDS = ['surgical', 'cytological', 'gynecological'];
const PLURAL = { surgical: 'surgicals', cytological: 'cytologicals', gynecological: 'gynecologicals' };
const REPORT_ONE = { surgical: 'surgicalreport', cytological: 'cytologicalreport', gynecological: 'gynecologicalreport' };

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const { call, signIn, close } = httpClient({ maxSockets: Math.max(...CLIENT_RUNS) * 2 + SEED_CONCURRENCY });
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const sleep = (msecs) => new Promise((r) => setTimeout(r, msecs));
const hoursAgo = (hours) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** One of `weights`' keys, drawn by weight. */
function draw(weights) {
  const entries = Object.entries(weights);
  let r = Math.random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) if ((r -= w) < 0) return key;
  return entries.at(-1)[0];
}

// As a deployment runs (production's default): each release's PDF made, sealed and kept by a job,
// so a reader's first view is the kept bytes (the bench's NODE_ENV=test would leave it off).
const INSPECTOR_PORT = PORT + 2; // the API's heap is read through it (heap.mjs), on 127.0.0.1
const server = await serveBuiltApp({ port: PORT, env: { DEMO_PASSWORD, PDF_AT_RELEASE: 'true' }, statements: true, nodeOptions: [inspectorFlag(INSPECTOR_PORT)] });
const db = new pg.Client({ connectionString: server.databaseUrl });
let failed = true;
try {
  const base = server.baseUrl;
  const t0 = performance.now();
  const seed = await fillCases(server.databaseUrl, { cases: CASES, hospitals: HOSPITALS });
  await db.connect();
  const q = (text, params) => db.query(text, params).then((r) => r.rows);
  const tReports = performance.now();
  await fillReports(db);
  const [{ reports }] = await q(`select count(*)::int as reports from report_version`);
  const reportsTook = (performance.now() - tReports) / 1000;

  // The lookups a registration and a result name (the demo lookups of a new database).
  const one = async (text) => (await q(text))[0]?.id;
  const refs = {
    hospitalId: await one(`select id from hospital where code = 'BKV'`),
    doctorId: await one(`select d.id from doctor d join hospital h on h.id = d.hospital_id where h.code = 'BKV' order by d.id limit 1`),
    companyId: await one(`select id from cfgvalue where category = 'company' order by id limit 1`),
    gynTypeId: await one(`select id from cfgvalue where category = 'gynecologicaltype' order by id limit 1`),
    cytoTypeId: await one(`select id from cfgvalue where category = 'cytologicaltype' order by id limit 1`),
  };
  // The lab's screeners: a cytotechnologist screens at most 100 slides a day (the workload rule),
  // so a lab this busy has many — the demo's and twenty of the bench's.
  await q(`insert into cfgvalue (category, name, name_key) select 'screener', 'Bench screener ' || g, 'bench screener ' || g from generate_series(1, 20) g on conflict do nothing`);
  const screeners = (await q(`select id from cfgvalue where category = 'screener' and status = 'active' order by id`)).map((r) => r.id);
  const tests = (await q(`select id from lab_test where active and code in ('ER', 'PR', 'KI67', 'HER2', 'CK7', 'CK20', 'GMS', 'AFB', 'PAS') order by id`)).map((r) => r.id);
  // What the searches look for: HNs, accession numbers and family names of the data.
  const columns = `id, kind, hn, accession_no, patient_last_name as th, patient_last_name_en as en`;
  let sample = await q(`select ${columns} from pathology_case tablesample system (1) repeatable (7) limit 400`);
  if (sample.length < 100) sample = await q(`select ${columns} from pathology_case order by random() limit 400`);
  const english = [...new Set(sample.map((s) => s.en).filter(Boolean))];

  // Who signs: a doctor signs as the pathologist record linked to the account (issue 16.6).
  const doctorSession = await signIn(base, 'doctor');
  const userSession = await signIn(base, 'user');
  const { signature } = (await call(base, 'GET', '/api/users/me/signature', { headers: doctorSession })).body;
  const pathologistId = signature.staffId;
  // Each pathologist of the mix is a person: an account of their own, linked to a pathologist record
  // of their own, diagnosing and signing their own cases. (One shared account made every sign-out
  // wait for the others' password checks, which the API takes in turn per account.)
  const adminSession = await signIn(base, 'admin');
  const pathologists = Math.max(...CLIENT_RUNS.map((n) => Math.round(n * 0.3)));
  const benchDoctors = [];
  for (let i = 1; i <= pathologists; i++) {
    const username = `benchdoc${i}`;
    const [record] = await q(`insert into cfgvalue (category, name, name_key) values ('pathologist', $1, $2) returning id`, [`Bench pathologist ${i}`, `bench pathologist ${i}`]);
    const res = await call(base, 'POST', '/api/users', { headers: adminSession, body: { username, name: `Bench pathologist ${i}`, role: 'doctor', password: DEMO_PASSWORD } });
    if (res.status !== 201) throw new Error(`creating ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const linked = await call(base, 'PUT', `/api/users/${res.body.user.id}`, { headers: adminSession, body: { staffId: record.id } });
    if (linked.status !== 200) throw new Error(`linking ${username} answered ${linked.status}: ${JSON.stringify(linked.body)}`);
    benchDoctors.push({ username, pathologistId: record.id });
  }
  /** The pathologist record a session signs as (its headers → the record's id). */
  const signsAs = new Map([[doctorSession, pathologistId]]);

  const firstNames = ['สมหญิง', 'วิไลวรรณ', 'สมชาย', 'ประเสริฐ', 'กาญจนา', 'ธนพล'];
  let hnSeq = 0;
  /** A valid registration of `kind` (a one-specimen case). */
  const caseBody = (kind, overrides = {}) => {
    const family = familyName(Math.floor(Math.random() * 1008));
    return {
      hn: `9${String(process.pid % 1000).padStart(3, '0')}${String(hnSeq++).padStart(5, '0')}`,
      patientTitle: 'นาง',
      patientFirstName: pick(firstNames),
      patientLastName: family.th,
      patientFirstNameEn: 'Somying',
      patientLastNameEn: family.en,
      sex: 'female',
      birthDate: '1971-05-10',
      hospitalId: refs.hospitalId,
      doctorId: refs.doctorId,
      companyId: refs.companyId,
      specimen: kind === 'surgical' ? 'Breast, left, core needle biopsy' : kind === 'cytological' ? 'Thyroid, fine-needle aspiration' : 'Cervix, ThinPrep liquid-based cytology',
      containers: 1,
      clinicalHistory: 'Mass 2 cm',
      collectedAt: hoursAgo(5),
      receivedAt: hoursAgo(1),
      priority: Math.random() < 0.1 ? 'urgent' : 'routine',
      ...(kind === 'gynecological'
        ? { lmp: new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10), gynTypeId: refs.gynTypeId, relevantHistory: 'Annual screening' }
        : {}),
      ...(kind === 'cytological' ? { cytoTypeId: refs.cytoTypeId, source: 'Right thyroid lobe' } : {}),
      ...overrides,
    };
  };
  const resultFields = (kind, pathologistId) =>
    kind === 'surgical'
      ? {
          gross: 'Received in formalin, three cores of tan-white tissue, 1.0 to 1.5 cm long. All submitted.',
          microscopic: 'The cores show an infiltrating carcinoma arranged in cords and nests, with moderate nuclear pleomorphism.',
          diagnosis: 'Breast, left, core needle biopsy: invasive carcinoma of no special type, grade 2.',
          malignancy: 'malignant',
          comment: null,
          pathologistId,
        }
      : {
          cytoTypeId: refs.cytoTypeId,
          adequacy: 'satisfactory',
          category: 'negative',
          interpretation: 'Benign follicular nodule (Bethesda II).',
          diagnosis: 'Thyroid, right lobe, FNA: benign follicular nodule.',
          screenerId: pick(screeners),
          pathologistId,
        };

  // The shared state of the lab: what waits for whom.
  const toGross = []; // surgical cases registered, not grossed
  const toDiagnose = []; // cases ready for a result
  const toSignOut = []; // cases diagnosed
  const grossed = []; // surgical cases with blocks (for orders)
  const printable = []; // released reports signed out through the API: {kind, id}
  const slides = []; // open orders' slide barcodes
  const recent = []; // cases registered in this run

  // Per action: latencies and errors.
  const stats = new Map();
  const record = (name, res, ok) => {
    const s = stats.get(name) ?? stats.set(name, { ms: [], errors: 0, sample: undefined }).get(name);
    if (ok) s.ms.push(res.ms);
    else {
      s.errors++;
      s.sample ??= res.error ?? `${res.status} ${typeof res.body === 'object' && !Buffer.isBuffer(res.body) ? JSON.stringify(res.body).slice(0, 200) : ''}`;
    }
  };
  let measuring = false;
  /** A timed request: recorded under `name` while the mix runs; answers the response, or undefined if it failed. */
  const req = async (name, headers, method, path, body, expected = [200]) => {
    let res;
    try {
      res = await call(base, method, path, { headers, body });
    } catch (error) {
      res = { status: 0, error: error instanceof Error ? error.message : String(error), ms: 0 };
    }
    const ok = expected.includes(res.status);
    if (measuring) record(name, res, ok);
    else if (!ok) throw new Error(`${name}: ${method} ${path} answered ${res.status} ${res.error ?? JSON.stringify(res.body)?.slice(0, 300)}`);
    return ok ? res : undefined;
  };

  // The steps of a case, shared by the seed flow and the mix.
  const register = async (headers, kind) => {
    const res = await req('register (one case)', headers, 'POST', `/api/${PLURAL[kind]}`, caseBody(kind), [201]);
    return res?.body[kind];
  };
  const enqueueRegistered = (kind, c) => {
    recent.push({ kind, id: c.id, hn: c.hn, accession_no: c.accessionNo });
    if (recent.length > 500) recent.shift();
    if (kind === 'surgical') toGross.push({ kind, id: c.id });
    else if (kind === 'cytological') toDiagnose.push({ kind, id: c.id });
  };
  /** Blocks A1–A2 of a surgical case: answers the case with its block ids (undefined if refused). */
  const grossOne = async (headers, c) => {
    const res = await req('gross (blocks)', headers, 'POST', `/api/surgicals/${c.id}/blocks`, { range: { part: 'A', from: 1, to: 2, slidesEach: 1 } }, [201]);
    if (!res) return undefined;
    const entry = { ...c, blockIds: res.body.blocks.map((b) => b.id) };
    grossed.push(entry);
    if (grossed.length > 500) grossed.shift();
    return entry;
  };
  const order = async (headers, c) => {
    const testIds = [...tests].sort(() => Math.random() - 0.5).slice(0, 2);
    const res = await req('order tests', headers, 'POST', `/api/surgicals/${c.id}/additionals`, { blockId: pick(c.blockIds), testIds }, [201]);
    for (const o of res?.body.additionals ?? []) if (o.slideBarcode) slides.push(o.slideBarcode);
  };
  const diagnose = async (headers, c) => {
    const url = `/api/${PLURAL[c.kind]}/${c.id}/result`;
    const current = await req('result read', headers, 'GET', url);
    if (!current) return;
    const fields = resultFields(c.kind, signsAs.get(headers));
    return Boolean(await req('result save', headers, 'PUT', url, { version: current.body.result.version, complete: true, fields }));
  };
  const signOut = async (headers, c) => {
    const res = await req('sign-out', headers, 'POST', `/api/reports/${PLURAL[c.kind]}/generate`, { caseId: c.id, password: DEMO_PASSWORD }, [201, 202]);
    const report = res?.body[REPORT_ONE[c.kind]];
    if (report) printable.push({ kind: c.kind, id: report.id });
  };

  // The seed flow through the API: FLOW cases, half signed out, half left with open orders.
  const tFlow = performance.now();
  const flowKinds = Array.from({ length: FLOW }, (_, i) => (i % 4 === 3 ? 'cytological' : 'surgical'));
  let nextFlow = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (nextFlow < flowKinds.length) {
        const i = nextFlow++;
        const kind = flowKinds[i];
        const c = await register(userSession, kind);
        let entry = { kind, id: c.id };
        recent.push({ kind, id: c.id, hn: c.hn, accession_no: c.accessionNo });
        if (kind === 'surgical') {
          entry = await grossOne(userSession, entry);
          await order(doctorSession, entry);
        }
        if (i % 2 === 0) {
          await diagnose(doctorSession, entry);
          await signOut(doctorSession, entry);
        } else toDiagnose.push(entry);
      }
    }),
  );
  const flowTook = (performance.now() - tFlow) / 1000;
  const seedTook = (performance.now() - t0) / 1000;
  // Start the shared browser and its pages: the "before" memory is the API with Chromium running.
  for (const r of printable.slice(0, 3)) await req('pdf', userSession, 'GET', `/api/reports/${PLURAL[r.kind]}/${r.id}/pdf`);

  let failedRuns = 0;
  for (const [run, CLIENTS] of CLIENT_RUNS.entries()) {
    stats.clear();
    // The clients, by role, each signed in (a few at a time: sign-in hashes a password).
    const roles = Array.from({ length: CLIENTS }, (_, i) => {
      const lab = Math.round(CLIENTS * 0.4);
      const doctors = Math.round(CLIENTS * 0.3);
      return i < lab ? 'user' : i < lab + doctors ? 'doctor' : 'guest';
    });
    const accounts = roles.map((role, i) => (role === 'doctor' ? benchDoctors[i - roles.indexOf('doctor')].username : role));
    const sessions = [];
    for (let i = 0; i < roles.length; i += 5) sessions.push(...(await Promise.all(accounts.slice(i, i + 5).map((account) => signIn(base, account)))));
    roles.forEach((role, i) => role === 'doctor' && signsAs.set(sessions[i], benchDoctors[i - roles.indexOf('doctor')].pathologistId));
    const panels = {};
    for (const role of ['user', 'doctor', 'guest']) {
      const session = sessions[roles.indexOf(role)];
      panels[role] = session ? (await call(base, 'GET', '/api/dashboard', { headers: session })).body.panels : [];
    }

    const someCase = () => (recent.length && Math.random() < 0.3 ? pick(recent) : pick(sample));
    const search = (name, headers, kind, term) => req(name, headers, 'GET', `/api/${PLURAL[kind]}?search=${encodeURIComponent(term)}`);
    const common = {
      'worklist page': (h) => req('worklist page', h, 'GET', `/api/${PLURAL[draw({ surgical: 5, cytological: 2, gynecological: 3 })]}?first=0&rows=20`),
      'search HN': (h) => {
        const c = someCase();
        return search('search HN', h, c.kind, c.hn);
      },
      'search accession no.': (h) => {
        const c = someCase();
        return search('search accession no.', h, c.kind, c.accession_no);
      },
      'search Thai name': (h) => search('search Thai name', h, pick(KINDS), pick(sample).th),
      'search English name': (h) => search('search English name', h, pick(KINDS), english.length ? pick(english) : 'Srisuk'),
      'case read': (h) => {
        const c = someCase();
        return req('case read', h, 'GET', `/api/${PLURAL[c.kind]}/${c.id}`);
      },
      'dashboard panel': (h, role) => (panels[role].length ? req('dashboard panel', h, 'GET', `/api/dashboard/${pick(panels[role])}`) : undefined),
      'report view': (h) => {
        if (!printable.length) return undefined;
        const r = pick(printable);
        return req('report view', h, 'GET', `/api/reports/${PLURAL[r.kind]}/${r.id}`);
      },
    };
    /** A PDF: a new one, or (a share) one this client fetched before, revalidated with its ETag if it had one. */
    const pdf = async (h, seen) => {
      if (!printable.length) return;
      const again = seen.size > 0 && Math.random() < 0.35;
      const r = again ? pick([...seen.keys()]) : pick(printable);
      const key = again ? r : `${r.kind}:${r.id}`;
      const [kind, id] = key.split(':');
      const etag = seen.get(key);
      const res = await req(
        again ? 'pdf (repeat view)' : 'pdf',
        etag ? { ...h, 'if-none-match': etag } : h,
        'GET',
        `/api/reports/${PLURAL[kind]}/${id}/pdf`,
        undefined,
        [200, 304],
      );
      if (res) seen.set(key, res.headers.etag ?? seen.get(key) ?? '');
    };
    const MIX = {
      user: {
        'register (one case)': [
          12,
          async (h) => {
            const kind = draw({ surgical: 52, gynecological: 32, cytological: 16 });
            const c = await register(h, kind);
            if (c) enqueueRegistered(kind, c);
          },
        ],
        'register (batch of 3)': [
          4,
          async (h) => {
            const kind = draw({ surgical: 3, cytological: 1 });
            const body = caseBody(kind);
            const specimens = ['Stomach, antrum, biopsy', 'Stomach, body, biopsy', 'Duodenum, biopsy'];
            const res = await req('register (batch of 3)', h, 'POST', `/api/${PLURAL[kind]}/new`, { cases: specimens.map((specimen) => ({ ...body, specimen })) }, [201]);
            for (const c of res?.body[PLURAL[kind]] ?? []) enqueueRegistered(kind, c);
          },
        ],
        'worklist page': [16, common['worklist page']],
        'search HN': [8, common['search HN']],
        'search accession no.': [8, common['search accession no.']],
        'search Thai name': [7, common['search Thai name']],
        'search English name': [4, common['search English name']],
        'case read': [10, common['case read']],
        'gross (blocks)': [
          6,
          async (h) => {
            const c = toGross.shift();
            if (!c) return common['worklist page'](h);
            const entry = await grossOne(h, c);
            if (entry) toDiagnose.push(entry);
          },
        ],
        'additionals worklist': [6, (h) => req('additionals worklist', h, 'GET', '/api/additionals?first=0&rows=20')],
        scan: [
          6,
          (h) =>
            slides.length
              ? req('scan (order done)', h, 'POST', '/api/additionals/done', { code: slides.shift(), resultNote: 'Stained, control satisfactory' }, [200, 201])
              : req('additionals worklist', h, 'GET', '/api/additionals?first=0&rows=20'),
        ],
        'include list': [3, (h) => req('include list', h, 'GET', `/api/reports/${draw({ surgical: 2, cytological: 1, gynecological: 1 })}includereports?first=0&rows=100`)],
        'dispatch list': [3, (h) => req('dispatch list', h, 'GET', '/api/reports/dispatches?first=0&rows=20')],
        'dashboard panel': [4, (h) => common['dashboard panel'](h, 'user')],
      },
      doctor: {
        'my worklist': [18, (h) => req('worklist page', h, 'GET', `/api/surgicals?status=in_progress,diagnosed&first=0&rows=20`)],
        'case read': [14, common['case read']],
        'result save': [
          22,
          async (h) => {
            const c = toDiagnose.shift();
            if (!c) return common['case read'](h);
            if (await diagnose(h, c)) toSignOut.push({ ...c, by: h });
          },
        ],
        // A pathologist signs out the cases they diagnosed.
        'sign-out': [
          14,
          (h) => {
            const at = toSignOut.findIndex((c) => c.by === h);
            return at >= 0 ? signOut(h, toSignOut.splice(at, 1)[0]) : common['worklist page'](h);
          },
        ],
        'order tests': [5, (h) => (grossed.length ? order(h, pick(grossed)) : common['case read'](h))],
        'report view': [7, common['report view']],
        pdf: [6, (h, seen) => pdf(h, seen)],
        'search Thai name': [5, common['search Thai name']],
        'dashboard panel': [9, (h) => common['dashboard panel'](h, 'doctor')],
      },
      guest: {
        'report list': [24, (h) => req('report list', h, 'GET', `/api/reports/${PLURAL[draw({ surgical: 3, cytological: 1, gynecological: 2 })]}?first=0&rows=20`)],
        'report search': [
          18,
          (h) => {
            const c = pick(sample);
            return req('report search', h, 'GET', `/api/reports/${PLURAL[c.kind]}?search=${encodeURIComponent(Math.random() < 0.5 ? c.hn : c.th)}`);
          },
        ],
        'report view': [22, common['report view']],
        pdf: [28, (h, seen) => pdf(h, seen)],
        'dashboard panel': [8, (h) => common['dashboard panel'](h, 'guest')],
      },
    };

    // The mix.
    const heapBefore = await heapAfterGc(INSPECTOR_PORT);
    const memoryBefore = memory(server.pid);
    const cpuBefore = { ...cpuTime(server.pid), bench: process.cpuUsage() };
    const loadBefore = loadavg();
    if (server.statements.on) await q('select pg_stat_statements_reset()');
    measuring = true;
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      sessions.map(async (headers, i) => {
        const role = roles[i];
        const weights = Object.fromEntries(Object.entries(MIX[role]).map(([name, [w]]) => [name, w]));
        const seen = new Map();
        await sleep(Math.random() * THINK_MS * 2); // not all at once
        while (Date.now() < deadline) {
          await MIX[role][draw(weights)][1](headers, seen);
          await sleep(Math.random() * THINK_MS * 2);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    measuring = false;
    const loadAfter = loadavg();
    const memoryAfter = memory(server.pid);
    const cpuAfter = cpuTime(server.pid);
    const heapAfter = await heapAfterGc(INSPECTOR_PORT);
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpuShare = (key) => `${(cpuAfter[key] - cpuBefore[key]).toFixed(1)} s`;

    // The report.
    const rows = [...stats.entries()].map(([name, s]) => ({ name, count: s.ms.length, errors: s.errors, sample: s.sample, ...percentiles(s.ms) }));
    rows.sort((a, b) => b.p99 - a.p99);
    const all = [...stats.values()].flatMap((s) => s.ms);
    const total = all.length + rows.reduce((sum, r) => sum + r.errors, 0);
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    const overall = percentiles(all);
    const split = `${roles.filter((r) => r === 'user').length} lab staff, ${roles.filter((r) => r === 'doctor').length} pathologists, ${roles.filter((r) => r === 'guest').length} hospital readers`;
    const la = (l) => l.map((v) => v.toFixed(2)).join(' ');
    const mb = (v) => `${v.toFixed(0)} MB`;

    if (run === 0) {
      console.log(`\nPathDesk day benchmark${SHORT ? ' (short)' : ''}: the built API (one process) on 127.0.0.1, this machine: ${cpus().length} CPUs\n`);
      console.log(
        `data: ${CASES.toLocaleString('en')} cases over ${seed.hospitals} hospitals (${(seed.took / 1000).toFixed(1)} s), ${reports.toLocaleString('en')} released reports (${reportsTook.toFixed(1)} s),`,
      );
      console.log(
        `      through the API ${FLOW} cases registered and grossed, ${printable.length} signed out, ${slides.length} open-order slides (${flowTook.toFixed(1)} s); seed ${seedTook.toFixed(0)} s in all`,
      );
    }
    console.log(
      `${CLIENT_RUNS.length > 1 ? `\nrun ${run + 1} of ${CLIENT_RUNS.length}, ` : ''}mix:  ${CLIENTS} clients (${split}), ${SECONDS} s, think time 0–${THINK_MS * 2} ms\n`,
    );
    console.log(`${'action'.padEnd(26)} ${'count'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}  errors`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(26)} ${String(r.count).padStart(6)} ${ms(r.p50).padStart(10)} ${ms(r.p99).padStart(10)}  ${r.errors}${r.sample ? `  (first: ${r.sample})` : ''}`,
      );
    }
    console.log(`${'all'.padEnd(26)} ${String(all.length).padStart(6)} ${ms(overall.p50).padStart(10)} ${ms(overall.p99).padStart(10)}  ${errors}`);
    console.log(`\nthroughput: ${(all.length / elapsed).toFixed(1)} requests/s answered (${all.length} in ${elapsed.toFixed(1)} s), errors ${errors} of ${total}`);
    console.log(
      `memory (RSS):   API ${mb(memoryBefore.api)} → ${mb(memoryAfter.api)};  Chromium ${mb(memoryBefore.chromium)} → ${mb(memoryAfter.chromium)} (PSS ${mb(memoryBefore.chromiumPss)} → ${mb(memoryAfter.chromiumPss)}, ${memoryAfter.processes} processes)`,
    );
    console.log(
      `API heap after a full GC: ${mb(heapBefore.used)} → ${mb(heapAfter.used)} used (heap ${mb(heapBefore.total)} → ${mb(heapAfter.total)}); buffers outside it ${mb(heapBefore.arrayBuffers)} → ${mb(heapAfter.arrayBuffers)} (the kept PDFs among them, at most 64 MB)`,
    );
    console.log(
      `CPU time:       API ${cpuShare('api')}, Chromium ${cpuShare('chromium')}, PostgreSQL ${cpuShare('postgres')}, the bench's clients ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s — of ${(cpus().length * elapsed).toFixed(0)} s (${cpus().length} CPUs × ${elapsed.toFixed(0)} s)`,
    );
    console.log(`load average:   before ${la(loadBefore)}, after ${la(loadAfter)} (1, 5, 15 min)`);

    if (server.statements.on) {
      const top = await q(
        `select calls::int, total_exec_time as total, mean_exec_time as mean, rows::bigint as rows, regexp_replace(query, '\\s+', ' ', 'g') as query
           from pg_stat_statements where query not ilike '%pg_stat_statements%' order by total_exec_time desc limit 10`,
      );
      console.log(`\nbusiest statements during the mix (pg_stat_statements, by total time):`);
      console.log(`${'total'.padStart(10)} ${'calls'.padStart(6)} ${'mean'.padStart(10)} ${'rows'.padStart(7)}  statement`);
      for (const s of top)
        console.log(
          `${ms(s.total).padStart(10)} ${String(s.calls).padStart(6)} ${ms(s.mean).padStart(10)} ${String(s.rows).padStart(7)}  ${s.query.slice(0, 160)}${s.query.length > 160 ? '…' : ''}`,
        );
    } else {
      console.log(`\nbusiest statements: pg_stat_statements is not available on this database (${server.statements.why})`);
    }

    const share = total ? errors / total : 1;
    failed = share > MAX_ERROR_SHARE || all.length === 0;
    if (process.env.BENCH_SUMMARY_FILE) {
      const worst = rows
        .slice(0, 3)
        .map((r) => `${r.name} ${ms(r.p99)}`)
        .join(', ');
      appendFileSync(
        process.env.BENCH_SUMMARY_FILE,
        `bench:day${SHORT ? ' --short' : ''}: ${CASES.toLocaleString('en')} cases, ${CLIENTS} clients, ${elapsed.toFixed(0)} s: ${(all.length / elapsed).toFixed(1)} req/s, ` +
          `p50 ${ms(overall.p50)}, p99 ${ms(overall.p99)}, errors ${errors}/${total}; worst p99: ${worst}; ` +
          `API RSS ${mb(memoryBefore.api)} → ${mb(memoryAfter.api)} (heap after GC ${mb(heapBefore.used)} → ${mb(heapAfter.used)}), Chromium ${mb(memoryBefore.chromium)} → ${mb(memoryAfter.chromium)}; load ${la(loadAfter)}\n`,
      );
    }
    failedRuns += failed ? 1 : 0;
    console.log(
      failed ? `\nFAILED: ${(share * 100).toFixed(1)}% of the requests failed (at most ${MAX_ERROR_SHARE * 100}% allowed).` : `\nRun ${run + 1} of ${CLIENT_RUNS.length} done.`,
    );
  }
  failed = failedRuns > 0;
  console.log(failed ? `\nFAILED: ${failedRuns} of ${CLIENT_RUNS.length} runs.` : `\nDone (figures only: no time is asserted).`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  close();
  await db.end().catch(() => undefined);
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
