import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkManifest, manifestKeys, manifestTexts, remoteRelease, REMOTE_RELEASE_FORMAT } from './remote-release.mjs';

const root = join(import.meta.dirname, '../..');
const REMOTES = ['workspace', 'settings', 'reports', 'templates'];

test.each(REMOTES)('%s: its manifest reads, holds what the shell relies on, and every key has an English and a Thai text', async (name) => {
  const release = await remoteRelease({ name, projectRoot: join(root, 'apps', name), entry: 'remoteEntry.0a1b2c3d.js' });
  expect(release).toMatchObject({ format: REMOTE_RELEASE_FORMAT, name, entry: 'remoteEntry.0a1b2c3d.js', manifest: { name } });
  expect(release.requires['@pathdesk/web-data']).toMatch(/^\^\d+\.\d+\.\d+$/);
  expect(release.requires.react).toMatch(/^\^19\./);
  for (const key of manifestKeys(release.manifest)) {
    const text = (language) => key.split('.').reduce((node, part) => node?.[part], release.texts[language]);
    expect([key, typeof text('en')]).toEqual([key, 'string']);
    expect([key, text('th')]).toEqual([key, expect.stringMatching(/[\u0E00-\u0E7F]/)]);
  }
});

describe('a manifest that would mislead the shell', () => {
  const manifest = { name: 'books', namespace: 'books', title: 'remote.books', mounts: ['/books'], pages: [{ path: '/books', roles: ['admin'] }], groups: [], menu: [] };

  it.each([
    ['another name', { ...manifest, name: 'ledger' }, 'its name is "ledger", not "books"'],
    ['a mount without a page rule (open by omission)', { ...manifest, mounts: ['/books', '/shelves'] }, 'the mount /shelves has no page rule'],
    ["a page below another's address", { ...manifest, pages: [...manifest.pages, { path: '/cases', roles: 'anyone' }] }, 'the page /cases is not below a mount'],
  ])('is refused: %s', (_case, broken, message) => {
    expect(() => checkManifest(broken, 'books')).toThrow(message);
  });

  it('is refused with the keys that have no text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pathdesk-manifest-'));
    try {
      mkdirSync(join(dir, 'src/locales/books'), { recursive: true });
      writeFileSync(join(dir, 'src/locales/books/en.json'), JSON.stringify({ remote: { books: 'Books' }, menu: { Shelves: 'Shelves' } }));
      writeFileSync(join(dir, 'src/locales/books/th.json'), JSON.stringify({ remote: { books: 'หนังสือ' } }));
      const withMenu = { ...manifest, menu: [{ group: 'books', order: 1, label: 'menu.Shelves', icon: 'pi pi-book', to: '/books/shelves', roles: ['admin'] }] };
      expect(() => manifestTexts(dir, withMenu)).toThrow("books: the manifest's keys without a text in src/locales/books: th: menu.Shelves");
      expect(manifestTexts(dir, manifest)).toEqual({ en: { remote: { books: 'Books' } }, th: { remote: { books: 'หนังสือ' } } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
