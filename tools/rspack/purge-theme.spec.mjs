import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purgeTheme, unreachableThemeClasses } from './purge-theme.mjs';

/** A stand-in for node_modules/primereact: each entry point is a folder with a package.json. */
function primeReact(dir, entries) {
  for (const [name, code] of Object.entries(entries)) {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ module: `./${name}.esm.js` }));
    writeFileSync(join(dir, name, `${name}.esm.js`), code);
  }
}

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'purge-theme-'));
  const src = join(dir, 'src');
  mkdirSync(src);
  primeReact(join(dir, 'primereact'), {
    // Imported by the sources; builds severity classes from a prefix and renders a badge.
    button: `import { Badge } from 'primereact/badge';\nconst c = classNames('p-button p-component', "p-button-".concat(severity));`,
    badge: `const c = 'p-badge p-badge-dot';`,
    // Not imported by anything.
    tabview: `const c = classNames('p-tabview p-component', 'p-tabview-nav', 'p-tabview-selected');`,
    menu: `const c = 'p-menu p-menuitem-content p-menuitem-link';`,
  });
  writeFileSync(join(src, 'page.tsx'), 'import { Button } from \'primereact/button\';\nconst menu = <ul className="p-menu"><li className="p-menuitem-link" /></ul>;');
  writeFileSync(join(src, 'tag.tsx'), 'const tag = <span className={`p-tabview-${kind}`} />;');
  writeFileSync(join(src, 'page.spec.tsx'), "import { TabView } from 'primereact/tabview';");
  return unreachableThemeClasses({ roots: [src], primeReactDir: join(dir, 'primereact') });
}

test('only classes that nothing imported or written can set are unreachable', () => {
  const unreachable = setUp();
  // tabview is imported by a spec only; p-tabview-nav and -selected fall under the sources' `p-tabview-` prefix.
  expect([...unreachable].sort()).toEqual(['p-menuitem-content', 'p-tabview']);
});

test('drops the selectors that need an unreachable class, inside @layer and @media too', () => {
  const css =
    ':root{--primary-color:#10b981}@font-face{font-family:Inter;src:url(x.woff2)}' +
    '@layer primereact{.p-button{color:red}.p-button.p-button-danger{color:darkred}.p-tabview .p-tabview-nav,.p-badge{margin:0}' +
    '/* Menu */.p-menu .p-menuitem-content .p-menuitem-link{padding:1rem}.p-menu .p-menuitem-link{padding:.5rem}' +
    '@media screen and (max-width:960px){.p-tabview{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}}';
  const out = purgeTheme(css, new Set(['p-tabview', 'p-menuitem-content']));
  expect(out).toBe(
    ':root{--primary-color:#10b981}@font-face{font-family:Inter;src:url(x.woff2)}' +
      '@layer primereact{.p-button{color:red}.p-button.p-button-danger{color:darkred}.p-badge{margin:0}' +
      '.p-menu .p-menuitem-link{padding:.5rem}@keyframes spin{from{opacity:0}to{opacity:1}}}',
  );
});
