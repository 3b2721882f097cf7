// npm run bench:pdf — report PDFs from the built API (one shared Chromium, a pool of pages):
//   1. a surgical case with a Thai patient name is registered, diagnosed and signed out through the API
//   2. pooled: CLIENTS clients fetching GET /api/reports/surgicals/:id/pdf back to back for SECONDS:
//      latency p50/p99 and PDFs per second
//   3. memory: SETTLE_PDFS PDFs to let V8 size its heap, then MEMORY_PDFS more (same clients), RSS
//      of the API process and of its Chromium (the sum of the browser's processes, from /proc)
//      sampled every 25: start, middle, end and peak printed; "flat" compares the mean of the last
//      third of the samples with the first third (a single sample sits anywhere on GC's sawtooth)
//   4. baseline, same run: CLIENTS workers each launching a browser per PDF (puppeteer-core, the same
//      Chromium and flags), printing the same HTML the API renders (GET …/pdf?format=html as admin)
// Targets (issue 6): p50 < 300 ms, ≥ 5 PDFs/s, memory flat over the 500 PDFs.
// `--no-build` skips the API build; BENCH_SECONDS, BENCH_SETTLE_PDFS, BENCH_MEMORY_PDFS and
// PDF_POOL_SIZE change sizes; BENCH_VERBOSE=1 prints every memory sample.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, PDF_DEFAULTS } from '../../apps/api/src/pdf/chromium-options.ts';
import { findChromium } from '../../apps/api/src/pdf/chromium-path.ts';
import { nx, requireNode24 } from '../scripts/run.mjs';
import { DEMO_PASSWORD, httpClient } from './http-client.mjs';
import { ms, percentiles } from './load.mjs';
import { memory } from './process-memory.mjs';
import { serveBuiltApp } from './serve-built-app.mjs';

requireNode24();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMORY_PDFS = Number(process.env.BENCH_MEMORY_PDFS ?? 500);
const SETTLE_PDFS = Number(process.env.BENCH_SETTLE_PDFS ?? 500);
const SAMPLE_EVERY = 25;
const CLIENTS = 4;
const WARM_UP = 20;
const TARGET_P50_MS = 300;
const TARGET_PER_SECOND = 5;
/** "Flat": the last third of the samples within this much of the first third (on average). */
const FLAT_TOLERANCE = 0.1;

if (!process.argv.includes('--no-build')) {
  const code = await nx(['run', 'api:build']);
  if (code !== 0) process.exit(code);
}

const { call, signIn, close } = httpClient({ maxSockets: CLIENTS * 2 });

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** `clients` workers running `once` back to back until `until(started)` says stop; latencies of the successes. */
async function drive(clients, once, until) {
  const latencies = [];
  let errors = 0;
  let sample;
  let begun = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!until(begun)) {
        begun++;
        const t0 = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          sample ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { count: latencies.length, errors, sample, seconds, perSecond: latencies.length / seconds, ...percentiles(latencies) };
}

const chromium = findChromium(process.env.PUPPETEER_EXECUTABLE_PATH);
if (!chromium.path) {
  console.error(chromium.error);
  process.exit(1);
}

