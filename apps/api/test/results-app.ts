// The set-up most result and report tests share: an app whose QC never holds a Pap (qc.int-spec.ts
// tests holding), the demo roles signed in, and the lookups results name.
import { QcService } from '../src/reports/qc/qc.service.js';
import { ApiClient } from './api-client.js';
import { resultRefs, type ResultRefs } from './results.js';
import { sql } from './sql.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app.js';

export interface ResultsApp {
  t: TestApp;
  admin: ApiClient;
  user: ApiClient;
  doctor: ApiClient;
  guest: ApiClient;
  refs: ResultRefs;
}

export async function resultsApp(env: Record<string, string> = {}): Promise<ResultsApp> {
  const t = await createTestApp(env);
  t.app.get(QcService).decide = async () => null;
  const [admin, user, doctor, guest] = await Promise.all(['admin', 'user', 'doctor', 'guest'].map((role) => ApiClient.signedIn(t, role)));
  return { t, admin: admin!, user: user!, doctor: doctor!, guest: guest!, refs: await resultRefs(t) };
}

/** A second pathologist's account, `doctor2`, signing as the other pathologist record (a second reader), signed in. */
export async function secondPathologist({ t, admin, refs }: ResultsApp, name = 'Second Pathologist'): Promise<ApiClient> {
  await admin.post('/api/users', { username: 'doctor2', name, role: 'doctor', password: DEMO_PASSWORD }).expect(201);
  const [second] = await sql<{ id: number }[]>(t, `select id from app_user where username = 'doctor2'`);
  await admin.put(`/api/users/${second!.id}`, { staffId: refs.otherPathologistId }).expect(200);
  return ApiClient.signedIn(t, 'doctor2');
}

/**
 * The second pathologist (`secondPathologist`) signed in, with the name reports print for them:
 * their pathologist record's, not their account's.
 */
export async function namedSecondPathologist(a: ResultsApp, accountName?: string): Promise<{ second: ApiClient; secondName: string }> {
  const second = await secondPathologist(a, accountName);
  const [record] = await sql<{ name: string }[]>(a.t, `select c.name from app_user u join cfgvalue c on c.id = u.staff_id where u.username = 'doctor2'`);
  return { second, secondName: record!.name };
}
