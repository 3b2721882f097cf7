import { pageAccessIn } from '@pathdesk/contracts';
import { canOpenPage, composedPages } from '@pathdesk/web-data';
import { SOURCES } from './apps';

const canOpen = (path: string, role: string | null) => canOpenPage(SOURCES, path, role);

// Spec §2 and §6: who may open each page, as the shell's guard composes it from the manifests.
describe('page access (spec §2, §6)', () => {
  it.each([
    ['/', ['admin', 'user', 'doctor', 'guest']],
    ['/workspace', ['admin', 'user', 'doctor']],
    ['/workspace/surgicals/12/result', ['admin', 'user', 'doctor']],
    ['/workspace/gyneologicals/3/view', ['admin', 'user', 'doctor']],
    ['/workspace/surgicals/12/additionals', ['admin', 'user', 'doctor']],
    ['/workspace/additionals', ['admin', 'user']],
    ['/workspace/paraffins', ['admin', 'user']],
    ['/workspace/gyneologicals/3/paraffins', ['admin', 'user', 'doctor']],
    ['/setting/tests', ['admin']],
    ['/report/index', ['admin', 'user']],
    ['/report/surgical-invoice', ['admin', 'user']],
    ['/report/surgical-report', ['admin', 'user', 'guest']],
    ['/report/gynecological-report/', ['admin', 'user', 'guest']],
    ['/report/surgical-report/42', ['admin', 'user', 'guest']],
    ['/report/gynecological-review-report', ['admin', 'user', 'doctor']],
    ['/setting/users', ['admin']],
    ['/setting/prefix', ['admin']],
    ['/setting/company', ['admin']],
    ['/setting/hispitals', ['admin', 'user']],
    ['/setting/doctors', ['admin', 'user']],
    ['/setting/profile', ['admin', 'user', 'doctor', 'guest']],
  ])('%s is for %j', (path, roles) => {
    for (const role of ['admin', 'user', 'doctor', 'guest', 'pending']) {
      expect([path, role, canOpen(path, role)]).toEqual([path, role, roles.includes(role)]);
    }
    expect(canOpen(path, null)).toBe(false);
  });

  it('compares roles without regard to case', () => {
    expect(canOpen('/setting/users', 'ADMIN')).toBe(true);
    expect(canOpen('/workspace', ' Doctor ')).toBe(true);
  });

  // Issue 32.5: the verification a printed document's QR code opens.
  it.each([
    '/login',
    '/auth/login',
    '/auth/access',
    '/landing',
    '/pages/notfound',
    '/uikit/button',
    '/documentation',
    '/pages/crud',
    '/settings-elsewhere',
    '/verify/0123456789abcdef0123456789abcdef',
  ])('%s is open to anyone', (path) => {
    expect(pageAccessIn(composedPages(SOURCES), path)).toEqual({ signIn: false });
    expect(canOpen(path, null)).toBe(true);
  });

  it('does not mistake a longer first segment for a prefix', () => {
    expect(pageAccessIn(composedPages(SOURCES), '/workspaces')).toEqual({ signIn: false });
  });

  it('gives every remote a rule for each of its mounts: nothing of a remote is open by omission', () => {
    for (const { manifest, host } of SOURCES) {
      if (host) continue;
      for (const mount of manifest.mounts) expect([manifest.name, mount, manifest.pages.some((page) => page.path === mount)]).toEqual([manifest.name, mount, true]);
    }
  });
});