const server = await serveBuiltApp({ env: { DEMO_PASSWORD } });
let failed = false;
try {
  const base = server.baseUrl;
  const [admin, user, doctor] = await Promise.all(['admin', 'user', 'doctor'].map((name) => signIn(base, name)));

  // 1. A case signed out through the API.
  const prepare = await expectStatus(call(base, 'GET', '/api/surgicals/prepare-register', { headers: user }), 200, 'prepare-register');
  // A doctor signs as the pathologist record linked to the account (issue 16.6).
  const { signature } = await expectStatus(call(base, 'GET', '/api/users/me/signature', { headers: doctor }), 200, 'signature');
  const { surgical } = await expectStatus(
    call(base, 'POST', '/api/surgicals', {
      headers: user,
      body: {
        hn: '6612345',
        patientTitle: 'นางสาว',
        patientFirstName: 'กัญญารัตน์',
        patientLastName: 'ศรีสวัสดิ์',
        patientFirstNameEn: 'Kanyarat',
        patientLastNameEn: 'Srisawat',
        sex: 'female',
        birthDate: '1979-03-14',
        hospitalId: prepare.lookups.hospitals[0].id,
        specimen: 'Breast, left, core needle biopsy (3 cores)',
        clinicalHistory: 'Mass 2 cm, BI-RADS 4C',
        collectedAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
        receivedAt: new Date(Date.now() - 24 * 3_600_000).toISOString(),
      },
    }),
    201,
    'registration',
  );
  await expectStatus(
    call(base, 'PUT', `/api/surgicals/${surgical.id}/result`, {
      headers: doctor,
      body: {
        version: 0,
        complete: true,
        fields: {
          gross: 'Received in formalin, three cores of tan-white tissue, 1.0 to 1.5 cm long, 0.1 cm in diameter. All submitted in one cassette.',
          microscopic:
            'The cores show an infiltrating carcinoma arranged in cords, nests and tubules (tubules < 10%), with moderate nuclear pleomorphism and 8 mitoses per 10 HPF.\nNo lymphovascular invasion is seen. Ductal carcinoma in situ, intermediate grade, accounts for about 10% of the tumour.',
          diagnosis: 'Breast, left, core needle biopsy: invasive carcinoma of no special type, grade 2 (Nottingham score 6/9).',
          comment: 'ER, PR, HER2 and Ki-67 immunostains are ordered; an addendum will follow.',
          malignancy: 'malignant',
          noBlocksReason: 'Cores sent whole to the referral laboratory.',
          pathologistId: signature.staffId,
        },
      },
    }),
    200,
    'result',
  );
  const { surgicalreport: report } = await expectStatus(
    call(base, 'POST', '/api/reports/surgicals/generate', { headers: doctor, body: { caseId: surgical.id, password: DEMO_PASSWORD } }),
    201,
    'sign-out',
  );
  const pdfPath = `/api/reports/surgicals/${report.id}/pdf`;
  const html = (await expectStatus(call(base, 'GET', `${pdfPath}?format=html`, { headers: admin }), 200, 'report HTML')).toString('utf8');

  const fetchPdf = async (session) => {
    const res = await call(base, 'GET', pdfPath, { headers: { cookie: session.cookie } });
    if (res.status !== 200 || res.body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`PDF answered ${res.status}`);
    return res.body.length;
  };
  const sessions = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(base, 'user')));
  let next = 0;
  const pooled = () => fetchPdf(sessions[next++ % CLIENTS]);

  // 2. Pooled: warm up (starts Chromium and the page pool), then CLIENTS clients for SECONDS.
  for (let i = 0; i < WARM_UP; i++) await pooled();
  const bytes = await pooled();
  const deadline = Date.now() + SECONDS * 1000;
  const shared = await drive(CLIENTS, pooled, () => Date.now() >= deadline);

  // 3. Memory: settle, then MEMORY_PDFS more PDFs sampled every SAMPLE_EVERY.
  const beforeSettling = memory(server.pid);
  await drive(CLIENTS, pooled, (begun) => begun >= SETTLE_PDFS);
  const samples = [{ at: 0, ...memory(server.pid) }];
  let done = 0;
  const memoryRun = await drive(
    CLIENTS,
    async () => {
      await pooled();
      done++;
      if (done % SAMPLE_EVERY === 0 || done === Math.floor(MEMORY_PDFS / 2)) samples.push({ at: done, ...memory(server.pid) });
    },
    (begun) => begun >= MEMORY_PDFS,
  );
  if (samples.at(-1).at !== done) samples.push({ at: done, ...memory(server.pid) });

  // 4. Baseline: a browser per PDF, the same Chromium, flags, HTML and print options.
  const baselineDeadline = Date.now() + SECONDS * 1000;
  const perRequest = await drive(
    CLIENTS,
    async () => {
      const browser = await puppeteer.launch({ executablePath: chromium.path, headless: true, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        await page.setJavaScriptEnabled(false);
        await page.setRequestInterception(true);
        page.on('request', (request) => (request.url().startsWith('data:') ? request.continue() : request.abort('blockedbyclient')));
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf(PDF_DEFAULTS);
        if (Buffer.from(pdf.subarray(0, 5)).toString() !== '%PDF-') throw new Error('not a PDF');
      } finally {
        await browser.close();
      }
    },
    () => Date.now() >= baselineDeadline,
  );

  const mb = (value) => `${value.toFixed(0)} MB`.padStart(7);
  const row = (name, r) =>
    `${name.padEnd(36)} ${String(r.count).padStart(5)} PDFs  ${r.perSecond.toFixed(1).padStart(5)}/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   errors ${r.errors}${r.sample ? ` (${r.sample})` : ''}`;
  console.log(`\nPathDesk report PDF benchmark (built API, ${CLIENTS} concurrent clients, this machine: ${(await import('node:os')).cpus().length} CPUs)\n`);
  console.log(
    `report ${report.accessionNo} v${report.version}: ${(bytes / 1024).toFixed(0)} KB PDF, ${(html.length / 1024).toFixed(0)} KB of HTML with the embedded Sarabun font; Chromium ${chromium.path}`,
  );
  console.log(`targets: p50 < ${TARGET_P50_MS} ms, ≥ ${TARGET_PER_SECOND} PDFs/s, memory flat over ${MEMORY_PDFS} PDFs\n`);
  console.log(row(`shared browser, page pool (${SECONDS} s)`, shared));
  console.log(row(`  same, ${memoryRun.count} PDFs (memory run)`, memoryRun));
  console.log(row(`baseline: a browser per PDF (${SECONDS} s)`, perRequest));
  console.log(`  → the shared browser is ${(shared.perSecond / perRequest.perSecond).toFixed(1)}× the throughput, p50 ${(perRequest.p50 / shared.p50).toFixed(1)}× lower\n`);
  const start = samples[0];
  const middle = samples.find((s) => s.at === Math.floor(MEMORY_PDFS / 2));
  const end = samples.at(-1);
  const peak = samples.reduce((a, b) => (b.api + b.chromium > a.api + a.chromium ? b : a));
  const line = (label, s) =>
    `  ${label.padEnd(26)} ${mb(s.api).padStart(8)}   ${mb(s.chromium).padStart(12)}   ${mb(s.chromiumPss).padStart(12)}   ${String(s.processes).padStart(9)}`;
  console.log(`memory${' '.repeat(22)} ${'API RSS'.padStart(8)}   ${'Chromium RSS'.padStart(12)}   ${'Chromium PSS'.padStart(12)}   processes`);
  console.log(line(`before settling (${SETTLE_PDFS} PDFs)`, beforeSettling));
  for (const [label, s] of [
    ['start', start],
    ['middle', middle],
    ['end', end],
    ['peak', peak],
  ])
    console.log(line(`${label} (after ${s.at})`, s));
  if (process.env.BENCH_VERBOSE) for (const s of samples) console.log(`    ${String(s.at).padStart(5)}: API ${mb(s.api)}, Chromium ${mb(s.chromium)} (PSS ${mb(s.chromiumPss)})`);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const mean = (list, key) => list.reduce((sum, s) => sum + s[key], 0) / list.length;
  const trend = (key) => mean(samples.slice(-third), key) / mean(samples.slice(0, third), key) - 1;
  const flat = trend('api') <= FLAT_TOLERANCE && trend('chromium') <= FLAT_TOLERANCE;
  console.log(
    `  last third vs first third of ${samples.length} samples: API ${(trend('api') * 100).toFixed(1)}%, Chromium ${(trend('chromium') * 100).toFixed(1)}% (flat: within ${FLAT_TOLERANCE * 100}%)`,
  );

  const checks = [
    [`p50 ${ms(shared.p50)} < ${TARGET_P50_MS} ms`, shared.p50 < TARGET_P50_MS],
    [`${shared.perSecond.toFixed(1)} PDFs/s ≥ ${TARGET_PER_SECOND}`, shared.perSecond >= TARGET_PER_SECOND],
    ['memory flat', flat],
    ['no errors', shared.errors + memoryRun.errors + perRequest.errors === 0],
  ];
  failed = checks.some(([, ok]) => !ok);
  console.log(`\n${checks.map(([name, ok]) => `${ok ? 'met' : 'MISSED'}: ${name}`).join('\n')}`);
  console.log(failed ? '\nTarget missed.' : '\nTargets met.');
} finally {
  close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
