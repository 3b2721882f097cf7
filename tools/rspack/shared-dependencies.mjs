// The modules every federated app shares (DESIGN.md §1). Trailing-slash keys share subpath imports
// too (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react); PrimeReact is shared by
// its entry points (primereact/button, primereact/api, …).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const webData = JSON.parse(readFileSync(join(root, 'libs/web/data/package.json'), 'utf8'));

const versionOf = (name) => {
  const version = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  if (!version) throw new Error(`${name} is shared by Module Federation but not in package.json`);
  return version;
};

const singleton = (name) => ({ singleton: true, requiredVersion: versionOf(name) });

const sharedPackages = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'primereact',
  // One i18next instance for every app (issue 16.1): the language switches everywhere at once.
  'i18next',
  'react-i18next',
];

/** The share key of the validation schemas (and the part of zod they use). */
export const SCHEMAS = '@pathdesk/contracts/schemas';

export function sharedDependencies() {
  const shared = {};
  for (const name of sharedPackages) {
    if (name === 'primereact') {
      // By entry point, not `primereact/`: its root imports every component, and its ~50 icons
      // (primereact/icons/*) hold no state, so each component keeps its icons in its own chunk
      // instead of every app's runtime listing them as shared modules.
      for (const entry of primeReactEntryPoints()) shared[`primereact/${entry}`] = singleton(name);
      continue;
    }
    shared[name] = singleton(name);
    shared[`${name}/`] = singleton(name);
  }
  shared[webData.name] = {
    singleton: true,
    version: webData.version,
    requiredVersion: `^${webData.version}`,
  };
  // Forms in every remote validate with these; shared, the shell's idle prefetch downloads them (and
  // zod) once for all remotes. Not a singleton and versioned by content: an app built from other
  // contracts uses its own copy, so a remote never validates against another build's rules.
  const schemas = contractsVersion();
  shared[SCHEMAS] = { singleton: false, version: schemas, requiredVersion: schemas };
  return shared;
}

/** primereact/<entry> for every folder of the package with its own package.json, but icons. */
export function primeReactEntryPoints() {
  const dir = join(root, 'node_modules/primereact');
  return readdirSync(dir).filter((name) => name !== 'icons' && existsSync(join(dir, name, 'package.json')));
}

/** 1.0.0-h<hash of libs/contracts/src and the zod version>: equal only for equal schemas. */
function contractsVersion() {
  const hash = createHash('sha256').update(`zod@${versionOf('zod')}`);
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.ts$/.test(name) && !/\.spec\.ts$/.test(name)) hash.update(name).update(readFileSync(path));
    }
  };
  walk(join(root, 'libs/contracts/src'));
  return `1.0.0-h${hash.digest('hex').slice(0, 12)}`;
}
