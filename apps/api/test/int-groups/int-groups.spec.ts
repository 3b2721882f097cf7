import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupCount, groupsOf, intSpecFiles } from './int-groups.js';

describe('integration groups', () => {
  it('put every integration spec file in exactly one group', () => {
    const files = intSpecFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(expect.arrayContaining(['src/auth/auth.int-spec.ts', 'test/fuzz/api-fuzz.int-spec.ts']));
    const groups = groupsOf(files, (file) => file.length, groupCount());
    expect(groups).toHaveLength(groupCount());
    expect(groups.flat().sort()).toEqual(files);
  });

  it('time only files that exist (a file renamed or removed takes its line out of int-timings.json)', () => {
    const timings = JSON.parse(readFileSync(join(import.meta.dirname, 'int-timings.json'), 'utf8')) as Record<string, number>;
    expect(Object.keys(timings).filter((file) => !intSpecFiles().includes(file))).toEqual([]);
  });

  it('balance by weight, heaviest first, the same every time', () => {
    const weights: Record<string, number> = { a: 10, b: 7, c: 5, d: 4, e: 3, f: 1 };
    const groups = groupsOf(Object.keys(weights), (file) => weights[file]!, 3);
    expect(groups).toEqual([['a'], ['b', 'e'], ['c', 'd', 'f']]);
    expect(groupsOf(Object.keys(weights).reverse(), (file) => weights[file]!, 3)).toEqual(groups);
  });

  it('leave no group empty while there are files for it', () => {
    expect(groupsOf(['x', 'y'], () => 1, 2).every((group) => group.length === 1)).toBe(true);
  });
});
