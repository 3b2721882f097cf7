// npm run dev: the API rebuilt and restarted on change (port 3000), and the shell and remotes on
// rspack dev servers with live reload (shell on http://localhost:4200, proxying /api to the API).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nxEnv, requireNode24, workspaceRoot } from './scripts/run.mjs';

requireNode24();

const apiPort = process.env.API_PORT ?? '3000';
const remotes = { workspace: 4201, settings: 4202, reports: 4203, templates: 4204 };
const bin = (name) => join(workspaceRoot, 'node_modules/.bin', name);

const env = {
  ...nxEnv,
  API_PORT: apiPort,
  PORT: apiPort,
  WEB_ROOT: 'none',
  // The shell reads where the remotes are from the API: here, their dev servers (each serves its remote.json).
  ...Object.fromEntries(Object.entries(remotes).map(([name, port]) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}/`])),
  REMOTE_RELEASES_TTL_SECONDS: '2',
};

const children = [];
function start(label, command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: workspaceRoot, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix}exited (${code})\n`);
  });
  children.push(child);
}

// The API: rspack watches and rebuilds the bundle; node --watch restarts it when it changes.
start('api-build', bin('rspack'), ['build', '-c', 'apps/api/rspack.config.mjs', '--node-env', 'development', '--watch']);
setTimeout(() => start('api', process.execPath, ['--watch', '--enable-source-maps', 'dist/apps/api/main.js'], { NODE_ENV: 'development' }), 3000);
start('shell', bin('rspack'), ['serve', '-c', 'apps/shell/rspack.config.mjs', '--node-env', 'development']);
for (const name of Object.keys(remotes)) {
  start(name, bin('rspack'), ['serve', '-c', `apps/${name}/rspack.config.mjs`, '--node-env', 'development']);
}

console.log(`\nPathDesk dev: open http://localhost:4200 (API on http://localhost:${apiPort}). Ctrl+C stops everything.\n`);

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
