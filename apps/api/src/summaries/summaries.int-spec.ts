import { partsOf } from '../../test/cases.js';
import { SUMMARY_API, TURNAROUND_API, labDay, type CaseKind } from '@pathdesk/contracts';
import ExcelJS from 'exceljs';
import { ApiClient } from '../../test/api-client.js';
import { binary } from '../../test/pdf-text.js';
import { completeFields, diagnose, generateUrl, grossForSignOut, registerCase, type ResultRefs } from '../../test/results.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

/**
 * Hand-counted fixtures: every case of this file belongs to a hospital made for it, received on a
 * lab day chosen `k` working days before today (so its TAT, released today, is k).
 */
describe('summary reports and working-day TAT', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  /** A second doctor, signing as the other pathologist record (a doctor signs only as their own, issue 16.6). */
  let otherDoctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  let hospitalId: number;
  let today: string;
  let from: string;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
    await admin.post('/api/users', { username: 'dr.summary', name: 'Dr Summary', role: 'doctor', password: DEMO_PASSWORD, staffId: refs.otherPathologistId }).expect(201);
    otherDoctor = await ApiClient.signedIn(t, 'dr.summary', DEMO_PASSWORD);
    hospitalId = (await user.post('/api/hospitals', { code: 'SUMH', nameTh: 'โรงพยาบาลสรุปผล' }).expect(201)).body.hospital.id;
    today = labDay();
    from = await workingDaysBefore(6);
  });
  afterAll(() => t.close());

  /** The lab day `k` working days before today's working-day count (k = 0: the latest working day up to today). */
  async function workingDaysBefore(k: number): Promise<string> {
    const [row] = await sql<{ day: string }[]>(
      t,
      `select to_char(max(day), 'YYYY-MM-DD') as day from lab_calendar_day
        where working and ordinal = (select ordinal from lab_calendar_day where day = ?::date) - ?`,
      [today, k],
    );
    return row!.day;
  }

  /** A case of the hospital received at noon (lab time) k working days ago, released today with `fields` (null: left pending). */
  async function fixture(kind: CaseKind, k: number, fields: Record<string, unknown> | null, extra: Record<string, unknown> = {}) {
    const day = await workingDaysBefore(k);
    // noon, or a minute ago when today's noon is still to come
    const received = Math.min(Date.parse(`${day}T12:00:00+07:00`), Date.now() - 60_000);
    const body = { hospitalId, doctorId: null, receivedAt: new Date(received).toISOString(), collectedAt: new Date(received - 3_600_000).toISOString(), ...extra };
    const c = await registerCase(user, kind, refs, body);
    if (fields) {
      await grossForSignOut(user, kind, c.id);
      const signer = fields.pathologistId === refs.otherPathologistId ? otherDoctor : doctor;
      await diagnose(signer, kind, c.id, fields);
      await signer.post(generateUrl(kind), { password: DEMO_PASSWORD, caseId: c.id }).expect(201);
    }
    return c;
  }

  const summary = async (kind: CaseKind, query = '') =>
    (await user.get(`${SUMMARY_API.summary(kind)}?from=${from}&to=${today}&hospitalId=${hospitalId}${query}`).expect(200)).body.summary;

  it('counts working days across weekends, Thai public holidays and the lab closures', async () => {
    const tat = async (received: string, released: string) =>
      (
        await sql<{ n: number }[]>(t, `select (select ordinal from lab_calendar_day where day = ?) - (select ordinal from lab_calendar_day where day = ?) as n`, [
          released,
          received,
        ])
      )[0]!.n;
    // Friday 10 April 2026 → Thursday 16 April: the weekend and Songkran (13–15 April) are not working days.
    expect(await tat('2026-04-10', '2026-04-16')).toBe(1);
    // Friday → Monday: 1; the same day: 0.
    expect(await tat('2026-11-20', '2026-11-23')).toBe(1);
    expect(await tat('2026-11-23', '2026-11-23')).toBe(0);
    // Chulalongkorn Day (Friday 23 October 2026): Thursday → Monday is 1.
    expect(await tat('2026-10-22', '2026-10-26')).toBe(1);

    // A closure (Monday–Tuesday) takes two more days off, and comes back out when removed.
    const settings = (await admin.get(TURNAROUND_API.settings).expect(200)).body.turnaround;
    const closure = { from: '2026-11-16', to: '2026-11-17', reason: 'ย้ายห้องปฏิบัติการ' };
    expect(await tat('2026-11-13', '2026-11-18')).toBe(3);
    const saved = (await admin.put(TURNAROUND_API.settings, { targets: settings.targets, closures: [closure] }).expect(200)).body.turnaround;
    expect(saved.closures).toEqual([closure]);
    expect(await tat('2026-11-13', '2026-11-18')).toBe(1);
    const days = (await user.get(`${TURNAROUND_API.calendar}?year=2026`).expect(200)).body.calendar.daysOff;
    expect(days).toEqual(
      expect.arrayContaining([{ day: '2026-11-16', source: 'closure', name: closure.reason }, expect.objectContaining({ day: '2026-04-13', source: 'holiday' })]),
    );
    await admin.put(TURNAROUND_API.settings, { targets: settings.targets, closures: [] }).expect(200);
    expect(await tat('2026-11-13', '2026-11-18')).toBe(3);

    // refusals: the field named, nothing changed
    const bad = await admin.put(TURNAROUND_API.settings, { targets: settings.targets, closures: [{ from: '2026-11-20', to: '2026-11-19', reason: 'x' }] }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'closures.0.to', message: 'must not be before from' }]);
    await admin.put(TURNAROUND_API.settings, { targets: settings.targets.slice(1), closures: [] }).expect(400);
    await user.put(TURNAROUND_API.settings, { targets: settings.targets, closures: [] }).expect(403);
    await user.get(`${TURNAROUND_API.calendar}?year=1900`).expect(400);
  });

  it('surgical: malignant / not malignant / pending, by pathologist, TAT median, p90 and share within target', async () => {
    await fixture('surgical', 0, completeFields('surgical', refs, { diagnosis: 'Breast, left, core biopsy: invasive ductal carcinoma, grade 2.', malignancy: 'malignant' }));
    await fixture(
      'surgical',
      1,
      completeFields('surgical', refs, { diagnosis: 'Lymph node: metastatic carcinoma (2/12).', malignancy: 'malignant', pathologistId: refs.otherPathologistId }),
    );
    await fixture('surgical', 2, completeFields('surgical', refs, { diagnosis: 'Colon, polypectomy: tubular adenoma, negative for malignancy.', malignancy: 'not-malignant' }));
    await fixture('surgical', 5, completeFields('surgical', refs), { priority: 'urgent' });
    await fixture('surgical', 3, null);
    const cancelled = await fixture('surgical', 1, null);
    await user.put(`/api/surgicals/${cancelled.id}`, { version: 1, status: 'cancelled', cancelReason: 'Duplicate registration' }).expect(200);

    const s = await summary('surgical');
    expect(s.totals).toEqual({ received: 5, released: 4, pending: 1, cancelled: 1 });
    expect(Object.fromEntries(s.byCategory.map((c: { category: string; count: number }) => [c.category, c.count]))).toEqual({
      malignant: 2,
      'not-malignant': 2,
      uncertain: 0,
      pending: 1,
    });
    // TAT 0, 1, 2, 5: median 1.5, p90 4.1; routine within 2 working days: 3 of 3 (the 5-day one is urgent)
    expect(s.tat).toMatchObject({
      released: 4,
      median: 1.5,
      p90: 4.1,
      routineReleased: 3,
      withinTarget: 3,
      withinTargetShare: 1,
      meetsTarget: true,
      target: { kind: 'surgical', days: 2, share: 0.9 },
    });
    expect(s.byHospital).toEqual([expect.objectContaining({ hospitalId, hospitalName: 'โรงพยาบาลสรุปผล', count: 5, released: 4 })]);
    const byPathologist = Object.fromEntries(s.byPathologist.map((p: { id: number | null; count: number }) => [String(p.id), p.count]));
    expect(byPathologist).toEqual({ [refs.pathologistId]: 3, [refs.otherPathologistId]: 1, null: 1 });
    expect(s.byScreener).toEqual([]);
    expect(s.gyn).toBeNull();
    // Issue 27.4: one part each; the two malignant ones count as cases with a malignant part.
    expect(s.parts).toEqual({ parts: 5, perCase: 1, multiPartCases: 0, casesWithMalignantPart: 2 });

    // filtered by pathologist; the case list under it
    expect((await summary('surgical', `&pathologistId=${refs.otherPathologistId}`)).totals.received).toBe(1);
    const page = (await user.get(`${SUMMARY_API.cases('surgical')}?from=${from}&to=${today}&hospitalId=${hospitalId}&category=malignant&sortField=tatDays`).expect(200)).body;
    expect(page.total).toBe(2);
    expect(page.cases.map((c: { tatDays: number }) => c.tatDays)).toEqual([0, 1]);
    expect(page.cases[0]).toMatchObject({ category: 'malignant', hospitalName: 'โรงพยาบาลสรุปผล', patientName: 'นางสมหญิง ใจดี' });
    const byNumber = (await user.get(`${SUMMARY_API.cases('surgical')}?from=${from}&to=${today}&hospitalId=${hospitalId}&sortField=accessionNo&sortOrder=-1&rows=3`).expect(200))
      .body;
    const numbers = byNumber.cases.map((c: { accessionNo: string }) => c.accessionNo);
    expect([byNumber.total, numbers]).toEqual([5, [...numbers].sort().reverse()]);
  });

  it('cytological: the categories and screeners', async () => {
    expect((await summary('cytological')).parts).toBeNull();
    await fixture('cytological', 0, completeFields('cytological', refs));
    await fixture(
      'cytological',
      1,
      completeFields('cytological', refs, { category: 'malignant', diagnosis: 'Pleural fluid: metastatic adenocarcinoma.', screenerId: refs.otherScreenerId }),
    );
    await fixture('cytological', 3, completeFields('cytological', refs, { category: 'atypical' }));
    await fixture('cytological', 2, null);
    const s = await summary('cytological');
    expect(s.totals).toEqual({ received: 4, released: 3, pending: 1, cancelled: 0 });
    expect(Object.fromEntries(s.byCategory.map((c: { category: string; count: number }) => [c.category, c.count]))).toEqual({
      nondiagnostic: 0,
      negative: 1,
      atypical: 1,
      suspicious: 0,
      malignant: 1,
      pending: 1,
    });
    // TAT 0, 1, 3: within 2 days 2 of 3 = 67% < 80% target
    expect(s.tat).toMatchObject({ median: 1, withinTarget: 2, routineReleased: 3, meetsTarget: false });
    expect(Object.fromEntries(s.byScreener.map((p: { id: number; count: number }) => [String(p.id), p.count]))).toEqual({
      [refs.screenerId]: 2,
      [refs.otherScreenerId]: 1,
      null: 1,
    });
  });

  it('keeps the stored TAT right when the lab adds a closure after the release, and when it is taken out again', async () => {
    // the cytological cases above: TAT 0, 1, 3 (released today); a closure on the working day two
    // before today falls inside the 3-day case's span only, and after the others' receptions
    const settings = (await admin.get(TURNAROUND_API.settings).expect(200)).body.turnaround;
    const closed = await workingDaysBefore(2);
    const tats = async () => {
      const s = await summary('cytological');
      const page = (await user.get(`${SUMMARY_API.cases('cytological')}?from=${from}&to=${today}&hospitalId=${hospitalId}&sortField=tatDays`).expect(200)).body;
      return { tat: s.tat, byHospital: s.byHospital[0].tat, days: page.cases.map((c: { tatDays: number | null }) => c.tatDays) };
    };
    const before = await tats();
    expect(before.days).toEqual([0, 1, 3, null]);
    expect(before.tat).toMatchObject({ median: 1, p90: 2.6, withinTarget: 2, routineReleased: 3, meetsTarget: false });
    expect(before.byHospital).toMatchObject({ median: 1, p90: 2.6, withinTarget: 2 });

    await admin.put(TURNAROUND_API.settings, { targets: settings.targets, closures: [{ from: closed, to: closed, reason: 'ปิดปรับปรุง' }] }).expect(200);
    const after = await tats();
    expect(after.days).toEqual([0, 1, 2, null]);
    expect(after.tat).toMatchObject({ median: 1, p90: 1.8, withinTarget: 3, routineReleased: 3, meetsTarget: true });
    expect(after.byHospital).toMatchObject({ median: 1, p90: 1.8, withinTarget: 3 });

    await admin.put(TURNAROUND_API.settings, { targets: settings.targets, closures: settings.closures }).expect(200);
    expect(await tats()).toEqual(before);

    // a reception moved after the release (the case's row, as an edit writes it) moves its TAT too
    const page = (await user.get(`${SUMMARY_API.cases('cytological')}?from=${from}&to=${today}&hospitalId=${hospitalId}&sortField=tatDays`).expect(200)).body;
    const slowest = page.cases[2] as { id: number; receivedAt: string };
    const noonOneDayBefore = `${await workingDaysBefore(1)}T12:00:00+07:00`;
    await sql(t, `update pathology_case set received_at = ? where id = ?`, [noonOneDayBefore, slowest.id]);
    expect((await tats()).days).toEqual([0, 1, 1, null]);
    await sql(t, `update pathology_case set received_at = ? where id = ?`, [slowest.receivedAt, slowest.id]);
    expect(await tats()).toEqual(before);
  });

  it('gynecological: Bethesda 2014 categories, the ASC:SIL ratio and the unsatisfactory rate; exports read back', async () => {
    const pap = (overrides: Record<string, unknown>) =>
      completeFields('gynecological', refs, { organisms: [], reactiveChanges: [], pathologistId: refs.pathologistId, ...overrides });
    await fixture('gynecological', 0, pap({ interpretation: 'NILM' }));
    await fixture('gynecological', 0, pap({ interpretation: 'NILM' }));
    await fixture('gynecological', 1, pap({ interpretation: 'ASC-US' }));
    await fixture('gynecological', 1, pap({ interpretation: 'LSIL' }));
    await fixture('gynecological', 2, pap({ interpretation: 'HSIL' }));
    await fixture('gynecological', 2, pap({ adequacy: 'unsatisfactory', unsatisfactoryReason: 'Scant cellularity', interpretation: null, commentIds: [] }));
    await fixture('gynecological', 1, null);
    const s = await summary('gynecological');
    expect(s.totals).toEqual({ received: 7, released: 6, pending: 1, cancelled: 0 });
    const counts = Object.fromEntries(s.byCategory.map((c: { category: string; count: number }) => [c.category, c.count]));
    expect(counts).toMatchObject({ unsatisfactory: 1, NILM: 2, 'ASC-US': 1, LSIL: 1, HSIL: 1, pending: 1, 'ASC-H': 0 });
    expect(s.gyn).toEqual({ asc: 1, sil: 2, ascSilRatio: 0.5, unsatisfactory: 1, unsatisfactoryRate: 1 / 6 });

    const csv = await user
      .get(`${SUMMARY_API.export('gynecological')}?from=${from}&to=${today}&hospitalId=${hospitalId}&format=csv`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(csv.headers['content-disposition']).toContain(`gynecologicals-summary-${from}-${today}.csv`);
    expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toContain('นางสมหญิง ใจดี');
    expect(lines[1]).toContain('โรงพยาบาลสรุปผล');

    const xlsx = await user
      .get(`${SUMMARY_API.export('gynecological')}?from=${from}&to=${today}&hospitalId=${hospitalId}&format=xlsx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const cases = book.getWorksheet('Cases')!;
    expect(cases.rowCount).toBe(8);
    expect(cases.getRow(2).getCell(4).value).toBe('โรงพยาบาลสรุปผล');
    const sheet = book.getWorksheet('Summary')!;
    const labelled = new Map<string, unknown>();
    sheet.eachRow((row) => labelled.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(labelled.get('Received')).toBe(7);
    expect(labelled.get('ASC:SIL ratio')).toBe(0.5);

    // Dates in the lab's format (issue 26.2): mm/dd/yyyy by default; dd/mm/yyyy in the Buddhist Era
    // once the lab says so, read on the server at each export.
    const received = (body: Buffer) => body.toString('utf8').slice(1).split('\r\n')[1]!.split(',')[6]!;
    expect(received(csv.body)).toMatch(/^(0[1-9]|1[0-2])\/\d{2}\/20\d\d \d{2}:\d{2}$/);
    expect(sheet.getRow(1).getCell(2).value).toMatch(/^\d{2}\/\d{2}\/20\d\d – \d{2}\/\d{2}\/20\d\d$/);
    const { labSettings } = (await admin.get('/api/lab-settings').expect(200)).body;
    await admin.put('/api/lab-settings', { ...labSettings, dateFormat: 'dd/mm/yyyy', buddhistEra: true }).expect(200);
    try {
      const be = await user
        .get(`${SUMMARY_API.export('gynecological')}?from=${from}&to=${today}&hospitalId=${hospitalId}&format=csv`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const [d, m, y] = today.split('-').reverse();
      expect(be.body.toString('utf8')).toContain(`,${d}/${m}/${Number(y) + 543} `);
      expect(received(be.body)).toMatch(/^\d{2}\/(0[1-9]|1[0-2])\/25\d\d \d{2}:\d{2}$/);
    } finally {
      await admin.put('/api/lab-settings', labSettings).expect(200);
    }
  });

  it('refuses bad periods, unknown filters and guests', async () => {
    const get = (kind: CaseKind, query: string) => user.get(`${SUMMARY_API.summary(kind)}?${query}`);
    expect((await get('surgical', `to=${today}`).expect(400)).body.errors).toEqual([{ field: 'from', message: 'is required (yyyy-mm-dd)' }]);
    expect((await get('surgical', 'from=2026-05-01&to=2026-04-01').expect(400)).body.errors).toEqual([{ field: 'to', message: 'must not be before from' }]);
    expect((await get('surgical', 'from=2024-01-01&to=2026-01-01').expect(400)).body.errors[0].field).toBe('to');
    expect((await get('surgical', 'from=2026-02-30&to=2026-03-01').expect(400)).body.errors[0].field).toBe('from');
    expect((await get('surgical', `from=${from}&to=${today}&screenerId=1`).expect(400)).body.errors[0].field).toBe('screenerId');
    await get('cytological', `from=${from}&to=${today}&hospitalId=x`).expect(400);
    await get('cytological', `from=${from}&to=${today}&other=1`).expect(400);
    await user.get(`${SUMMARY_API.export('surgical')}?from=${from}&to=${today}&format=pdf`).expect(400);
    // an unknown hospital counts nothing
    expect((await get('gynecological', `from=${from}&to=${today}&hospitalId=999999`).expect(200)).body.summary.totals.received).toBe(0);
    for (const client of [guest, doctor]) {
      await client.get(`${SUMMARY_API.summary('surgical')}?from=${from}&to=${today}`).expect(403);
      await client.get(`${SUMMARY_API.export('surgical')}?from=${from}&to=${today}`).expect(403);
    }
  });

  it("writes no code in an export: the categories, priority and status in words of the user's language (issue 26.6)", async () => {
    // the surgical cases made above: not malignant, routine and urgent, signed out, one pending and not named
    const exported = async (format: 'csv' | 'xlsx') =>
      (
        await user
          .get(`${SUMMARY_API.export('surgical')}?from=${from}&to=${today}&hospitalId=${hospitalId}&format=${format}`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer;
    const csvOf = async () => (await exported('csv')).toString('utf8').slice(1);
    const english = await csvOf();
    expect(english.split('\r\n')[0]).toBe('Accession no.,HN,Patient,Hospital,Priority,Status,Received,First released,TAT (working days),Category,Pathologist,Screener,Diagnosis');
    expect(english).toMatch(/,Routine,Signed out,/);
    expect(english).toContain(',Not malignant,');
    expect(english).toContain(',Pending,');
    expect(english).not.toMatch(/not-malignant|,routine,|signed_out|,pending,/);

    await user.put('/api/users/me/language', { language: 'th' }).expect(200);
    try {
      const thai = await csvOf();
      expect(thai.split('\r\n')[0]).toBe('เลขที่,HN,ผู้ป่วย,โรงพยาบาล,ความเร่งด่วน,สถานะ,วันที่รับ,ออกผลครั้งแรก,ระยะเวลาออกผล (วันทำการ),หมวด,พยาธิแพทย์,ผู้ตรวจคัดกรอง,การวินิจฉัย');
      expect(thai).toMatch(/,ปกติ,ลงนามแล้ว,/);
      expect(thai).toContain(',ด่วน,');
      expect(thai).toContain(',ไม่ใช่มะเร็ง,');
      expect(thai).toContain(',รอผล,');
      expect(thai).not.toMatch(/not-malignant|Not malignant|[Rr]outine|signed_out|Signed out|Pending/);

      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await exported('xlsx')) as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('สรุป')!;
      const labelled = new Map<string, unknown>();
      sheet.eachRow((row) => labelled.set(String(row.getCell(1).value), row.getCell(2).value));
      expect(labelled.get('รอผล')).toBe(1);
      expect(labelled.get('ไม่ใช่มะเร็ง')).toBe(2);
      expect(labelled.get('ยังไม่ระบุชื่อ')).toBe(1);
      expect(labelled.has('Pending')).toBe(false);
      expect(book.getWorksheet('รายการ')!.getRow(1).getCell(10).value).toBe('หมวด');
    } finally {
      await user.put('/api/users/me/language', { language: null }).expect(200);
    }
  });

  it('counts the parts of the surgical cases: a case of three parts adds three, and one case of several (issue 27.4)', async () => {
    const before = (await summary('surgical')).parts;
    await fixture('surgical', 0, null, { parts: partsOf('Breast, left, mastectomy', 'Lymph nodes, left axilla', 'Skin, left breast') });
    const after = (await summary('surgical')).parts;
    expect(after).toMatchObject({ parts: before.parts + 3, multiPartCases: before.multiPartCases + 1, casesWithMalignantPart: before.casesWithMalignantPart });
    expect(after.perCase).toBeGreaterThan(before.perCase);
  });
});
