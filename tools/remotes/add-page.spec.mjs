// Issue 33.1: adding a page to the reports remote changes files of the reports remote only. The page
// is added (tools/remotes/add-page.mjs, the steps of docs/remotes.md) to a copy of this checkout; the
// copy's git says what changed, Nx says what a CI run must build and test for it, and the remote's
// release (remote.json) carries the page, its rule and its menu entry in both languages.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pageAccessIn } from '../../libs/contracts/src/access.ts';
import { remoteRelease } from '../rspack/remote-release.mjs';
import { addPage } from './add-page.mjs';

const root = join(import.meta.dirname, '../..');
const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('adding a page to the reports remote', () => {
  let copy;
  let changed;
  let release;
  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'pathdesk-add-page-'));
    // The checkout as it is now (committed or not), as a repository of its own.
    for (const file of git(root, 'ls-files', '-co', '--exclude-standard').split('\n').filter(Boolean)) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      try {
        copyFileSync(join(root, file), join(copy, file));
      } catch {
        // listed but deleted in the working tree
      }
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    git(copy, 'init', '-q');
    git(copy, 'add', '-A');
    git(copy, '-c', 'user.name=test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'before');

    addPage({ root: copy, remote: 'reports', segment: 'couriers', title: 'Couriers', thaiTitle: 'ผู้ส่งเอกสาร', roles: ['admin', 'user'] });
    changed = git(copy, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    release = await remoteRelease({ name: 'reports', projectRoot: join(copy, 'apps/reports'), entry: 'remoteEntry.0a1b2c3d.js' });
  }, 120_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("changes the reports remote's files only: its page, routes, manifest and texts", () => {
    expect(changed.sort()).toEqual([
      'apps/reports/src/features/couriers/couriers-page.tsx',
      'apps/reports/src/locales/reports/en.json',
      'apps/reports/src/locales/reports/th.json',
      'apps/reports/src/manifest.ts',
      'apps/reports/src/routes.tsx',
    ]);
  });

  it('asks CI to build and test the reports remote and what depends on it only — not the shell, no other remote, no lib', () => {
    const affected = JSON.parse(
      execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects', '--affected', `--files=${changed.join(',')}`, '--json'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      }),
    );
    expect(affected.sort()).toEqual(['composition', 'e2e', 'reports']);
  });

  it("reaches the shell through the remote's release: the page's rule, its menu entry and its label in English and Thai", () => {
    const entry = release.manifest.menu.find((item) => item.to === '/report/couriers');
    expect(entry).toEqual({ group: 'report', order: expect.any(Number), label: 'menu.Couriers', icon: 'pi pi-fw pi-circle', to: '/report/couriers', roles: ['admin', 'user'] });
    // The new entry comes last in its group.
    expect(Math.max(...release.manifest.menu.filter((item) => item.group === 'report').map((item) => item.order))).toBe(entry.order);
    expect(pageAccessIn(release.manifest.pages, '/report/couriers')).toEqual({ signIn: true, roles: ['admin', 'user'] });
    expect(release.texts.en.menu.Couriers).toBe('Couriers');
    expect(release.texts.th.menu.Couriers).toBe('ผู้ส่งเอกสาร');
    expect(readFileSync(join(copy, 'apps/reports/src/routes.tsx'), 'utf8')).toContain("{ path: 'couriers', element: <CouriersPage /> },");
  });

  it('still type-checks', () => {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'apps/reports/tsconfig.json'], { cwd: copy, stdio: 'pipe' });
  }, 300_000);
});
