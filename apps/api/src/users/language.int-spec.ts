import request from 'supertest';
import { ApiClient } from '../../test/api-client.js';
import { auditOf } from '../../test/sql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 16.1: each user's language, kept on the server; the lab's default in Lab settings; the
// API's errors carry a code and params for the web to translate.
describe("the user's language and translatable errors", () => {
  let t: TestApp;
  let admin: ApiClient;
  let doctor: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    doctor = await ApiClient.signedIn(t, 'doctor');
  });
  afterAll(() => t.close());

  it("starts with no choice and the lab's English; a user keeps theirs, audited, and may go back to the lab's", async () => {
    expect((await doctor.get('/api/users/me/language').expect(200)).body).toEqual({ language: null, labLanguage: 'en' });
    expect((await doctor.put('/api/users/me/language', { language: 'th' }).expect(200)).body).toEqual({ language: 'th', labLanguage: 'en' });
    // kept with the user: another session (another computer) gets it
    const elsewhere = await ApiClient.signedIn(t, 'doctor');
    expect((await elsewhere.get('/api/users/me/language').expect(200)).body.language).toBe('th');
    // another user is not affected
    expect((await admin.get('/api/users/me/language').expect(200)).body.language).toBeNull();
    const me = (await doctor.get('/api/auth/check').expect(200)).body;
    expect((await auditOf(t, 'user', me.id)).filter((a) => a.action === 'update').at(-1)).toMatchObject({
      action: 'update',
      actor_username: 'doctor',
      before: { language: null },
      after: { language: 'th' },
    });
    // the same choice again writes nothing
    const audits = (await auditOf(t, 'user', me.id)).length;
    await doctor.put('/api/users/me/language', { language: 'th' }).expect(200);
    expect(await auditOf(t, 'user', me.id)).toHaveLength(audits);
    expect((await doctor.put('/api/users/me/language', { language: null }).expect(200)).body.language).toBeNull();
  });

  it('refuses an unknown language or field with 400 and changes nothing', async () => {
    await doctor.put('/api/users/me/language', { language: 'th' }).expect(200);
    for (const body of [{ language: 'fr' }, { language: 'TH' }, {}, { language: 'en', extra: 1 }]) {
      const res = await doctor.put('/api/users/me/language', body).expect(400);
      expect(res.body.message).toMatch(/^Invalid input — /);
    }
    expect((await doctor.get('/api/users/me/language').expect(200)).body.language).toBe('th');
  });

  it('needs a signed-in user', async () => {
    await request(t.http).get('/api/users/me/language').expect(401);
  });

  it("takes the lab's default language from Lab settings (administrators), in the shell config too", async () => {
    const current = (await admin.get('/api/lab-settings').expect(200)).body.labSettings;
    await admin.put('/api/lab-settings', { ...current, language: 'th' }).expect(200);
    expect((await admin.get('/api/users/me/language').expect(200)).body).toEqual({ language: null, labLanguage: 'th' });
    expect((await request(t.http).get('/api/shell-config').expect(200)).body.language).toBe('th');
    expect((await admin.put('/api/lab-settings', { ...current, language: 'de' }).expect(400)).body.errors).toEqual([{ field: 'language', message: 'must be en or th' }]);
    await admin.put('/api/lab-settings', { ...current, language: 'en' }).expect(200);
    expect((await auditOf(t, 'lab_setting', 1)).at(-1)).toMatchObject({ before: { language: 'th' }, after: { language: 'en' } });
  });

  it('sends codes and params with errors to a client that asks, and the bodies as before to others', async () => {
    const asked = await doctor.put('/api/users/me/language', { language: 'fr', more: 1 }).set('X-Error-Codes', '1').expect(400);
    expect(asked.body).toMatchObject({ code: 'invalid_input', message: expect.stringMatching(/^Invalid input — /) });
    expect(asked.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'more', message: expect.any(String), code: 'unrecognized_keys' },
        // a schema's own message is a catalogue code (issue 25.7)
        { field: 'language', message: 'must be en, th or null', code: 'must_be_en_th_or_null' },
      ]),
    );
    const plain = await doctor.put('/api/users/me/language', { language: 'fr' }).expect(400);
    expect(plain.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input — language: must be en, th or null',
      errors: [{ field: 'language', message: 'must be en, th or null' }],
    });
    // a fixed message gets its code from the catalogue; the message itself is unchanged
    const missing = await admin.get('/api/users/999999').set('X-Error-Codes', '1').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found.', code: 'user_not_found' });
    const tooShort = await admin.post('/api/users', { username: 'x.y', name: '', role: 'user', password: 'correct horse battery' }).set('X-Error-Codes', '1').expect(400);
    expect(tooShort.body.errors).toContainEqual({ field: 'name', message: 'is required', code: 'is_required' });
    // a limit zod words itself: the catalogue's code with the limit as its param
    const tooLong = await admin
      .post('/api/users', { username: 'x.y', name: 'N'.repeat(201), role: 'user', password: 'correct horse battery' })
      .set('X-Error-Codes', '1')
      .expect(400);
    expect(tooLong.body.errors).toContainEqual({ field: 'name', message: expect.any(String), code: 'too_big_string', params: { limit: 200 } });
    // a pattern's own wording is a catalogue message too
    const badName = await admin.post('/api/users', { username: '-x', name: 'X', role: 'user', password: 'correct horse battery' }).set('X-Error-Codes', '1').expect(400);
    expect(badName.body.errors).toEqual([{ field: 'username', message: expect.stringMatching(/^must be 2–50 letters/), code: 'must_be250_letters_digits_dots_dashes' }]);
    // a domain error with run-time values carries them as params (coded at the raise)
    const gone = await admin
      .delete('/api/users', { ids: [999998] })
      .set('X-Error-Codes', '1')
      .expect(404);
    expect(gone.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No such user: 999998.', code: 'no_such_users', params: { missing: '999998' } });
  });
});
