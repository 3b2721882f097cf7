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

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `PathDesk needs Node.js 24 (this is ${process.version}). Install it, e.g. "nvm install 24" ` +
        'or "npm i -g --prefix /usr/local node@24", then run the command again.',
    );
    process.exit(1);
  }
}
