import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_VERSION, platformRequirements, primeReactEntryPoints, PRIME_REACT_COMPONENTS, SCHEMAS, sharedDependencies } from './shared-dependencies.mjs';

const root = join(import.meta.dirname, '../..');

test('shares the singletons with subpaths, and PrimeReact by entry point without its icons', () => {
  const shared = sharedDependencies();
  for (const name of ['react', 'react/', 'react-dom/', 'react-router', '@pathdesk/web-data', 'react-i18next']) {
    expect(shared[name]).toMatchObject({ singleton: true });
  }
  // The store and the i18next instance are inside @pathdesk/web-data: Redux and i18next are not shared.
  for (const name of ['@reduxjs/toolkit/', 'react-redux', 'i18next']) expect(shared[name]).toBeUndefined();
  expect(shared.primereact).toBeUndefined();
  expect(shared['primereact/']).toBeUndefined();
  for (const entry of ['api', 'utils', 'componentbase', 'overlayservice', 'button', 'datatable', 'calendar']) {
    expect(shared[`primereact/${entry}`]).toMatchObject({ singleton: true });
  }
  expect(primeReactEntryPoints()).not.toContain('icons');
  expect(Object.keys(shared).some((key) => key.startsWith('primereact/icons'))).toBe(false);
});

test('gives every shared module its real version and the caret range of it (issue 33.2)', () => {
  const shared = sharedDependencies();
  expect(shared.react).toMatchObject({ version: '19.3.1', requiredVersion: '^19.3.1' });
  expect(shared['@pathdesk/web-data']).toMatchObject({ version: PLATFORM_VERSION, requiredVersion: `^${PLATFORM_VERSION}` });
  expect(PLATFORM_VERSION).toBe(JSON.parse(readFileSync(join(root, 'libs/web/data/package.json'), 'utf8')).version);
  expect(readFileSync(join(root, 'libs/web/data/src/version.ts'), 'utf8')).toContain(`'${PLATFORM_VERSION}'`);
});

test('a production remote brings no copy of the platform (never a second React): the shell provides it', () => {
  const remote = sharedDependencies({ providedByHost: true });
  for (const name of ['react', 'react/', 'react-dom', 'react-router', '@pathdesk/web-data', 'react-i18next', 'primereact/api', 'primereact/utils']) {
    expect([name, remote[name].import]).toEqual([name, false]);
  }
  // The platform's components too; one it does not offer is not shared: a remote using it carries its own copy.
  expect(remote['primereact/datatable'].import).toBe(false);
  expect(remote['primereact/chart']).toBeUndefined();
  expect(sharedDependencies().react.import).toBeUndefined();
  expect(platformRequirements()).toMatchObject({ react: '^19.3.1', '@pathdesk/web-data': `^${PLATFORM_VERSION}`, 'primereact/api': '^10.9.9' });
});

test("offers every PrimeReact component the apps and libs use (their theme rules are the shell's)", () => {
  const used = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name)) for (const [, entry] of readFileSync(path, 'utf8').matchAll(/from 'primereact\/([\w-]+)'/g)) used.add(entry);
    }
  };
  for (const app of ['workspace', 'settings', 'reports', 'templates']) walk(join(root, 'apps', app, 'src'));
  walk(join(root, 'libs'));
  const offered = primeReactEntryPoints();
  expect([...used].filter((entry) => !offered.includes(entry))).toEqual([]);
  expect(PRIME_REACT_COMPONENTS.every((entry) => offered.includes(entry))).toBe(true);
});

test('shares the validation schemas by their content, not as a singleton', () => {
  const { [SCHEMAS]: schemas } = sharedDependencies();
  expect(schemas.singleton).toBe(false);
  expect(schemas.version).toMatch(/^1\.0\.0-h[0-9a-f]{12}$/);
  expect(schemas.requiredVersion).toBe(schemas.version);
});
