import { MikroORM } from '@mikro-orm/postgresql';
import { patientDisplayName } from '@pathdesk/contracts';
import { ApiClient } from '../../../test/api-client.js';
import { caseRefs } from '../../../test/cases.js';
import { registerCase } from '../../../test/results.js';
import { sql } from '../../../test/sql.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { readBenchCase } from '../../bench/domain/bench-case.js';
import { patientNameSql } from './patient-name.js';

/** Titles that take a space (abbreviated, English), titles that do not (Thai words), none, padded. */
const NAMES: [string | null, string, string][] = [
  ['นาย', 'สมชาย', 'ใจดี'],
  ['น.ส.', 'สมหญิง', 'ใจดี'],
  ['ด.ญ.', 'มะลิ', 'ทองดี'],
  ['Mr', 'John', 'Miller'],
  ['Mrs.', 'Jane', 'Miller'],
  [null, 'สมหญิง', 'ใจดี'],
  ['', 'Anna', 'Berg'],
  [' Dr. ', 'Anna', 'Berg'],
];

describe("the patient's display name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the same in SQL (patientNameSql) as in contracts (patientDisplayName)', async () => {
    const rows = NAMES.map(([patient_title, patient_first_name, patient_last_name], n) => ({ n, patient_title, patient_first_name, patient_last_name }));
    const named = await sql<{ name: string }[]>(
      t,
      `select ${patientNameSql('c')} as name from jsonb_to_recordset(?::jsonb) as c(n int, patient_title text, patient_first_name text, patient_last_name text) order by c.n`,
      [JSON.stringify(rows)],
    );
    expect(named.map((r) => r.name)).toEqual(
      NAMES.map(([patientTitle, patientFirstName, patientLastName]) => patientDisplayName({ patientTitle, patientFirstName, patientLastName })),
    );
  });

  it("is the bench's too: an abbreviated title keeps its space", async () => {
    const user = await ApiClient.signedIn(t, 'user');
    const c = await registerCase(user, 'surgical', await caseRefs(t), { patientTitle: 'Mr.', patientFirstName: 'John', patientLastName: 'Miller' });
    const em = t.app.get(MikroORM).em.fork();
    expect((await readBenchCase(em, 'surgical', c.id)).patientName).toBe('Mr. John Miller');
  });
});
