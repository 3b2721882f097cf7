import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectTokens, purgeCss } from './purge-css.mjs';

const css =
  '.flex{display:flex}.grid{display:grid}.grid>.col{padding:0}@media screen and (min-width:768px){.md\\:col-6{width:50%}.md\\:col-4{width:33%}}' +
  '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}.pi{font-family:primeicons}.pi-home:before{content:"a"}.pi-user:before{content:"b"}';

test('keeps the rules whose classes the sources name, at-rules and media queries included', () => {
  const out = purgeCss(css, new Set(['flex', 'md:col-6', 'pi', 'pi-home']));
  expect(out).toContain('.flex{display:flex}');
  expect(out).toContain('@media screen and (min-width:768px){.md\\:col-6{width:50%}}');
  expect(out).toContain('@keyframes spin');
  expect(out).toContain('.pi-home:before');
  expect(out).not.toContain('.grid');
  expect(out).not.toContain('col-4');
  expect(out).not.toContain('pi-user');
});

test('finds class names in sources, skipping specs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'purge-'));
  mkdirSync(join(dir, 'nested'));
  writeFileSync(join(dir, 'nested/page.tsx'), '<div className="flex md:col-6"><i className="pi pi-home" /></div>');
  writeFileSync(join(dir, 'page.spec.tsx'), '<div className="grid" />');
  const { tokens, files } = collectTokens([dir]);
  expect(files).toHaveLength(1);
  expect(tokens.has('md:col-6')).toBe(true);
  expect(tokens.has('pi-home')).toBe(true);
  expect(tokens.has('grid')).toBe(false);
});
