import { MikroORM } from '@mikro-orm/postgresql';
import type { Client, Pool } from 'pg';
import { REPORT_ROUTES } from '@pathdesk/contracts';
import type { ApiClient } from '../../test/api-client.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, type ResultRefs } from '../../test/results.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

/**
 * Issue 34: under load every statement of a request waits its turn, so a sign-out's time under load is
 * its number of statements (docs/operations.md, "A day at once"). They are counted here — every query
 * the app's PostgreSQL clients send while the request runs, the job queue's polling aside — so that one
 * more shows as a failure, not as a slower day. 35 when first counted; 30 since the release reads what
 * a version prints in one statement, the lab settings once, and the signer from the request's session;
 * 29 since both interfaces' targets of a release (HL7, HOSxP) are read in one; 28 since a password guess
 * is counted in the statement that takes its account's turn; 27 since the lookups a result names are
 * read with what the version prints beside it; 26 since the answer is the version as written, not read back.
 */
const SIGN_OUT_STATEMENTS = 26;

describe("a sign-out's statements", () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  /** The statements the app's pool sends while `run` runs (the text of each). */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const pool = (await t.app.get(MikroORM).em.getConnection().getNativeClient()) as Pool & { Client: typeof Client };
    const prototype = pool.Client.prototype;
    const sent: string[] = [];
    const query = prototype.query;
    prototype.query = function (this: Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (!text.includes('pgboss.')) sent.push(text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      await run();
    } finally {
      prototype.query = query;
    }
    return sent;
  }

  it(`a surgical case's first sign-out (the password asked again): at most ${SIGN_OUT_STATEMENTS} statements`, async () => {
    const c = await registerCase(user, 'surgical', refs);
    await grossForSignOut(user, 'surgical', c.id);
    await diagnose(doctor, 'surgical', c.id, completeFields('surgical', refs));
    let answer: { id: number; version: number } | undefined;
    const sent = await statementsOf(async () => {
      const res = await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
      answer = res.body[REPORT_ROUTES.surgical.one];
    });
    expect(answer!.version).toBe(1);
    // The answer is the version as written, not read back: the same as reading it afterwards.
    expect((await doctor.get(`/api/reports/surgicals/${answer!.id}`).expect(200)).body[REPORT_ROUTES.surgical.one]).toEqual(answer);
    // The count is of real statements: the session's read, the release's insert and the commit among them.
    expect(sent.some((text) => text.includes('from "session"'))).toBe(true);
    expect(sent.some((text) => text.includes('insert into "report_version"'))).toBe(true);
    expect(sent.some((text) => /^commit/i.test(text.trim()))).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(SIGN_OUT_STATEMENTS);
  });
});
