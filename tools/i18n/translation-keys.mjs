// The translation key check of `npm test` (issue 16.2): every key the code uses is in the English and
// the Thai file of its namespace, and each namespace's two files hold the same keys.
//
// How it finds keys (docs/architecture.md "Languages"):
// - locale files: every `<app or lib>/src/locales/<namespace>/{en,th}.json` under apps/ and libs/;
//   nested objects give dotted keys (`language.label`);
// - keys: in .ts/.tsx sources (not specs), the literal first argument of a `t(…)` call (`t('x')`,
//   `i18n.t("x")`, a template literal without `${}`) and `i18nKey="x"` / `i18nKey={'x'}` of <Trans>;
// - namespace: a `ns:` prefix of the key (`t('common:save')`), else the file's place: apps/<name>/
//   → the app's own namespace, libs/web/ → `common`;
// - a key is present when the file has it, or its plural (`_one`/`_other`) or context (`_<ctx>`) forms.
// A key built at run time (`t(`status.${s}`)`) cannot be checked: write such keys out in a map.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const LANGUAGES = ['en', 'th'];

/** The namespace of a source file by its place (the first prefix that matches). */
const NAMESPACE_BY_PLACE = [
  ['apps/shell/', 'shell'],
  ['apps/workspace/', 'workspace'],
  ['apps/settings/', 'settings'],
  ['apps/reports/', 'reports'],
  ['apps/templates/', 'templates'],
  ['libs/web/', 'common'],
];

const SOURCE_DIRS = ['apps', 'libs'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'tmp', '.data', 'e2e', 'api', 'contracts', 'coverage']);

function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, visit);
    else visit(path);
  }
}

/** 'a.b' keys of a nested resources object. */
function flatten(resources, prefix = '', out = new Set()) {
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path, out);
    else out.add(path);
  }
  return out;
}

/** namespace → language → keys, from every locales/<ns>/<language>.json. */
function readLocales(root) {
  const locales = new Map();
  for (const top of SOURCE_DIRS) {
    if (!existsSync(join(root, top))) continue;
    walk(join(root, top), (path) => {
      const match = /[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/.exec(path);
      if (!match || !LANGUAGES.includes(match[2])) return;
      const [, namespace, language] = match;
      if (!locales.has(namespace)) locales.set(namespace, new Map());
      locales.get(namespace).set(language, flatten(JSON.parse(readFileSync(path, 'utf8'))));
    });
  }
  return locales;
}

const KEY_PATTERNS = [
  /(?<![\w$])t\(\s*(['"`])((?:(?!\1)[^\\$\n])+)\1/g, // t('key'), i18n.t('key')
  /\bi18nKey=\{?\s*(['"`])((?:(?!\1)[^\\$\n])+)\1/g, // <Trans i18nKey="key">
];

/** The keys a source file uses: { key, namespace, line }. */
export function keysInSource(text, defaultNamespace) {
  const found = [];
  for (const pattern of KEY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const raw = match[2];
      const colon = raw.indexOf(':');
      const [namespace, key] = colon > 0 && /^[\w-]+$/.test(raw.slice(0, colon)) ? [raw.slice(0, colon), raw.slice(colon + 1)] : [defaultNamespace, raw];
      found.push({ key, namespace, line: text.slice(0, match.index).split('\n').length });
    }
  }
  return found;
}

const hasKey = (keys, key) => keys.has(key) || [...keys].some((k) => k.startsWith(`${key}_`) && !k.slice(key.length + 1).includes('.'));

/** Every problem, as text; empty when all is well. */
export function checkTranslationKeys(root) {
  const locales = readLocales(root);
  const problems = [];
  for (const top of SOURCE_DIRS) {
    if (!existsSync(join(root, top))) continue;
    walk(join(root, top), (path) => {
      if (!/\.tsx?$/.test(path) || /\.(spec|test)\.tsx?$/.test(path) || path.endsWith('.d.ts')) return;
      const file = relative(root, path).split(sep).join('/');
      const place = NAMESPACE_BY_PLACE.find(([prefix]) => file.startsWith(prefix));
      const text = readFileSync(path, 'utf8');
      for (const { key, namespace, line } of keysInSource(text, place?.[1] ?? 'common')) {
        for (const language of LANGUAGES) {
          const keys = locales.get(namespace)?.get(language);
          if (!keys) problems.push(`${file}:${line}: '${namespace}:${key}' — there is no ${namespace}/${language}.json`);
          else if (!hasKey(keys, key)) problems.push(`${file}:${line}: '${namespace}:${key}' is missing from ${namespace}/${language}.json`);
        }
      }
    });
  }
  for (const [namespace, byLanguage] of locales) {
    const [first, ...others] = LANGUAGES;
    for (const language of others) {
      const a = byLanguage.get(first) ?? new Set();
      const b = byLanguage.get(language) ?? new Set();
      for (const key of a) if (!b.has(key)) problems.push(`${namespace}/${language}.json lacks '${key}' of ${namespace}/${first}.json`);
      for (const key of b) if (!a.has(key)) problems.push(`${namespace}/${first}.json lacks '${key}' of ${namespace}/${language}.json`);
    }
  }
  return problems;
}
