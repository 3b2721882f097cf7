// npm test: lint, type checks and unit tests; API integration tests against a real PostgreSQL
// (DATABASE_URL's server, or an embedded one); the production build; then the Playwright
// end-to-end tests in Chromium against that build, and the operations tests (replicas behind
// nginx, backup and restore). Every stage runs; the exit code is non-zero if any failed.
//
// Every stage starts at once, but for the end-to-end and operations stages, which start when the
// production build is done (they use it: --excludeTaskDependencies). Output lines are labelled
// ([unit], [int], [build], [e2e], [ops]). None of these stages measures time, and each waits on
// something other than the cores much of the time (PostgreSQL, the disk, the browser, replicas
// starting and stopping), so on two cores they overlap well; the tests are written to pass on a
// busy machine (docs/architecture.md, Tests).
import { nxLabelled, requireNode24 } from './scripts/run.mjs';

requireNode24();

const APPS = 'api,shell,workspace,settings,reports';
const stages = [
  { label: 'build', name: 'production build', args: ['run-many', '-t', 'build', `--projects=${APPS}`] },
  { label: 'e2e', name: 'end-to-end tests (Chromium)', args: ['run', 'e2e:e2e', '--excludeTaskDependencies'], after: 'build' },
  { label: 'ops', name: 'operations: two API replicas behind nginx (one killed mid-run), a month-end job killed, backup and restore', args: ['run', 'api:ops', '--excludeTaskDependencies'], after: 'build' },
  { label: 'unit', name: 'lint, type checks and unit tests', args: ['run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2'] },
  { label: 'int', name: 'API integration tests (PostgreSQL)', args: ['run', 'api:int'] },
];

const results = [];
const wallStarted = Date.now();
const running = new Map();
const run = (stage) => {
  const started = running.get(stage.label);
  if (started) return started;
  const promise = (async () => {
    if (stage.after) {
      const before = await run(stages.find((s) => s.label === stage.after));
      if (before.code !== 0) {
        console.log(`[${stage.label}] skipped: the ${before.name} failed`);
        return { ...stage, code: 1, seconds: '0.0' };
      }
    }
    const t0 = Date.now();
    const { code, failures } = await nxLabelled(stage.label, stage.args);
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(`\n[${stage.label}] ${code === 0 ? 'PASS' : 'FAIL'} in ${seconds} s (at ${((Date.now() - wallStarted) / 1000).toFixed(0)} s)\n`);
    return { ...stage, code, seconds, failures };
  })();
  running.set(stage.label, promise);
  return promise;
};
console.log(`\n=== ${stages.map((s) => s.name).join(' | ')} ===\n`);
results.push(...(await Promise.all(stages.map(run))));

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.code === 0 ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  if (r.code !== 0) for (const line of r.failures ?? []) console.log(`        ${line}`);
}
console.log(`total ${((Date.now() - wallStarted) / 1000).toFixed(1)} s (wall clock)`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
