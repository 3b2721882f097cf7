// npm test: lint, type checks and unit tests; API integration tests against a real PostgreSQL
// (DATABASE_URL's server, or an embedded one); then the Playwright end-to-end tests in Chromium
// against the production build. Every stage runs; the exit code is non-zero if any failed.
import { nx, requireNode24 } from './scripts/run.mjs';

requireNode24();

const stages = [
  { name: 'lint, type checks and unit tests', args: ['run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2'] },
  { name: 'API integration tests (PostgreSQL)', args: ['run', 'api:int'] },
  { name: 'end-to-end tests (Chromium)', args: ['run', 'e2e:e2e'] },
  { name: 'operations: two API replicas behind nginx (one killed mid-run), backup and restore', args: ['run', 'api:ops'] },
];

const results = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===\n`);
  const started = Date.now();
  const code = await nx(stage.args);
  results.push({ ...stage, code, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.code === 0 ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
console.log(`total ${results.reduce((sum, r) => sum + Number(r.seconds), 0).toFixed(1)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
