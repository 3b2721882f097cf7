// remote.json (issue 33.1, 33.4): what a remote's build writes beside its content-hashed entry — its
// name and version, the entry's file name, what it needs the shell to provide, and its manifest
// (src/manifest.ts) with the texts of its keys. The API lists it in /api/shell-config; a static host
// lists its releases (docker/remote.Dockerfile).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { platformRequirements } from './shared-dependencies.mjs';

export const REMOTE_RELEASE_FORMAT = 1;
const LANGUAGES = ['en', 'th'];

/** The app's version: its package.json. */
export function appVersion(projectRoot) {
  return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;
}

/** src/manifest.ts, read with Node (it holds data and type-only imports), afresh when it changed. */
async function readManifest(projectRoot) {
  const file = join(projectRoot, 'src/manifest.ts');
  const { manifest } = await import(`${pathToFileURL(file).href}?t=${statSync(file).mtimeMs}`);
  return manifest;
}

/** Every key a manifest shows: its title, its groups' and its entries' labels. */
export function manifestKeys(manifest) {
  return [...new Set([manifest.title, ...manifest.groups.map((group) => group.label), ...manifest.menu.map((entry) => entry.label)])];
}

const lookup = (texts, key) => key.split('.').reduce((node, part) => node?.[part], texts);

/**
 * The texts of the manifest's keys in each language, nested as in the locale files, from the
 * app's `src/locales/<namespace>/<language>.json`. Throws, naming them, when keys have no text.
 */
export function manifestTexts(projectRoot, manifest) {
  const texts = {};
  const missing = [];
  for (const language of LANGUAGES) {
    const file = join(projectRoot, 'src/locales', manifest.namespace, `${language}.json`);
    const resources = JSON.parse(readFileSync(file, 'utf8'));
    texts[language] = {};
    for (const key of manifestKeys(manifest)) {
      const text = lookup(resources, key);
      if (typeof text !== 'string') {
        missing.push(`${language}: ${key}`);
        continue;
      }
      const parts = key.split('.');
      let node = texts[language];
      for (const part of parts.slice(0, -1)) node = node[part] ??= {};
      node[parts.at(-1)] = text;
    }
  }
  if (missing.length) throw new Error(`${manifest.name}: the manifest's keys without a text in src/locales/${manifest.namespace}: ${missing.join(', ')}`);
  return texts;
}

/** Checks what the shell relies on: its name, its pages below its mounts, a rule for each mount (nothing open by omission). */
export function checkManifest(manifest, name) {
  const problems = [];
  if (manifest.name !== name) problems.push(`its name is "${manifest.name}", not "${name}"`);
  const below = (path) => manifest.mounts.some((mount) => path === mount || path.startsWith(`${mount}/`));
  for (const mount of manifest.mounts) if (!manifest.pages.some((page) => page.path === mount)) problems.push(`the mount ${mount} has no page rule`);
  for (const page of manifest.pages) if (!below(page.path)) problems.push(`the page ${page.path} is not below a mount`);
  if (problems.length) throw new Error(`${name}/src/manifest.ts: ${problems.join('; ')}`);
}

/** remote.json's content. */
export async function remoteRelease({ name, projectRoot, entry }) {
  const manifest = await readManifest(projectRoot);
  checkManifest(manifest, name);
  return {
    format: REMOTE_RELEASE_FORMAT,
    name,
    version: appVersion(projectRoot),
    entry,
    requires: platformRequirements(),
    manifest,
    texts: manifestTexts(projectRoot, manifest),
  };
}

/** Writes remote.json once the entry's file name (with its content hash) is known. */
export class RemoteReleasePlugin {
  constructor({ name, projectRoot }) {
    this.name = name;
    this.projectRoot = projectRoot;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteReleasePlugin', (compilation) => {
      compilation.fileDependencies.add(join(this.projectRoot, 'src/manifest.ts'));
      compilation.fileDependencies.add(join(this.projectRoot, 'package.json'));
      compilation.hooks.processAssets.tapPromise({ name: 'RemoteReleasePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const entry = Object.keys(compilation.assets).find((file) => /^remoteEntry(\.[0-9a-f]+)?\.js$/.test(file));
        if (!entry) throw new Error(`${this.name}: no remoteEntry among the emitted files`);
        const release = await remoteRelease({ name: this.name, projectRoot: this.projectRoot, entry });
        compilation.emitAsset('remote.json', new sources.RawSource(`${JSON.stringify(release, null, 2)}\n`));
      });
    });
  }
}
