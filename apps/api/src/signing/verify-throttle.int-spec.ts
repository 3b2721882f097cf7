import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 32.7: the verification flood guard holds across API replicas (one count in PostgreSQL, not one per process). */
describe('verification: the flood guard shared by replicas', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp({}, { database: one.database });
  });
  afterAll(async () => {
    await two.close({ keepDatabase: true });
    await one.close();
  });

  it('refuses the 31st look-up of a minute from one address, whichever replica answers it', async () => {
    const [a, b] = await Promise.all([ApiClient.anonymous(one), ApiClient.anonymous(two)]);
    const statuses: number[] = [];
    // Alternately: each replica sees 15 of the first 30, under a per-process limit of 30 neither would refuse.
    for (let i = 0; i < 30; i++) statuses.push((await (i % 2 ? b : a).get(`/api/verify/${'c'.repeat(32)}`)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const refused = await b.get(`/api/verify/${'d'.repeat(32)}`).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await a.get(`/api/verify/${'d'.repeat(32)}`).expect(429);
  });
});
