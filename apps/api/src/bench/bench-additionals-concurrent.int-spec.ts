import { BENCH_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross, testId } from '../../test/bench.js';
import { caseRefs } from '../../test/cases.js';
import { registerCase } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 34 (found by bench:day): two pathologists ordering the same tests on different cases at
 * the same moment, listed in another order, took the open-count rows (one per test, kept by the
 * insert trigger) in opposite orders — a deadlock, and one of them a 500.
 */
describe('bench: additional-test orders placed at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('all succeed whatever order their tests are listed in, and the open counts add up', async () => {
    const user = await ApiClient.signedIn(t, 'user');
    const doctors = await Promise.all(Array.from({ length: 4 }, () => ApiClient.signedIn(t, 'doctor')));
    const refs = await caseRefs(t);
    const tests = [await testId(t, 'ER'), await testId(t, 'PR'), await testId(t, 'KI67'), await testId(t, 'HER2')];
    const cases = [];
    for (let i = 0; i < 8; i++) {
      const c = await registerCase(user, 'surgical', refs, { hn: `CONC-${i}` });
      const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
      cases.push({ id: c.id, blockId: a1!.id });
    }
    const before = await sql<{ test_id: number; n: number }[]>(t, `select test_id, n from additional_open_count`);
    const open = (rows: { test_id: number; n: number }[], id: number) => rows.find((r) => r.test_id === id)?.n ?? 0;
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(
        cases.map((c, i) => doctors[i % doctors.length]!.post(BENCH_API.additionals('surgical', c.id), { blockId: c.blockId, testIds: i % 2 ? [...tests].reverse() : tests })),
      );
      expect(answers.map((a) => a.status)).toEqual(cases.map(() => 201));
    }
    const after = await sql<{ test_id: number; n: number }[]>(t, `select test_id, n from additional_open_count`);
    for (const id of tests) expect(open(after, id) - open(before, id)).toBe(16);
  });
});
