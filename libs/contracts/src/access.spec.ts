import { canOpenIn, pageAccessIn } from './access.js';
import type { ManifestPage } from './shell-config.js';

// The composed table of the real apps is checked against spec §2 and §6 in the shell
// (apps/shell/src/app/page-access.spec.ts); these are the rules of the lookup itself.
const pages: ManifestPage[] = [
  { path: '/', roles: ['admin', 'user', 'doctor', 'guest'] },
  { path: '/workspace', roles: ['admin', 'user', 'doctor'] },
  { path: '/workspace/additionals', roles: ['admin', 'user'] },
  { path: '/docs', roles: 'anyone' },
];

describe('page access in a table of pages', () => {
  it.each([
    ['/', ['admin', 'user', 'doctor', 'guest']],
    ['/workspace', ['admin', 'user', 'doctor']],
    ['/workspace/', ['admin', 'user', 'doctor']],
    ['/workspace/surgicals/12/result', ['admin', 'user', 'doctor']],
    ['/workspace/additionals', ['admin', 'user']],
    ['/workspace/additionals/7', ['admin', 'user']],
  ])('the longest matching page decides: %s is for %j', (path, roles) => {
    for (const role of ['admin', 'user', 'doctor', 'guest', 'pending']) {
      expect([path, role, canOpenIn(pages, path, role)]).toEqual([path, role, roles.includes(role)]);
    }
    expect(canOpenIn(pages, path, null)).toBe(false);
  });

  it('compares roles without regard to case', () => {
    expect(canOpenIn(pages, '/workspace/additionals', 'ADMIN')).toBe(true);
    expect(canOpenIn(pages, '/workspace', ' Doctor ')).toBe(true);
  });

  it.each(['/login', '/docs', '/docs/intro', '/somewhere/else'])('%s is open to anyone', (path) => {
    expect(pageAccessIn(pages, path)).toEqual({ signIn: false });
    expect(canOpenIn(pages, path, null)).toBe(true);
  });

  it('matches / for the dashboard only, and never a longer first segment as a prefix', () => {
    expect(pageAccessIn(pages, '/workspaces')).toEqual({ signIn: false });
    expect(pageAccessIn(pages, '/x')).toEqual({ signIn: false });
  });
});
