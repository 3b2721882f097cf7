import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The integration files, run in groups (jest.int-groups.config.mjs, what `api:int` and CI run).
 *
 * Jest gives each test file a module registry of its own, so every integration file loaded the app's
 * modules afresh — about 1.5 s of CPU before its first test (NestJS, MikroORM, pdf-lib … and the app's
 * own code), some 170 s over the 114 files. A group file imports several spec files, which then share
 * one registry: each still starts its own app on its own database, as when it runs alone. A spec file
 * run by itself (jest.int.config.mjs) is unchanged.
 *
 * Every `*.int-spec.ts` under src/ and test/ is in exactly one group; a new file joins one by itself.
 * The groups are balanced by the files' seconds in a CI run (int-timings.json: the `[int] PASS` lines,
 * which give a time for files over 5 s; a file without one counts 3 s) — greedy, the longest file to
 * the lightest group — and run heaviest first (sequencer.mjs), so the fuzz suite's two minutes start
 * at once. The timings only balance the groups: stale ones make the stage slower, never wrong.
 */
const API_ROOT = join(import.meta.dirname, '../..');
const GROUP_FILE = /^(\d+)\.int-group\.ts$/;
const UNTIMED_SECONDS = 3;

/** The spec files, relative to apps/api, sorted. */
export function intSpecFiles(root = API_ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.int-spec.ts')) found.push(relative(root, path));
    }
  };
  for (const top of ['src', 'test']) walk(join(root, top));
  return found.sort();
}

/** `count` groups of the files by weight, heaviest group first; each file in one group. */
export function groupsOf(files: string[], weight: (file: string) => number, count: number): string[][] {
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], weight: 0 }));
  const byWeight = files.map((file) => ({ file, weight: weight(file) })).sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  for (const { file, weight: w } of byWeight) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.files.push(file);
    lightest.weight += w;
  }
  return groups.sort((a, b) => b.weight - a.weight).map((group) => group.files.sort());
}

/** How many group files there are (1.int-group.ts … N.int-group.ts). */
export function groupCount(dir = import.meta.dirname): number {
  return readdirSync(dir).filter((name) => GROUP_FILE.test(name)).length;
}

/** Imports group `n` (from 1) of the spec files: their tests register in the calling group file. */
export async function importGroup(n: number): Promise<void> {
  const timings = JSON.parse(readFileSync(join(import.meta.dirname, 'int-timings.json'), 'utf8')) as Record<string, number>;
  const groups = groupsOf(intSpecFiles(), (file) => timings[file] ?? UNTIMED_SECONDS, groupCount());
  const files = groups[n - 1];
  if (!files) throw new Error(`no integration group ${n} of ${groups.length}`);
  for (const file of files) await import(join(API_ROOT, file));
}
