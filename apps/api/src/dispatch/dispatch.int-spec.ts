import { DISPATCH_API, REPORT_COUNT_CAP } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { generateUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

describe('include reports and dispatch', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const list = async (client: ApiClient, query: string) => (await client.get(`${DISPATCH_API.includeReports('surgical')}?${query}`).expect(200)).body;
  const signed = (firstName: string, hospitalId = refs.hospitalId, hn = '6610001') =>
    signedOutCase(user, doctor, 'surgical', refs, {
      caseOverrides: { patientFirstName: firstName, hospitalId, doctorId: hospitalId === refs.hospitalId ? refs.doctorId : refs.otherDoctorId, hn },
    });
  const dispatchCount = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from dispatch'))[0]!.n;
  const auditCount = async () => (await sql<{ n: number }[]>(t, 'select count(*)::int as n from audit_log'))[0]!.n;

  it('lists the released versions not yet sent, by hospital; dispatch merges them behind a cover sheet, once', async () => {
    const a = await signed('กมลา');
    const b = await signed('ขวัญใจ');
    const c = await signed('คำแก้ว');
    const other = await signed('งามตา', refs.otherHospitalId);

    const mine = await list(user, `hospitalId=${refs.hospitalId}`);
    const ids = mine.surgicalincludereports.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([a.report.id, b.report.id, c.report.id]));
    expect(ids).not.toContain(other.report.id);
    expect(mine.total).toBe(ids.length);
    expect(mine.totalCapped).toBe(false);
    expect(mine.surgicalincludereports.find((r: { id: number }) => r.id === a.report.id)).toMatchObject({
      accessionNo: a.case.accessionNo,
      hospitalId: refs.hospitalId,
      version: 1,
      resend: false,
      lastSentAt: null,
    });

    const res = await user
      .post(DISPATCH_API.dispatches, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [a.report.id, b.report.id, c.report.id], note: 'Courier: คุณสมศักดิ์' })
      .expect(201);
    const dispatch = res.body.dispatch;
    expect(dispatch).toMatchObject({ kind: 'surgical', hospitalId: refs.hospitalId, reportCount: 3, amendedCount: 0, createdBy: 'user' });
    expect(dispatch.number).toMatch(/^D\d{2}-\d{6}$/);
    expect(dispatch.items.map((i: { accessionNo: string }) => i.accessionNo)).toEqual([a.case.accessionNo, b.case.accessionNo, c.case.accessionNo]);
    expect(dispatch.pageCount).toBeGreaterThanOrEqual(4);

    // sent: gone from the list; the other hospital's report stays
    const after = (await list(user, '')).surgicalincludereports.map((r: { id: number }) => r.id);
    expect(after).not.toEqual(expect.arrayContaining([a.report.id]));
    expect(after).toContain(other.report.id);

    // the merged PDF: the cover lists what is enclosed, then the reports themselves
    const pdf = await user
      .get(DISPATCH_API.dispatchPdf(dispatch.id))
      .buffer(true)
      .parse(binary)
      .expect(200)
      .expect('Content-Type', /application\/pdf/);
    const text = pdfText(pdf.body);
    const cover = text.split('\f')[0]!;
    expect(cover).toContain(`Dispatch ${dispatch.number}`);
    for (const x of [a, b, c]) expect(cover).toContain(x.case.accessionNo);
    expect(cover).toContain('กมลา');
    expect(cover).not.toContain('AMENDED');
    expect(text.split('\f').filter((p) => p.trim()).length).toBe(dispatch.pageCount);

    // recorded and audited; never changed
    expect(await auditOf(t, 'dispatch', dispatch.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'create' }), expect.objectContaining({ action: 'print' })]),
    );
    expect((await user.get(DISPATCH_API.dispatch(dispatch.id)).expect(200)).body.dispatch).toEqual({ ...dispatch });
    await user.put(DISPATCH_API.dispatch(dispatch.id), { note: 'changed' }).expect(409);
    await expect(sql(t, 'update dispatch set note = ? where id = ?', ['x', dispatch.id])).rejects.toThrow(/append-only/);
    await expect(sql(t, 'delete from dispatch_item where dispatch_id = ?', [dispatch.id])).rejects.toThrow(/append-only/);

    const past = (await user.get(`${DISPATCH_API.dispatches}?hospitalId=${refs.hospitalId}`).expect(200)).body;
    expect(past.dispatches.map((d: { id: number }) => d.id)).toContain(dispatch.id);
    expect((await user.get(`${DISPATCH_API.dispatches}?caseId=${other.case.id}`).expect(200)).body.total).toBe(0);
  });

  it('shows which of a dispatch’s reports the hospital has acknowledged receiving in its portal (issue 28.3)', async () => {
    const a = await signed('รับแล้ว');
    const b = await signed('ยังไม่รับ');
    const sent = (await user.post(DISPATCH_API.dispatches, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [a.report.id, b.report.id] }).expect(201)).body.dispatch;
    expect(sent).toMatchObject({ receivedCount: 0 });
    await guest.post('/api/portal/receipts', { reportIds: [a.report.id] }).expect(201);

    const listed = (await user.get(`${DISPATCH_API.dispatches}?caseId=${a.case.id}`).expect(200)).body.dispatches;
    expect(listed).toEqual([expect.objectContaining({ id: sent.id, reportCount: 2, receivedCount: 1 })]);
    const items = (await user.get(DISPATCH_API.dispatch(sent.id)).expect(200)).body.dispatch.items;
    expect(items).toEqual([
      expect.objectContaining({ reportId: a.report.id, receivedBy: 'guest', receivedAt: expect.any(String) }),
      expect.objectContaining({ reportId: b.report.id, receivedBy: null, receivedAt: null }),
    ]);
  });

  it('brings a report amended after it was sent back as "amended — send again", marked on the next cover', async () => {
    const sent = await signed('จันทร์เพ็ญ', refs.hospitalId, '6610002');
    await user.post(DISPATCH_API.dispatches, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [sent.report.id] }).expect(201);
    await doctor
      .put(resultUrl('surgical', sent.case.id), { fields: { diagnosis: 'Skin, left arm, excision: dermatofibrosarcoma protuberans.' }, version: 1, amendment: true })
      .expect(200);
    const v2 = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: sent.case.id, amendReason: 'CD34 positive.' }).expect(201)).body.surgicalreport;

    const row = (await list(user, `search=${sent.case.accessionNo}`)).surgicalincludereports;
    expect(row).toEqual([expect.objectContaining({ id: v2.id, version: 2, amended: true, resend: true, lastSentAt: expect.any(String) })]);

    const again = (await admin.post(DISPATCH_API.dispatches, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [v2.id] }).expect(201)).body.dispatch;
    expect(again).toMatchObject({ amendedCount: 1, items: [expect.objectContaining({ reportId: v2.id, amended: true, resend: true })] });
    const cover = pdfText((await admin.get(DISPATCH_API.dispatchPdf(again.id)).buffer(true).parse(binary).expect(200)).body).split('\f')[0]!;
    expect(cover).toContain('AMENDED');
    expect(cover).toContain('SENT AGAIN');
    expect(cover).toContain(sent.case.accessionNo);
  });

  it('drops a superseded version that was never sent: only the latest waits', async () => {
    const s = await signed('ชบา', refs.hospitalId, '6610003');
    await doctor.put(resultUrl('surgical', s.case.id), { fields: { comment: 'Added.' }, version: 1, amendment: true }).expect(200);
    const v2 = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: s.case.id, amendReason: 'Comment.' }).expect(201)).body.surgicalreport;
    const rows = (await list(user, `search=${s.case.accessionNo}`)).surgicalincludereports;
    expect(rows.map((r: { id: number; resend: boolean }) => [r.id, r.resend])).toEqual([[v2.id, false]]);
  });

  it('refuses what cannot be sent, with the reason at the field, writing nothing', async () => {
    const s = await signed('ฐิติ', refs.hospitalId, '6610004');
    const elsewhere = await signed('ณัฐ', refs.otherHospitalId, '6610005');
    const before = { dispatches: await dispatchCount(), audit: await auditCount() };
    const post = (body: unknown) => user.post(DISPATCH_API.dispatches, body);

    expect((await post({ kind: 'surgical', hospitalId: 999999, reportIds: [s.report.id] }).expect(400)).body.errors).toEqual([
      { field: 'hospitalId', message: 'is not a known hospital' },
    ]);
    expect((await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [s.report.id, elsewhere.report.id] }).expect(400)).body.errors).toEqual([
      { field: 'reportIds.1', message: `report ${elsewhere.report.id} belongs to another hospital` },
    ]);
    expect((await post({ kind: 'cytological', hospitalId: refs.hospitalId, reportIds: [s.report.id] }).expect(400)).body.errors[0].field).toBe('reportIds.0');
    expect((await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [] }).expect(400)).body.errors[0].field).toBe('reportIds');
    expect((await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [s.report.id, s.report.id] }).expect(400)).body.errors[0].field).toBe('reportIds.1');
    expect((await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [987654] }).expect(400)).body.errors[0].message).toMatch(/not waiting to be sent/);
    await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [s.report.id], extra: 1 }).expect(400);
    await user.get(`${DISPATCH_API.includeReports('surgical')}?from=2026-02-10&to=2026-02-01`).expect(400);
    await user.get(`${DISPATCH_API.includeReports('surgical')}?hospitalId=abc`).expect(400);
    expect({ dispatches: await dispatchCount(), audit: await auditCount() }).toEqual(before);

    // sent once: a second dispatch of the same version is refused
    await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [s.report.id] }).expect(201);
    expect((await post({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [s.report.id] }).expect(400)).body.errors[0].message).toMatch(/not waiting to be sent/);
  });

  it('stops the list’s total at the cap at a big lab, and says so; a narrower list counts exactly (issue 34)', async () => {
    // Outbox rows straight in SQL, more than the cap, at a hospital of their own, naming no version:
    // the count reads the outbox only (the page joins the versions, so these rows never show).
    const BULK = REPORT_COUNT_CAP + 50;
    const FIRST_ID = 900_000_000;
    const [{ id: hospitalId } = { id: 0 }] = await sql<{ id: number }[]>(t, 'select max(id)::int + 1000 as id from hospital');
    await sql(
      t,
      `insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
       select ? + i, ? + i, 'surgical', ?, timestamptz '2020-06-01 03:00:00+00' + i * interval '1 hour', i % 3 = 0 from generate_series(1, ?) as i`,
      [FIRST_ID, FIRST_ID, hospitalId, BULK],
    );
    try {
      const counted = async (query: string) => {
        const { total, totalCapped } = await list(user, `hospitalId=${hospitalId}&${query}`);
        return { total, totalCapped };
      };
      expect(await counted('rows=10')).toEqual({ total: REPORT_COUNT_CAP, totalCapped: true });
      // 2020-06-01 03:00 UTC + i hours: the lab's 2 June (Bangkok) holds 24 of them, the cap far off.
      expect(await counted('from=2020-06-02&to=2020-06-02')).toEqual({ total: 24, totalCapped: false });
      // The whole kind past the cap too; another kind's list is not touched.
      expect(await list(user, 'rows=1')).toMatchObject({ total: REPORT_COUNT_CAP, totalCapped: true });
      expect((await user.get(`${DISPATCH_API.includeReports('cytological')}?rows=1`).expect(200)).body).toMatchObject({ totalCapped: false });
      // Exactly the cap is not "more than": not flagged.
      await sql(t, 'delete from report_to_dispatch where report_id > ? and report_id <= ?', [FIRST_ID + REPORT_COUNT_CAP, FIRST_ID + BULK]);
      expect(await counted('rows=10')).toEqual({ total: REPORT_COUNT_CAP, totalCapped: false });
    } finally {
      await sql(t, 'delete from report_to_dispatch where report_id > ?', [FIRST_ID]);
    }
  });

  it('is lab work: guests and pathologists reach neither the lists nor the dispatches', async () => {
    for (const client of [guest, doctor]) {
      await client.get(DISPATCH_API.includeReports('cytological')).expect(403);
      await client.get(DISPATCH_API.dispatches).expect(403);
      await client.post(DISPATCH_API.dispatches, { kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [1] }).expect(403);
    }
    await (await ApiClient.anonymous(t)).get(DISPATCH_API.includeReports('gynecological')).expect(401);
  });
});
