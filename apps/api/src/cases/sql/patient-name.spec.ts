import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

it("spells the patient's display name in SQL only in cases/sql/patient-name.ts", () => {
  // A line that names the title and concatenates (||) is a spelling of the display name.
  const spellings = sources(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
      .filter(({ line }) => /patient_title/.test(line) && /\|\|/.test(line))
      .map(({ at }) => at),
  );
  expect(spellings).toEqual([]);
});
