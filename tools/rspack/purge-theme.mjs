// Drops the rules of the PrimeReact theme (~180 KB, every component's styles) that can match nothing
// in PathDesk: a selector is dropped when it requires a class that only the code of PrimeReact
// components neither the platform offers nor the shell and the libs import would set (a remote
// uses the platform's components: its sources are not read, so the shell need not be built again).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classesOf, collectTokens, filterRules } from './purge-css.mjs';

const PRIME_CLASS = /p-[a-z][\w-]*/g;

/**
 * The PrimeReact classes nothing can put on the page: written literally in the code of components
 * that no source imports (directly or through another component) and that are not among `entries`
 * (the components the platform offers to every remote), and neither written in the
 * sources nor by an imported component, nor starting with a prefix that either builds class names
 * from (`p-button-${severity}`, `"p-button-".concat(size)`).
 */
export function unreachableThemeClasses({ roots, primeReactDir, entries = [] }) {
  const { tokens, files } = collectTokens(roots);
  const code = new Map();
  for (const entry of readdirSync(primeReactDir)) {
    const manifest = join(primeReactDir, entry, 'package.json');
    if (!existsSync(manifest)) continue;
    const { module } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (module) code.set(entry, readFileSync(join(primeReactDir, entry, module), 'utf8'));
  }
  const importedBy = (source) => [...source.matchAll(/['"]primereact\/([\w-]+)['"/]/g)].map((m) => m[1]);
  const used = new Set();
  const pending = [...entries, ...files.flatMap((file) => importedBy(readFileSync(file, 'utf8')))];
  while (pending.length) {
    const entry = pending.pop();
    if (used.has(entry) || !code.has(entry)) continue;
    used.add(entry);
    pending.push(...importedBy(code.get(entry)));
  }
  const reachable = new Set([...tokens].filter((token) => token.startsWith('p-')));
  for (const entry of used) for (const name of code.get(entry).match(PRIME_CLASS) ?? []) reachable.add(name);
  const prefixes = [...reachable].filter((name) => name.endsWith('-'));
  const unreachable = new Set();
  for (const [entry, source] of code) {
    if (used.has(entry)) continue;
    for (const name of source.match(PRIME_CLASS) ?? []) {
      if (!reachable.has(name) && !prefixes.some((prefix) => name.startsWith(prefix))) unreachable.add(name);
    }
  }
  return unreachable;
}

/** The theme without the selectors that require one of the `unreachable` classes. */
export function purgeTheme(css, unreachable) {
  return filterRules(css, (selector) => !classesOf(selector).some((name) => unreachable.has(name)));
}
