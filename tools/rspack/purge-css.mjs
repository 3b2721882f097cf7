// Keeps only the rules of a utility stylesheet (PrimeFlex, PrimeIcons) whose class selectors appear
// somewhere in the project's sources. PrimeFlex ships ~360 KB of classes (every utility at every
// breakpoint) and PrimeIcons a class per icon; the shell serves what PathDesk's apps and libs write.
// Write class names literally (`pi pi-home`, `md:col-6`), never by concatenation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(tsx?|jsx?|html)$/;

/** Every word-like token of the sources under `roots`: a superset of the class names they use. */
export function collectTokens(roots) {
  const tokens = new Set();
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !/\.spec\.tsx?$/.test(name)) files.push(path);
    }
  };
  roots.forEach(walk);
  for (const file of files) {
    for (const token of readFileSync(file, 'utf8').match(/[\w:-]+/g) ?? []) tokens.add(token);
  }
  return { tokens, files };
}

/** The CSS with every rule dropped whose selectors name a class not in `tokens`. */
export function purgeCss(css, tokens) {
  return filterRules(css, (selector) => classesOf(selector).every((c) => tokens.has(c)));
}

/**
 * The CSS with every selector dropped for which `keepSelector(selector)` is false, and every rule
 * left without selectors. Looks inside @media, @supports and @layer blocks; keeps other at-rules
 * (@font-face, @keyframes, statements such as @import) as they are. Drops comments.
 */
export function filterRules(css, keepSelector) {
  css = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open === -1) break;
    const semicolon = css.indexOf(';', i);
    if (semicolon !== -1 && semicolon < open && css.slice(i, semicolon).trim().startsWith('@')) {
      out += `${css.slice(i, semicolon).trim()};`;
      i = semicolon + 1;
      continue;
    }
    const prelude = css.slice(i, open).trim();
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    if (/^@(media|supports|layer)\b/.test(prelude)) {
      const inner = filterRules(body, keepSelector);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = prelude.split(',').filter(keepSelector);
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

/** The class names a selector requires, unescaped (`md\\:col-6` → `md:col-6`). */
export function classesOf(selector) {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));
}

function matchingBrace(css, open) {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced braces in CSS');
}
