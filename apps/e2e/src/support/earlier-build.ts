import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { RemoteRelease } from '@pathdesk/contracts';

const root = join(import.meta.dirname, '../../../..');

/**
 * The commit whose shell and reports remote the version-skew test runs against this one: the first
 * commit in the history where the remotes declare themselves — the third wave's sessions restored as
 * one commit (their own history was lost, and with it the commits of platform 2.0.0). SKEW_COMMIT
 * names another; its message finds it again after a rebase.
 */
const EARLIER_COMMIT = process.env.SKEW_COMMIT ?? '69006e8986a5059d6af9d34ea3bb5e5a78b35605';
const EARLIER_SUBJECT = 'Third wave so far (sessions of 2026-11-24 to 2026-11-27), restored as one commit';
/** The older platform the earlier shell is built as having (build-at-commit --platform): this commit's remotes need ^PLATFORM. */
export const EARLIER_PLATFORM = '2.0.0';
/** This commit's platform version (@pathdesk/web-data), the range its remotes are built for. */
export const PLATFORM: string = JSON.parse(readFileSync(join(root, 'libs/web/data/package.json'), 'utf8')).version;

function earlierCommit(): string {
  try {
    execFileSync('git', ['cat-file', '-e', `${EARLIER_COMMIT}^{commit}`], { cwd: root, stdio: 'ignore' });
    return EARLIER_COMMIT;
  } catch {
    const found = execFileSync('git', ['log', '--format=%H', '-n', '1', '-F', `--grep=${EARLIER_SUBJECT}`], { cwd: root, encoding: 'utf8' }).trim();
    if (!found) throw new Error(`The earlier commit ${EARLIER_COMMIT} is not in this clone's history: fetch it (git fetch --unshallow) or name one with SKEW_COMMIT.`);
    return found;
  }
}

/**
 * `apps` built as they were at the earlier commit (tools/remotes/build-at-commit.mjs; kept in
 * tmp/at-commit) — with `platform`, as if that commit's platform had that version.
 */
export function earlierBuild(apps: string[], platform?: string): { dir: string; commit: string } {
  const commit = earlierCommit();
  const args = [join(root, 'tools/remotes/build-at-commit.mjs'), commit, ...(platform ? [`--platform=${platform}`] : []), ...apps];
  const dir = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .trim()
    .split('\n')
    .at(-1)!;
  return { dir: join(dir, 'dist/apps'), commit };
}

export function readRelease(remoteDir: string): RemoteRelease {
  return JSON.parse(readFileSync(join(remoteDir, 'remote.json'), 'utf8')) as RemoteRelease;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Answers with the file at `relative` under `dir` when there is one (true), else not at all (false). */
export async function fulfillFrom(route: Route, dir: string, relative: string): Promise<boolean> {
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir) || !existsSync(file) || extname(file) === '') return false;
  await route.fulfill({ path: file, headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' } });
  return true;
}

/**
 * Counts the React renderers that start on the page, through the hook React's DevTools use: each
 * copy of react-dom announces itself to it, so two mean a duplicate React.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
      __pathdeskRenderers: renderers,
    });
  });
}

export const reactRenderers = (page: Page) => page.evaluate(() => (window as unknown as { __pathdeskRenderers: { version: string }[] }).__pathdeskRenderers.map((r) => r.version));
