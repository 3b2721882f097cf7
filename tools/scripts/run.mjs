// Small helpers for the npm scripts: run a command with the project's environment, check Node.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const workspaceRoot = join(import.meta.dirname, '../..');

/** Environment for every Nx call: no cloud, no daemon left behind, plain output. */
export const nxEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
};

const nxBin = join(workspaceRoot, 'node_modules/nx/dist/bin/nx.js');

/** Runs a command, streaming its output; resolves with its exit code. */
function run(command, args, { env = nxEnv, cwd = workspaceRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function nx(args) {
  return run(process.execPath, [nxBin, ...args, '--outputStyle=static']);
}

// Lines that name a failure (Jest, Playwright, tsc, ESLint, Nx), kept to repeat in the summary:
// a CI log is often read from its end only.
const FAILURE_LINE = /(^\s*FAIL\s)|(●\s.+›)|(✕|✘)|(^\s*\d+\) \[)|(error TS\d+)|(^\s*\d+:\d+\s+error\s)|(^\s*- \S+:\S+\s*$)|(Failed tasks)/;
// What follows a Playwright or Jest failure's heading and says why (the assertion, what it expected
// and got, the spec's line): kept too, from the next 60 lines — a failure that passes on a rerun is
// diagnosed from the summary alone.
const FAILURE_HEADING = /(^\s*\d+\) \[)|(●\s.+›)/;
const FAILURE_DETAIL = /(Error:)|(Expected\b)|(Received\b)|(Timeout)|(^\s*>\s*\d+\s*\|)|(\.spec\.tsx?:\d+:\d+)/;
// knip's report: a heading ("Unused exports (1)"), then one line per finding, then a blank line.
const KNIP_HEADING = /^(Unused|Unlisted|Unresolved|Duplicate) [a-z ]+ \(\d+\)$/;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Runs an Nx command beside others: each line of its output is printed as it comes, behind the
 * label, so stages that run at once stay readable. Resolves with its exit code and the lines that
 * named failures and why (at most 100).
 */
export function nxLabelled(label, args) {
  const failures = [];
  let knipFindings = false;
  let detailLines = 0;
  const note = (line) => {
    const plain = line.replace(ANSI, '');
    if (KNIP_HEADING.test(plain.trim())) knipFindings = true;
    else if (!plain.trim()) knipFindings = false;
    const kept = knipFindings || FAILURE_LINE.test(plain) || (detailLines > 0 && FAILURE_DETAIL.test(plain));
    if (FAILURE_HEADING.test(plain)) detailLines = 60;
    else if (detailLines > 0) detailLines -= 1;
    if (kept && failures.length < 100) failures.push(plain.trimEnd());
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nxBin, ...args, '--outputStyle=static'], { cwd: workspaceRoot, env: nxEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          note(line);
          process.stdout.write(`[${label}] ${line}\n`);
        }
      });
      stream.on('end', () => {
        if (!rest) return;
        note(rest);
        process.stdout.write(`[${label}] ${rest}\n`);
      });
    }
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
  });
}

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `PathDesk needs Node.js 24 (this is ${process.version}). Install it, e.g. "nvm install 24" ` + 'or "npm i -g --prefix /usr/local node@24", then run the command again.',
    );
    process.exit(1);
  }
}

/** The projects a production build and the end-to-end tests need: the API, the shell and every remote. */
export const APP_PROJECTS = ['api', 'shell', 'workspace', 'settings', 'reports', 'templates'];

/**
 * The web projects: their type checks have the same options, so `npm test` runs them as one program
 * (tsconfig.web.json, `tools:typecheck-web`) instead of ten that each check the shared libs again.
 * Each keeps its own `typecheck` target (a remote's team checks its remote alone; `npm run test:affected`).
 */
export const WEB_PROJECTS = ['shell', 'workspace', 'settings', 'reports', 'templates', 'web-data', 'web-ui', 'web-lookups', 'web-reports', 'composition'];
