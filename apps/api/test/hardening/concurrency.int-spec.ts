// Issue 11's standing concurrency checks: numbers issued under load stay unique and gap-free even
// when some registrations in the crowd are refused, and racing writers of one unique name get one
// success and clean refusals, never a 500.
import { ApiClient } from '../api-client.js';
import { caseBody, caseRefs, type CaseRefs } from '../cases.js';
import { sql } from '../sql.js';
import { createTestApp, type TestApp } from '../test-app.js';

describe('concurrency', () => {
  let t: TestApp;
  let admin: ApiClient;
  let refs: CaseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
  });
  afterAll(() => t.close());

  const numbersOf = async () =>
    (await sql<{ n: string }[]>(t, `select accession_no as n from pathology_case where kind = 'surgical' order by accession_no`)).map((r) => Number(r.n.split('-')[1]));

  it('issues gap-free numbers to 40 registrations and batches at once, some of them refused', async () => {
    const before = await numbersOf();
    const clients = await Promise.all(Array.from({ length: 4 }, () => ApiClient.signedIn(t, 'user')));
    const calls = Array.from({ length: 40 }, (_, i) => {
      const client = clients[i % 4]!;
      if (i % 10 === 3) return client.post('/api/surgicals', caseBody('surgical', refs, { hospitalId: 999_999 })); // refused in the transaction
      if (i % 10 === 7) return client.post('/api/surgicals/new', { cases: [caseBody('surgical', refs, { hn: `B${i}a` }), caseBody('surgical', refs, { hn: `B${i}b` })] });
      return client.post('/api/surgicals', caseBody('surgical', refs, { hn: `P${i}` }));
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(32);
    const after = await numbersOf();
    expect(new Set(after).size).toBe(after.length);
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => (after[0] ?? 1) + i));
    expect(after.length - before.length).toBe(answers.reduce((n, a) => n + (a.status === 201 ? (a.body.surgicals?.length ?? 1) : 0), 0));
  });

  it('creates a username once when ten administrators race for it: one 201, the rest 409', async () => {
    const clients = await Promise.all(Array.from({ length: 10 }, () => ApiClient.signedIn(t, 'admin')));
    const answers = await Promise.all(clients.map((c) => c.post('/api/users', { username: 'same.name', name: 'Same', role: 'user', password: 'correct horse battery' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const [row] = await sql<{ n: number }[]>(t, `select count(*)::int as n from app_user where username = 'same.name'`);
    expect(row!.n).toBe(1);
  });

  it('renames two users to one free name at once: one wins, the other gets 409', async () => {
    const a = (await admin.post('/api/users', { username: 'first.one', name: 'A', role: 'user', password: 'correct horse battery' }).expect(201)).body.user;
    const b = (await admin.post('/api/users', { username: 'second.one', name: 'B', role: 'user', password: 'correct horse battery' }).expect(201)).body.user;
    const other = await ApiClient.signedIn(t, 'admin');
    const answers = await Promise.all([admin.put(`/api/users/${a.id}`, { username: 'wanted.name' }), other.put(`/api/users/${b.id}`, { username: 'wanted.name' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
