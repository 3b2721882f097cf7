// The platform the shell provides the remotes (issue 33.2), as one fingerprint: what @pathdesk/web-data
// exports, the router's and the translation hooks' exports the shell hands over, and the modules it
// provides. A remote built for one version of the platform needs at least that version (`^x.y.z`):
// when the surface changes, @pathdesk/web-data's version must change with it (platform-versions.json).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const read = (path) => readFileSync(join(root, path), 'utf8');

/** The value names a module re-exports in `export { … } from` lists (types left out). */
export function exportedNames(source) {
  const names = [];
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      names.push(
        part
          .split(/\s+as\s+/)
          .at(-1)
          .trim(),
      );
    }
  }
  return names.sort();
}

/** The keys of the shell's provided modules (apps/shell/src/remotes/provided-modules.ts). */
export function providedKeys() {
  const source = read('apps/shell/src/remotes/provided-modules.ts');
  const tables = [...source.matchAll(/const (RUNNING|LAZY)[^=]*=\s*\{([\s\S]*?)\n\};/g)].map((m) => m[2]);
  return tables.flatMap((table) => [...table.matchAll(/^\s*'?([@\w./-]+)'?\s*:/gm)].map((m) => m[1])).sort();
}

export function platformSurface() {
  return {
    webData: exportedNames(read('libs/web/data/src/index.ts')),
    reactRouter: exportedNames(read('apps/shell/src/remotes/provided/react-router.ts')),
    reactI18next: exportedNames(read('apps/shell/src/remotes/provided/react-i18next.ts')),
    provided: providedKeys(),
  };
}

export function surfaceFingerprint(surface = platformSurface()) {
  return createHash('sha256').update(JSON.stringify(surface)).digest('hex').slice(0, 16);
}
