// The modules the shell provides and the remotes share (docs/remotes.md, issue 33.2). Trailing-slash
// keys share subpath imports too (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react);
// PrimeReact is shared by its entry points (primereact/button, primereact/api, …).
//
// Versions are real: each module carries its package's version and a remote asks for the caret
// range of the version it was built with (`^19.3.1`); @pathdesk/web-data carries the platform's
// version (libs/web/data/package.json). A production remote brings no copy of the platform modules
// (`import: false`): the shell provides them, so a remote can never run a second React; one built for
// a newer platform than the shell's shows its own "needs an update" panel (libs/web/ui remote-routes).
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

/** The version of the platform a remote is built for: the version of @pathdesk/web-data. */
export const PLATFORM_VERSION = webData.version;

// Redux and i18next are not shared: @pathdesk/web-data holds the one store and the one i18next
// instance, and nothing else imports them (lint); react-i18next's hooks are (bound to that instance).
const packages = ['react', 'react-dom', 'react-router', 'react-i18next'];

/**
 * The PrimeReact components the platform offers: the shell provides them (and their theme rules,
 * tools/rspack/create-web-config.mjs). A remote may use another one — it then carries its own copy —
 * but its styles are not in the shell's theme: adding one here is a change of the platform.
 */
export const PRIME_REACT_COMPONENTS = [
  'button',
  'calendar',
  'checkbox',
  'column',
  'confirmdialog',
  'datatable',
  'dialog',
  'dropdown',
  'iconfield',
  'inputicon',
  'inputnumber',
  'inputswitch',
  'inputtext',
  'inputtextarea',
  'message',
  'multiselect',
  'password',
  'progressbar',
  'radiobutton',
  'selectbutton',
  'sidebar',
  'skeleton',
  'toast',
];

/** PrimeReact's own state (context, config, z-indexes, styles, the overlay bus): one copy for the page. */
const PRIME_REACT_CORE = ['api', 'utils', 'hooks', 'componentbase', 'overlayservice'];

/** The shape `__SHARED__` gives the shell (apps/shell/src/remotes/provided-modules.ts): key → version, range, singleton. */
export function sharedVersions() {
  return Object.fromEntries(Object.entries(sharedDependencies()).map(([key, { version, requiredVersion, singleton }]) => [key, { version, requiredVersion, singleton }]));
}

/** The shared key of the validation schemas (and the part of zod they use). */
export const SCHEMAS = '@pathdesk/contracts/schemas';

/**
 * @param {object} [options]
 * @param {boolean} [options.providedByHost] a production remote: the shell provides the platform modules, the remote no copy of them
 */
export function sharedDependencies({ providedByHost = false } = {}) {
  const shared = {};
  const platform = (name, version) => ({
    singleton: true,
    version,
    requiredVersion: `^${version}`,
    ...(providedByHost ? { import: false } : {}),
  });
  for (const name of packages) {
    shared[name] = platform(name, versionOf(name));
    shared[`${name}/`] = platform(name, versionOf(name));
  }
  // By entry point, not `primereact/`: its root imports every component, and its ~50 icons
  // (primereact/icons/*) hold no state, so each component keeps its icons in its own chunk.
  const primeReact = versionOf('primereact');
  for (const entry of primeReactEntryPoints()) shared[`primereact/${entry}`] = platform(`primereact/${entry}`, primeReact);
  shared[webData.name] = platform(webData.name, webData.version);
  // Forms in every remote validate with these; shared, the shell's idle prefetch downloads them (and
  // zod) once for all remotes. Not a singleton and versioned by content: an app built from other
  // contracts uses its own copy, so a remote never validates against another build's rules.
  const schemas = contractsVersion();
  shared[SCHEMAS] = { singleton: false, version: schemas, requiredVersion: schemas };
  return shared;
}

/** What a production remote needs the shell to provide: shared key → the range it was built for (remote.json's `requires`). */
export function platformRequirements() {
  const shared = sharedDependencies({ providedByHost: true });
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([key, config]) => config.import === false && !key.endsWith('/'))
      .map(([key, config]) => [key, config.requiredVersion]),
  );
}

/** The PrimeReact entry points shared: the platform's components and every entry point they import, but icons. */
export function primeReactEntryPoints() {
  const dir = join(root, 'node_modules/primereact');
  const importsOf = (entry) => {
    const manifest = join(dir, entry, 'package.json');
    if (!existsSync(manifest)) return [];
    const { module } = JSON.parse(readFileSync(manifest, 'utf8'));
    return [...readFileSync(join(dir, entry, module), 'utf8').matchAll(/['"]primereact\/([\w-]+)['"]/g)].map((m) => m[1]);
  };
  const entries = new Set();
  const pending = [...PRIME_REACT_CORE, ...PRIME_REACT_COMPONENTS];
  while (pending.length) {
    const entry = pending.pop();
    if (entry === 'icons' || entries.has(entry) || !existsSync(join(dir, entry, 'package.json'))) continue;
    entries.add(entry);
    pending.push(...importsOf(entry));
  }
  return [...entries].sort();
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
