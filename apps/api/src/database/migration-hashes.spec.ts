import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Released migrations are frozen: migrations/SHA256SUMS (the format of `sha256sum`) holds the hash
 * of every migration file, and a file whose bytes differ from its line fails here. A new migration
 * adds its line (`sha256sum <file> >> SHA256SUMS`); an old one is never edited — a change to the
 * schema is a new migration. A migration is SQL text: it imports nothing of the application.
 */
const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const isMigration = (name: string) => /^\d{8}-\d{3}-[a-z0-9-]+\.ts$/.test(name);

function frozenMigrationProblems(dir: string): string[] {
  const listed = new Map<string, string>();
  for (const line of readFileSync(join(dir, 'SHA256SUMS'), 'utf8').split('\n').filter(Boolean)) {
    const [hash, name] = line.split(/\s+\*?/);
    listed.set(name!, hash!);
  }
  const problems: string[] = [];
  const files = readdirSync(dir).filter(isMigration);
  for (const name of files) {
    const text = readFileSync(join(dir, name));
    const hash = createHash('sha256').update(text).digest('hex');
    const frozen = listed.get(name);
    if (frozen === undefined) problems.push(`${name} is new: add its line to SHA256SUMS: "${hash}  ${name}"`);
    else if (frozen !== hash) problems.push(`${name} was changed after its release: restore it and add a new migration instead`);
    const imports = [...text.toString('utf8').matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]!);
    for (const source of imports.filter((s) => s !== '@mikro-orm/migrations')) {
      problems.push(`${name} imports '${source}': a migration is SQL text and imports no application code`);
    }
  }
  for (const name of listed.keys()) if (!files.includes(name)) problems.push(`${name} is listed in SHA256SUMS but gone: a released migration is never removed`);
  return problems;
}

describe('released migrations', () => {
  it('are all unchanged, listed and free of application imports', () => {
    expect(frozenMigrationProblems(MIGRATIONS_DIR)).toEqual([]);
  });

  describe('the check', () => {
    let copy: string;
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'migrations-'));
      cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    });
    afterEach(() => rmSync(copy, { recursive: true, force: true }));

    const first = () => readdirSync(copy).filter(isMigration).sort()[0]!;

    it('fails when a released migration changes', () => {
      writeFileSync(join(copy, first()), readFileSync(join(copy, first()), 'utf8').replace('create table', 'create  table'));
      expect(frozenMigrationProblems(copy)).toEqual([`${first()} was changed after its release: restore it and add a new migration instead`]);
    });

    it('asks a new migration for its line', () => {
      writeFileSync(join(copy, '20991231-999-probe.ts'), "import { Migration } from '@mikro-orm/migrations';\n");
      expect(frozenMigrationProblems(copy)).toEqual([
        expect.stringMatching(/^20991231-999-probe\.ts is new: add its line to SHA256SUMS: "[0-9a-f]{64} {2}20991231-999-probe\.ts"$/),
      ]);
    });

    it('refuses a migration that imports application code', () => {
      const probe = "import { Migration } from '@mikro-orm/migrations';\nimport { LINK_CASE_PATIENT } from '../triggers/link-case-patient.js';\n";
      writeFileSync(join(copy, '20991231-999-probe.ts'), probe);
      writeFileSync(join(copy, 'SHA256SUMS'), `${readFileSync(join(copy, 'SHA256SUMS'), 'utf8')}${createHash('sha256').update(probe).digest('hex')}  20991231-999-probe.ts\n`);
      expect(frozenMigrationProblems(copy)).toEqual([expect.stringContaining("imports '../triggers/link-case-patient.js'")]);
    });

    it('fails when a released migration is removed', () => {
      rmSync(join(copy, first()));
      expect(frozenMigrationProblems(copy)).toEqual([expect.stringContaining('is listed in SHA256SUMS but gone')]);
    });
  });
});
