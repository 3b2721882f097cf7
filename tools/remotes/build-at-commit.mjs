// Builds apps as they were at an earlier commit (the version-skew test's fixtures, issue 33.5):
//   node tools/remotes/build-at-commit.mjs <commit> <app>... → prints the folder holding dist/apps/<app>
// The commit's sources are taken with `git archive` into tmp/at-commit/<commit>/ and built there with
// this checkout's node_modules; a build is kept, and reused while that folder stays.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '../..');

/** The full hash of `commit`; throws, saying so, when the history lacks it (a shallow clone). */
export function resolveCommit(commit) {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    throw new Error(`Commit ${commit} is not in this clone's history (a shallow clone? git fetch --unshallow).`);
  }
}

/** Builds `apps` at `commit` (production); answers the folder whose dist/apps/<app> hold them. */
export function buildAtCommit(commit, apps) {
  const hash = resolveCommit(commit);
  const dir = join(root, 'tmp/at-commit', hash);
  const done = (app) => join(dir, 'dist/apps', app, '.built');
  if (apps.every((app) => existsSync(done(app)))) return dir;
  if (!existsSync(join(dir, 'package.json'))) {
    // Extracted beside it and renamed into place, so a second process never sees half a tree.
    const partial = `${dir}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', hash], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${hash} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', partial], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    symlinkSync(join(root, 'node_modules'), join(partial, 'node_modules'), 'dir');
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  }
  for (const app of apps) {
    if (existsSync(done(app))) continue;
    const build = spawnSync(process.execPath, [join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', `apps/${app}/rspack.config.mjs`, '--node-env', 'production'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (build.status !== 0) throw new Error(`Building ${app} at ${hash} failed:\n${build.stdout}\n${build.stderr}`);
    writeFileSync(done(app), `${new Date().toISOString()}\n`);
  }
  return dir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [commit, ...apps] = process.argv.slice(2);
  if (!commit || !apps.length) {
    console.error('usage: node tools/remotes/build-at-commit.mjs <commit> <app>...');
    process.exit(2);
  }
  console.log(buildAtCommit(commit, apps));
}
