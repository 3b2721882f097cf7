import { canOpen, pageAccess } from './access.js';

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

  it.each(['/login', '/auth/login', '/auth/access', '/landing', '/pages/notfound', '/uikit/button', '/documentation', '/settings-elsewhere'])(
    '%s is open to anyone',
    (path) => {
      expect(pageAccess(path)).toEqual({ signIn: false });
      expect(canOpen(path, null)).toBe(true);
    },
  );

  it('does not mistake a longer first segment for a prefix', () => {
    expect(pageAccess('/workspaces')).toEqual({ signIn: false });
  });
});
