// Builds apps as they were at an earlier commit (the version-skew test's fixtures, issue 33.5):
//   node tools/remotes/build-at-commit.mjs <commit> [--platform=<version>] <app>...
//     → prints the folder holding dist/apps/<app>
// The commit's sources are taken with `git archive` into tmp/at-commit/<commit>/ and built there with
// this checkout's node_modules; a build is kept, and reused while that folder stays. --platform builds
// them as if that commit's platform (@pathdesk/web-data) had that version (tmp/at-commit/<commit>-platform-<version>/):
// an older shell, where the history no longer holds a commit of an older platform.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
export function buildAtCommit(commit, apps, platform = null) {
  const hash = resolveCommit(commit);
  if (platform !== null && !/^\d+\.\d+\.\d+$/.test(platform)) throw new Error(`--platform=${platform}: a version x.y.z`);
  const dir = join(root, 'tmp/at-commit', platform ? `${hash}-platform-${platform}` : hash);
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
    if (platform) {
      // The platform's version: its package's, and the one it tells remotes (libs/web/data/src/version.ts).
      const file = join(partial, 'libs/web/data/package.json');
      writeFileSync(file, `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: platform }, null, 2)}\n`);
      const told = join(partial, 'libs/web/data/src/version.ts');
      writeFileSync(told, readFileSync(told, 'utf8').replace(/WEB_DATA_VERSION = '[^']*'/, `WEB_DATA_VERSION = '${platform}'`));
    }
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
  const [commit, ...rest] = process.argv.slice(2);
  const platform = rest.find((arg) => arg.startsWith('--platform='))?.slice('--platform='.length) ?? null;
  const apps = rest.filter((arg) => !arg.startsWith('--'));
  if (!commit || !apps.length) {
    console.error('usage: node tools/remotes/build-at-commit.mjs <commit> [--platform=<version>] <app>...');
    process.exit(2);
  }
  console.log(buildAtCommit(commit, apps, platform));
}
