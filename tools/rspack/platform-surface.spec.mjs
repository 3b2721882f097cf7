import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exportedNames, platformSurface, providedKeys, surfaceFingerprint } from './platform-surface.mjs';
import { PLATFORM_VERSION, platformRequirements, sharedDependencies } from './shared-dependencies.mjs';

const root = join(import.meta.dirname, '../..');
const versions = JSON.parse(readFileSync(join(import.meta.dirname, 'platform-versions.json'), 'utf8'));

test('the platform surface has the version it is recorded with: a change of surface needs a new version of @pathdesk/web-data', () => {
  const fingerprint = surfaceFingerprint();
  expect([PLATFORM_VERSION, versions[PLATFORM_VERSION]]).toEqual([PLATFORM_VERSION, fingerprint]);
  // A version is recorded once: an older one's surface never changes afterwards.
  expect(Object.entries(versions).filter(([version, print]) => version !== PLATFORM_VERSION && print === fingerprint)).toEqual([]);
});

test('the shell provides every module a production remote expects from it, and only shared ones', () => {
  const provided = providedKeys();
  const expected = Object.keys(platformRequirements());
  expect(expected.filter((key) => !provided.includes(key))).toEqual([]);
  const shared = sharedDependencies();
  expect(provided.filter((key) => !shared[key] && !shared[`${key.split('/')[0]}/`])).toEqual([]);
});

test.each([
  ['react-router', 'reactRouter'],
  ['react-i18next', 'reactI18next'],
])('the remotes and libs use only the %s exports the shell hands over', (pkg, part) => {
  const offered = platformSurface()[part];
  const used = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'testing') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) && !/standalone\.tsx$/.test(name)) {
        for (const [, list, kind] of readFileSync(path, 'utf8')
          .matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)
          .map((m) => [m[0], m[2], m[1] ? 'type' : m[3]])) {
          if (kind !== pkg) continue;
          for (const item of list
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p && !p.startsWith('type ')))
            used.add(item.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  };
  for (const app of ['workspace', 'settings', 'reports', 'templates']) walk(join(root, 'apps', app, 'src'));
  for (const lib of ['ui', 'reports', 'lookups']) walk(join(root, 'libs/web', lib, 'src'));
  expect(used.size).toBeGreaterThan(1);
  expect([...used].filter((name) => !offered.includes(name))).toEqual([]);
});

test('reads re-export lists as the build sees them', () => {
  expect(exportedNames("export { a, type B, c as d } from 'x';\nexport {\n  e,\n} from './y.js';")).toEqual(['a', 'd', 'e']);
});
