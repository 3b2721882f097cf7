import { COSIGN_API } from '@pathdesk/contracts';
import type { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, reportUrl, resultUrl } from '../../test/results.js';
import { namedSecondPathologist, resultsApp, type ResultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';

/** Issue 32.2: a second pathologist's signature before release. */
describe('co-signatures', () => {
  let a: ResultsApp;
  let second: ApiClient;
  /** The second pathologist as reports name them: their pathologist record's name. */
  let secondName: string;
  beforeAll(async () => {
    a = await resultsApp();
    ({ second, secondName } = await namedSecondPathologist(a, 'Dr. Second Reader'));
  });
  afterAll(() => a.t.close());

  async function diagnosedCase() {
    const c = await registerCase(a.user, 'surgical', a.refs);
    await grossForSignOut(a.user, 'surgical', c.id);
    await diagnose(a.doctor, 'surgical', c.id, completeFields('surgical', a.refs));
    return c;
  }
  const signOut = (caseId: number) => a.doctor.post(generateUrl('surgical'), { caseId, password: DEMO_PASSWORD });

  it('holds the release until the pathologist asked has co-signed the result as it stands, and prints them', async () => {
    const c = await diagnosedCase();
    const url = COSIGN_API.one('surgical', c.id);
    expect((await a.doctor.get(url).expect(200)).body).toEqual({ cosign: null });
    const asked = (await a.doctor.put(url, { username: 'doctor2' }).expect(200)).body.cosign;
    expect(asked).toMatchObject({ cosignerUsername: 'doctor2', cosignerName: secondName, requestedBy: 'doctor', signedAt: null, current: false });

    expect((await signOut(c.id).expect(409)).body.message).toContain(`awaits the co-signature of ${secondName}`);
    // Only the one named signs, with their password again.
    await a.doctor.post(url, { password: DEMO_PASSWORD }).expect(403);
    await second.post(url, {}).expect(400);
    const signed = (await second.post(url, { password: DEMO_PASSWORD }).expect(200)).body.cosign;
    expect(signed).toMatchObject({ current: true, signedResultVersion: expect.any(Number) });

    // A change after the co-signature needs it again.
    const current = (await a.doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await a.doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Reviewed with a colleague.' }, version: current.version, complete: true }).expect(200);
    expect((await a.doctor.get(url).expect(200)).body.cosign.current).toBe(false);
    expect((await signOut(c.id).expect(409)).body.message).toContain(`changed after ${secondName} co-signed`);
    await second.post(url, { password: DEMO_PASSWORD }).expect(200);

    const report = (await signOut(c.id).expect(201)).body.surgicalreport;
    expect(report.snapshot.cosignedBy).toMatchObject({ name: expect.any(String), at: expect.any(String) });
    const pdf = pdfText(
      (
        await a.doctor
          .get(`${reportUrl('surgical', report.id)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );
    expect(pdf).toContain('Co-signed by');
    expect(pdf).toContain(report.snapshot.cosignedBy.name);
    const audit = await sql<{ action: string }[]>(a.t, `select action from audit_log where entity = 'result_cosign' and entity_id = ? order by id`, [String(c.id)]);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update']);
  });

  it('asks only another pathologist: not oneself, not lab staff, not an unknown account; lab staff may not ask', async () => {
    const c = await diagnosedCase();
    const url = COSIGN_API.one('surgical', c.id);
    for (const [username, reason] of [
      ['doctor', /ask another pathologist/],
      ['user', /not a pathologist: only a pathologist is asked/],
      ['nobody-here', /not an account of this lab/],
    ] as const) {
      const res = await a.doctor.put(url, { username }).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'username', message: expect.stringMatching(reason) })]);
    }
    await a.user.put(url, { username: 'doctor2' }).expect(403);
    await a.doctor.put(url, { username: '' }).expect(400);
    expect((await a.doctor.get(url).expect(200)).body.cosign).toBeNull();
    // Withdrawn, the release no longer waits.
    await a.doctor.put(url, { username: 'doctor2' }).expect(200);
    await a.doctor.delete(url).expect(204);
    await signOut(c.id).expect(201);
  });
});
