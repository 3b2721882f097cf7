import type { RemoteManifest } from '@pathdesk/contracts';
import { audienceOf, canOpenPage, composable, composeMenu, ownerOf, type ManifestSource } from './compose';

const host: RemoteManifest = {
  name: 'shell',
  namespace: 'shell',
  title: 'title',
  mounts: [],
  pages: [{ path: '/', roles: ['admin', 'user'] }],
  groups: [{ id: 'home', label: 'Home', order: 10 }],
  menu: [
    { group: 'home', order: 10, label: 'Dashboard', icon: 'pi pi-home', to: '/', roles: ['admin', 'user'] },
    { group: 'home', order: 20, label: 'Welcome', icon: 'pi pi-home', to: '/welcome', roles: ['other'] },
  ],
};
const books: RemoteManifest = {
  name: 'books',
  namespace: 'books',
  title: 'Books',
  mounts: ['/books'],
  pages: [
    { path: '/books', roles: ['admin', 'user'] },
    { path: '/books/ledger', roles: ['admin'] },
    // Below another's mount: it does not count.
    { path: '/cases/secret', roles: 'anyone' },
  ],
  groups: [
    { id: 'books', label: 'Books', order: 30 },
    { id: 'home', label: 'Not the shell’s home', order: 99 },
  ],
  menu: [
    { group: 'books', order: 20, label: 'Ledger', icon: 'pi pi-book', to: '/books/ledger', roles: ['admin'] },
    { group: 'books', order: 10, label: 'Shelves', icon: 'pi pi-book', to: '/books/shelves', roles: ['admin', 'user'] },
    { group: 'home', order: 15, label: 'Reading list', icon: 'pi pi-list', to: '/books/reading', roles: ['user'] },
    { group: 'nowhere', order: 1, label: 'Lost', icon: 'pi pi-question', to: '/books/lost', roles: ['admin'] },
  ],
};
const cases: RemoteManifest = {
  name: 'cases',
  namespace: 'cases',
  title: 'Cases',
  // The second claims /books too: the first keeps it.
  mounts: ['/cases', '/books/extra'],
  pages: [
    { path: '/cases', roles: ['admin', 'user'] },
    { path: '/books/extra', roles: 'anyone' },
  ],
  groups: [{ id: 'cases', label: 'Cases', order: 20 }],
  menu: [{ group: 'cases', order: 10, label: 'Worklist', icon: 'pi pi-list', to: '/cases/list', roles: ['admin', 'user'] }],
};

const sources: ManifestSource[] = [
  { manifest: host, namespace: 'shell', host: true },
  { manifest: books, namespace: 'remote-books' },
  { manifest: cases, namespace: 'remote-cases' },
];
const translate = (namespace: string, key: string) => `${namespace}:${key}`;
const sections = (role: string | null) => composeMenu(sources, role, translate).map((s) => [s.label, s.items!.map((i) => i.to)]);

describe('the composition of manifests (issue 33.1)', () => {
  it('gives a role its sections by group order and its entries by their order, each label in its namespace', () => {
    expect(sections('admin')).toEqual([
      ['shell:Home', ['/']],
      ['remote-cases:Cases', ['/cases/list']],
      ['remote-books:Books', ['/books/shelves', '/books/ledger']],
    ]);
    expect(sections('user')).toEqual([
      ['shell:Home', ['/', '/books/reading']],
      ['remote-cases:Cases', ['/cases/list']],
      ['remote-books:Books', ['/books/shelves']],
    ]);
  });

  it('gives a role outside ROLES (or none) the entries for `other`', () => {
    expect(audienceOf('pending')).toBe('other');
    expect(audienceOf(null)).toBe('other');
    expect(audienceOf(' ADMIN ')).toBe('admin');
    expect(sections('pending')).toEqual([['shell:Home', ['/welcome']]]);
  });

  it('leaves out an entry whose group nobody declares, and sections without entries', () => {
    expect(JSON.stringify(composeMenu(sources, 'admin', translate))).not.toContain('/books/lost');
    expect(sections('guest')).toEqual([]);
  });

  it('lets the first to claim an address keep it: a remote cannot take another’s mount or open its pages', () => {
    const [, composedBooks, composedCases] = composable(sources);
    expect(composedCases!.manifest.mounts).toEqual(['/cases']);
    expect(composedCases!.manifest.pages.map((p) => p.path)).toEqual(['/cases']);
    expect(composedBooks!.manifest.pages.map((p) => p.path)).toEqual(['/books', '/books/ledger']);
    expect(canOpenPage(sources, '/cases/secret', null)).toBe(false);
    expect(canOpenPage(sources, '/books/extra', null)).toBe(false);
    expect(ownerOf(sources, '/books/extra/1')!.manifest.name).toBe('books');
  });

  it('decides access by the longest page of all manifests', () => {
    expect(canOpenPage(sources, '/books/ledger/2025', 'user')).toBe(false);
    expect(canOpenPage(sources, '/books/shelves', 'user')).toBe(true);
    expect(canOpenPage(sources, '/', 'user')).toBe(true);
    expect(canOpenPage(sources, '/', 'guest')).toBe(false);
    expect(ownerOf(sources, '/cases/1')!.manifest.name).toBe('cases');
    expect(ownerOf(sources, '/casework')).toBeUndefined();
  });
});
