import { DEFAULT_DATE_DISPLAY, formatLabDate } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

// Issue 15.4: screener workload, 42 CFR 493.1274(d) — at most 100 slides a day over no less than
// 8 hours, prorated for fewer; liquid-based non-gyn preparations count one half.
describe('screener workload', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  let today: string;
  let n = 0;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
    today = (await sql<{ d: string }[]>(t, `select to_char((now() at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD') as d`))[0]!.d;
  });
  afterAll(() => t.close());

  const dayUrl = (screenerId: number, date = today) => `/api/workload/${screenerId}/days/${date}`;
  /** A screener record of its own, so each test counts its own day. */
  const newScreener = async () =>
    (await admin.post('/api/cfgvalues', { category: 'screener', name: `Screener ${Date.now()} ${++n}`, value: 'CT(ASCP)' }).expect(201)).body.cfgvalue.id as number;
  /** Slides already counted today for the screener (one filler case carrying them). */
  const alreadyScreened = async (screenerId: number, slides: number) => {
    const c = await registerCase(user, 'gynecological', refs);
    await sql(t, `insert into screening (case_id, screener_id, day, slide_count, liquid_based, slides) values (?, ?, (now() at time zone 'Asia/Bangkok')::date, ?, false, ?)`, [
      c.id,
      screenerId,
      Math.max(1, Math.ceil(slides)),
      slides,
    ]);
  };
  const pap = async (screenerId: number) => {
    const c = await registerCase(user, 'gynecological', refs);
    const res = await doctor.put(resultUrl('gynecological', c.id), { fields: completeFields('gynecological', refs, { screenerId }), version: 0, complete: true });
    return { case: c, res };
  };
  const day = async (screenerId: number) => (await admin.get(dayUrl(screenerId)).expect(200)).body.day;

  it('allows the 100th slide of an 8-hour day and refuses the 101st with the count and the limit', async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 8 }).expect(200);
    await alreadyScreened(s, 99);
    const hundredth = await pap(s);
    expect(hundredth.res.status).toBe(200);
    expect(await day(s)).toMatchObject({ hours: 8, slides: 100, gynSlides: 100, limit: 100, cases: 2 });

    const over = await pap(s);
    expect(over.res.status).toBe(409);
    expect(over.res.body.message).toMatch(/screened 100 slides today; this case's 1 would make 101, over the limit of 100 \(8 h declared/);
    expect(over.res.body.errors).toEqual([{ field: 'fields.screenerId', message: 'is over the workload limit (101 of 100 slides)' }]);
    // The web asks for codes: it names the screener, the count and the limit in the user's language and offers the override.
    const again = { fields: completeFields('gynecological', refs, { screenerId: s }), version: 0, complete: true };
    const coded = await doctor.put(resultUrl('gynecological', over.case.id), again).set('X-Error-Codes', '1').expect(409);
    expect(coded.body).toMatchObject({
      code: 'workload_over_limit',
      params: { screener: expect.stringMatching(/^Screener /), screened: 100, slides: 1, total: 101, limit: 100, hours: 8, context: 'declared' },
      errors: [{ field: 'fields.screenerId', code: 'over_workload_limit', params: { total: 101, limit: 100 } }],
    });
    // Nothing was written: the case is still registered, its result unsaved, the day unchanged.
    expect((await doctor.get(resultUrl('gynecological', over.case.id)).expect(200)).body.result).toMatchObject({ status: 'registered', version: 0 });
    expect((await day(s)).slides).toBe(100);
  });

  it('prorates fewer than 8 hours (4 h → 50 slides) and refuses fewer hours than the slides already counted need', async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 4 }).expect(200);
    expect(await day(s)).toMatchObject({ hours: 4, limit: 50, slides: 0 });
    await alreadyScreened(s, 49);
    expect((await pap(s)).res.status).toBe(200);
    const over = await pap(s);
    expect(over.res.status).toBe(409);
    expect(over.res.body.message).toMatch(/would make 51, over the limit of 50 \(4 h declared/);

    const fewer = await admin.put(dayUrl(s), { hours: 3 }).expect(409);
    expect(fewer.body.message).toMatch(/already has 50 slides counted on .*: 3 h allow 37\.5\. Declare at least 4 h\./);
    // More hours, a bigger limit; from 8 hours on the limit stays 100.
    expect((await admin.put(dayUrl(s), { hours: 6.5 }).expect(200)).body.day).toMatchObject({ hours: 6.5, limit: 81 });
    expect((await admin.put(dayUrl(s), { hours: 10 }).expect(200)).body.day).toMatchObject({ hours: 10, limit: 100 });
    expect((await pap(s)).res.status).toBe(200);
  });

  it('names quarter hours in the refusal as declared (0.25 h allow 3 slides)', async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 0.25 }).expect(200);
    await alreadyScreened(s, 3);
    const over = await pap(s);
    expect(over.res.status).toBe(409);
    expect(over.res.body.message).toMatch(/this case's 1 would make 4, over the limit of 3 \(0\.25 h declared;/);
  });

  it('counts a liquid-based non-gyn preparation one half slide, each slide of a case, and a conventional one whole', async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 4 }).expect(200);
    const lbc = (await admin.post('/api/cfgvalues', { category: 'cytologicaltype', name: `Urine, liquid-based (ThinPrep) ${++n}`, value: `LBC-U${n}` }).expect(201)).body.cfgvalue
      .id as number;
    await alreadyScreened(s, 48);
    const cyto = async (typeId: number, ownSlides = 0) => {
      const c = await registerCase(user, 'cytological', refs, { cytoTypeId: typeId });
      if (ownSlides) await user.post(`/api/cytologicals/${c.id}/slides`, { count: ownSlides, stain: 'Pap' }).expect(201);
      return doctor.put(resultUrl('cytological', c.id), { fields: completeFields('cytological', refs, { screenerId: s, cytoTypeId: typeId }), version: 0, complete: true });
    };
    expect((await cyto(lbc)).status).toBe(200); // 48.5
    expect((await cyto(lbc, 2)).status).toBe(200); // 2 slides × ½ → 49.5
    const log = await day(s);
    expect(log).toMatchObject({ slides: 49.5, nonGynSlides: 1.5, limit: 50 });
    expect(log.screenings.filter((x: { kind: string }) => x.kind === 'cytological')).toEqual([
      expect.objectContaining({ slideCount: 1, liquidBased: true, slides: 0.5 }),
      expect.objectContaining({ slideCount: 2, liquidBased: true, slides: 1 }),
    ]);
    // A conventional FNA counts 1: 50.5 would be over 50.
    const fna = await cyto(refs.cytoTypeId);
    expect(fna.status).toBe(409);
    expect(fna.body.message).toMatch(/this case's 1 would make 50\.5, over the limit of 50/);
    expect((await cyto(lbc)).status).toBe(200); // ½ more: exactly 50
    expect((await day(s)).slides).toBe(50);
  });

  it('refuses hours over 24, of none, not in quarter hours, or of a day still to come, with the reason', async () => {
    const s = await newScreener();
    const over = await admin.put(dayUrl(s), { hours: 24.25 }).expect(400);
    expect(over.body.errors).toEqual([{ field: 'hours', message: 'a day has at most 24 hours of screening' }]);
    expect((await admin.put(dayUrl(s), { hours: 0 }).expect(400)).body.errors).toEqual([{ field: 'hours', message: 'must be more than 0 hours' }]);
    expect((await admin.put(dayUrl(s), { hours: 7.1 }).expect(400)).body.errors).toEqual([{ field: 'hours', message: 'must be in quarter hours (0.25)' }]);
    expect((await admin.put(dayUrl(s), { hours: '8' }).expect(400)).body.errors[0].field).toBe('hours');
    await admin.put(dayUrl(s, '2026-02-30'), { hours: 8 }).expect(400);
    const tomorrow = (await sql<{ d: string }[]>(t, `select to_char((now() at time zone 'Asia/Bangkok')::date + 1, 'YYYY-MM-DD') as d`))[0]!.d;
    expect((await admin.put(dayUrl(s, tomorrow), { hours: 8 }).expect(400)).body.message).toBe('Hours are declared for today or an earlier day.');
    await admin.put('/api/workload/999999/days/2026-01-05', { hours: 8 }).expect(404);
    expect(await sql(t, 'select * from screening_day where screener_id = ?', [s])).toEqual([]);
    expect((await admin.put(dayUrl(s), { hours: 24 }).expect(200)).body.day).toMatchObject({ hours: 24, limit: 100 });
    const [audit] = await sql<{ action: string; after: Record<string, unknown> }[]>(t, `select action, after from audit_log where entity = 'screening_day' and entity_id = ?`, [
      `${s}:${today}`,
    ]);
    expect(audit).toEqual({ action: 'create', after: { hours: 24, limit: 100 } });
  });

  it('lets an administrator allow a screening over the limit (audited) and refuses the flag from anyone else', async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 8 }).expect(200);
    await alreadyScreened(s, 100);
    const c = await registerCase(user, 'gynecological', refs);
    const body = { fields: completeFields('gynecological', refs, { screenerId: s }), version: 0, complete: true, workloadOverride: true };
    const refused = await doctor.put(resultUrl('gynecological', c.id), body).expect(403);
    expect(refused.body).toMatchObject({
      message: 'Only an administrator can allow a screening over the workload limit.',
      errors: [{ field: 'workloadOverride', message: 'is for administrators only' }],
    });
    await user.put(resultUrl('gynecological', c.id), body).expect(403);
    expect((await user.post(generateUrl('gynecological'), { caseId: c.id, password: DEMO_PASSWORD, workloadOverride: true }).expect(403)).body.errors[0].field).toBe(
      'workloadOverride',
    );
    expect((await doctor.get(resultUrl('gynecological', c.id)).expect(200)).body.result.version).toBe(0);

    await admin.put(resultUrl('gynecological', c.id), body).expect(200);
    const logged = await day(s);
    expect(logged).toMatchObject({ slides: 101, limit: 100, overrides: 1 });
    const screening = logged.screenings.find((x: { caseId: number }) => x.caseId === c.id);
    expect(screening).toMatchObject({ override: true, recordedBy: 'admin', slides: 1 });
    expect(await auditOf(t, 'screening', screening.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        actor_username: 'admin',
        reason: 'allowed by an administrator over the workload limit: 101 of 100 slides',
        after: expect.objectContaining({ caseId: c.id, override: true }),
      }),
    ]);
  });

  it('counts a case once, at its complete save, not again at sign-out; and a surgical case never', async () => {
    const s = refs.screenerId; // the demo lab staff account's record
    const before = (await day(s)).cases;
    const c = await registerCase(user, 'gynecological', refs);
    await diagnose(
      user,
      'gynecological',
      c.id,
      completeFields('gynecological', refs, { interpretation: 'LSIL', organisms: [], reactiveChanges: [], pathologistId: refs.pathologistId }),
    );
    const res = await doctor.post(generateUrl('gynecological'), { caseId: c.id, password: DEMO_PASSWORD });
    expect(res.status).toBe(201);
    const after = await day(s);
    expect(after.cases).toBe(before + 1);
    expect(after.username).toBe('user');
    const sc = await registerCase(user, 'surgical', refs);
    await diagnose(doctor, 'surgical', sc.id, completeFields('surgical', refs));
    expect(await sql(t, 'select * from screening where case_id = ?', [sc.id])).toEqual([]);
  });

  it('shows lab staff their own days only, pathologists and administrators every screener, guests nothing', async () => {
    const other = await newScreener();
    await admin.put(dayUrl(other), { hours: 5 }).expect(200);
    await user.put(dayUrl(refs.screenerId), { hours: 7.5 }).expect(200);
    const mine = (await user.get('/api/workload').expect(200)).body;
    expect(mine.days.length).toBeGreaterThan(0);
    expect(new Set(mine.days.map((d: { screenerId: number }) => d.screenerId))).toEqual(new Set([refs.screenerId]));
    expect((await user.get(`/api/workload?screenerId=${other}`).expect(403)).body.message).toBe('You see the workload of your own screener record only.');
    await user.get(dayUrl(other)).expect(403);
    expect((await user.put(dayUrl(other), { hours: 8 }).expect(403)).body.message).toMatch(/or an administrator declares these screening hours/);
    await doctor.put(dayUrl(refs.screenerId), { hours: 8 }).expect(403);
    const all = (await doctor.get(`/api/workload?from=${today}&to=${today}&rows=100`).expect(200)).body;
    expect(all.days.map((d: { screenerId: number }) => d.screenerId)).toEqual(expect.arrayContaining([refs.screenerId, other]));
    expect(all.days.find((d: { screenerId: number }) => d.screenerId === other)).toMatchObject({ day: today, hours: 5, limit: 62.5, slides: 0 });
    expect((await doctor.get(`/api/workload?screenerId=${other}`).expect(200)).body).toMatchObject({ total: 1, days: [expect.objectContaining({ screenerId: other })] });
    await admin.get('/api/workload?from=2026-05-02&to=2026-05-01').expect(400);
    await guest.get('/api/workload').expect(403);
    await guest.get(dayUrl(other)).expect(403);
  });

  it("prints a screener's workload log as a PDF, a day per line", async () => {
    const s = await newScreener();
    await admin.put(dayUrl(s), { hours: 6 }).expect(200);
    await alreadyScreened(s, 12.5);
    const res = await doctor.get(`/api/workload/${s}/log?from=${today}&to=${today}`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Screening workload log');
    // The day as the lab writes dates (the default setting, mm/dd/yyyy: issue 26.2).
    const shown = formatLabDate(today, DEFAULT_DATE_DISPLAY).replace(/\//g, '\\/');
    expect(text).toMatch(new RegExp(`${shown}\\s+6\\s+12\\.5\\s+0\\s+12\\.5\\s+75\\s+1`));
    expect(text).not.toContain(today);
    await user.get(`/api/workload/${s}/log`).expect(403);
    await doctor.get(`/api/workload/${s}/log?from=2026-01-01&to=2026-06-01`).expect(400);
  });
});
