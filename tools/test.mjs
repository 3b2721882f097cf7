// npm test: lint, type checks and unit tests; API integration tests against a real PostgreSQL
// (DATABASE_URL's server, or an embedded one); the production build; then the Playwright
// end-to-end tests in Chromium against that build, and the operations tests (replicas behind
// nginx, backup and restore). Every stage runs; the exit code is non-zero if any failed.
//
// The stages run one after the other — lint, type checks and unit tests; the production build; the
// integration tests; the end-to-end tests; the operations tests — each using the two cores by itself.
// Run side by side (all five, or two lanes) they kept the 2-core machine at load 8–20 and took longer
// in all than one after the other (stop 35: 2,319 s at once; two lanes 1,295 s; the stages alone add
// up to about 1,130 s), and set-ups meant to take a second took a minute. Output lines are labelled
// ([unit], [build], [int], [e2e], [ops]); none of these stages measures time (docs/architecture.md, Tests).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_PROJECTS, nxLabelled, requireNode24, WEB_PROJECTS, workspaceRoot } from './scripts/run.mjs';

requireNode24();

const APPS = APP_PROJECTS.join(',');
const affectedMode = process.argv.includes('--affected');
let stages = [
  {
    label: 'unit',
    name: 'lint, type checks and unit tests',
    // The web projects' type checks as one program (WEB_PROJECTS), then the others'.
    steps: [
      ['run-many', '-t', 'lint', 'test', 'typecheck-web', '--parallel=2'],
      ['run-many', '-t', 'typecheck', '--parallel=2', `--exclude=${WEB_PROJECTS.join(',')}`],
    ],
  },
  { label: 'build', name: 'production build', args: ['run-many', '-t', 'build', `--projects=${APPS}`], after: ['unit'] },
  { label: 'int', name: 'API integration tests (PostgreSQL)', args: ['run', 'api:int'], after: ['build'] },
  { label: 'e2e', name: 'end-to-end tests (Chromium)', args: ['run', 'e2e:e2e', '--excludeTaskDependencies'], needs: ['build'], after: ['int'] },
  {
    label: 'ops',
    name: 'operations: two API replicas behind nginx (one killed mid-run), a month-end job killed, backup and restore',
    args: ['run', 'api:ops', '--excludeTaskDependencies'],
    needs: ['build'],
    after: ['e2e'],
  },
];
if (affectedMode) stages = affectedStages();

/**
 * `npm run test:affected` (issue 33.4): only what a change touches — the projects it changes and those
 * that depend on them (Nx's project graph), against NX_BASE (default HEAD~1) or --base=<ref>. A
 * change to one remote lints, type-checks, tests and builds that remote (and tools/composition, which
 * reads every manifest); of the end-to-end specs, those that open its pages, and the shell's and the
 * remotes' own, run against its build beside the others'. A change to the shell, a shared lib or the
 * API runs everything it reaches, the whole end-to-end suite included. `npm test` runs everything.
 */
function affectedStages() {
  const base = process.argv.find((arg) => arg.startsWith('--base='))?.slice(7) ?? process.env.NX_BASE ?? 'HEAD~1';
  const nxBin = join(workspaceRoot, 'node_modules/nx/dist/bin/nx.js');
  const affected = JSON.parse(
    execFileSync(process.execPath, [nxBin, 'show', 'projects', '--affected', `--base=${base}`, '--json'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    }),
  );
  console.log(`affected since ${base}: ${affected.join(', ') || 'nothing'}`);
  const remotes = ['workspace', 'settings', 'reports', 'templates'];
  const reachesAll = affected.some((project) => !remotes.includes(project) && !['e2e', 'composition', 'tools'].includes(project));
  const chosen = [{ label: 'unit', name: 'lint, type checks and unit tests (affected)', args: ['affected', '-t', 'lint', 'typecheck', 'test', '--parallel=2', `--base=${base}`] }];
  if (affected.includes('api')) chosen.push(stages.find((stage) => stage.label === 'int'));
  if (!affected.includes('e2e')) return chosen;
  chosen.push({ label: 'build', name: 'production build', args: ['run-many', '-t', 'build', `--projects=${APPS}`] });
  const specs = reachesAll ? [] : e2eSpecsOf(affected.filter((project) => remotes.includes(project)));
  chosen.push({
    label: 'e2e',
    name: `end-to-end tests (${reachesAll ? 'all' : specs.join(' ')})`,
    args: ['run', 'e2e:e2e', '--excludeTaskDependencies', ...(specs.length ? [`--args=${specs.join(' ')}`] : [])],
    needs: ['build'],
  });
  if (affected.includes('api')) chosen.push(stages.find((stage) => stage.label === 'ops'));
  return chosen;
}

/** The end-to-end specs that open a page of these remotes (one of their mounts in the spec's text), and the shell's and the remotes' own. */
function e2eSpecsOf(names) {
  const mounts = names.flatMap((name) => {
    const manifest = readFileSync(join(workspaceRoot, 'apps', name, 'src/manifest.ts'), 'utf8');
    return [...(/mounts: \[([^\]]*)\]/.exec(manifest)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
  });
  const dir = join(workspaceRoot, 'apps/e2e/src');
  const always = ['remotes.spec.ts', 'shell.spec.ts', 'version-skew.spec.ts'];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => always.includes(file) || mounts.some((mount) => new RegExp(`['\`"]${mount}(/|['\`"?])`).test(readFileSync(join(dir, file), 'utf8'))))
    .sort();
}

const results = [];
const wallStarted = Date.now();
const running = new Map();
const run = (stage) => {
  const started = running.get(stage.label);
  if (started) return started;
  const promise = (async () => {
    // `needs`: stages whose output this one uses (skipped if one failed); `after`: stages it waits
    // for only to keep the lanes (it runs whatever they gave). A stage not chosen is not waited for.
    const waitFor = (labels) =>
      Promise.all(
        (labels ?? [])
          .map((label) => stages.find((s) => s.label === label))
          .filter(Boolean)
          .map(run),
      );
    await waitFor(stage.after);
    const failed = (await waitFor(stage.needs)).find((before) => before.code !== 0);
    if (failed) {
      console.log(`[${stage.label}] skipped: the ${failed.name} failed`);
      return { ...stage, code: 1, seconds: '0.0' };
    }
    const t0 = Date.now();
    let code = 0;
    const failures = [];
    for (const args of stage.steps ?? [stage.args]) {
      const step = await nxLabelled(stage.label, args);
      code ||= step.code;
      failures.push(...step.failures);
    }
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
