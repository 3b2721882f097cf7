import { ApiClient } from '../../test/api-client.js';
import { labDay, listUrl } from '../../test/list-query.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { abnormalPap, completeFields, generateUrl, reportUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { auditOf } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { resultsApp } from '../../test/results-app.js';

describe('reading released reports: lists, versions, PDFs and their audit', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, guest, refs } = await resultsApp({ LAB_BRAND: 'ห้องปฏิบัติการพยาธิวิทยา ทดสอบ' }));
  });
  afterAll(() => t.close());

  describe('lists', () => {
    it('answer { surgicalreports, total }: the latest versions, newest first; search, filters and paging', async () => {
      // The guest here belongs to both hospitals of the cases (issue 28: a guest reads its hospitals' reports only).
      const me = (await guest.get('/api/auth/check').expect(200)).body;
      await admin.put(`/api/users/${me.id}`, { hospitalIds: [refs.hospitalId, refs.otherHospitalId] }).expect(200);
      const a = await signedOutCase(user, doctor, 'surgical', refs, {
        caseOverrides: { patientFirstName: 'มานี', patientLastName: 'มีนา', patientFirstNameEn: 'Manee', hn: 'HN-A-1' },
      });
      const b = await signedOutCase(user, doctor, 'surgical', refs, {
        caseOverrides: { patientFirstName: 'ชูใจ', patientLastName: 'ใจดี', hn: '7700002', hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId },
      });
      await signedOutCase(user, doctor, 'cytological', refs);
      // b amended: the list shows version 2 only, unless asked for every version
      await doctor.put(resultUrl('surgical', b.case.id), { fields: { comment: 'Amended comment.' }, version: 1, amendment: true }).expect(200);
      const b2 = (await doctor.post(generateUrl('surgical'), { password: DEMO_PASSWORD, caseId: b.case.id, amendReason: 'Comment added after review.' }).expect(201)).body
        .surgicalreport;

      const res = await guest.get('/api/reports/surgicals').expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['surgicalreports', 'total', 'totalCapped']);
      expect(res.body.total).toBe(2);
      expect(res.body.surgicalreports).toEqual([
        {
          id: b2.id,
          caseId: b.case.id,
          kind: 'surgical',
          accessionNo: b.case.accessionNo,
          version: 2,
          amended: true,
          amendReason: 'Comment added after review.',
          releasedAt: b2.releasedAt,
          supersededBy: null,
          patientName: 'นางชูใจ ใจดี',
          hospitalName: expect.any(String),
          signedBy: 'พยาธิแพทย์ (Demo Pathologist)',
          diagnosis: 'Skin, left arm, excision: dermatofibroma, completely excised.',
        },
        expect.objectContaining({ id: a.report.id, version: 1, amended: false, amendReason: null, supersededBy: null }),
      ]);
      const all = (await guest.get(listUrl('/api/reports/surgicals', { latestOnly: 'false' })).expect(200)).body;
      expect(all.total).toBe(3);
      expect(all.surgicalreports.find((r: { id: number }) => r.id === b.report.id)).toMatchObject({ version: 1, supersededBy: b2.id });
      const byCase = (await guest.get(listUrl('/api/reports/surgicals', { caseId: b.case.id, latestOnly: 'false', sortField: 'accessionNo' })).expect(200)).body;
      expect(byCase.surgicalreports.map((r: { version: number }) => r.version)).toEqual([2, 1]);

      const search = async (text: string) =>
        (await guest.get(listUrl('/api/reports/surgicals', { search: text })).expect(200)).body.surgicalreports.map((r: { id: number }) => r.id);
      expect(await search('มานี')).toEqual([a.report.id]);
      expect(await search('manee')).toEqual([a.report.id]);
      expect(await search(a.case.accessionNo.slice(0, -1))).toContain(a.report.id);
      expect(await search('7700')).toEqual([b2.id]);
      expect(await search('nobody')).toEqual([]);
      const hospital = (await guest.get(listUrl('/api/reports/surgicals', { hospitalId: refs.otherHospitalId })).expect(200)).body;
      expect(hospital.surgicalreports.map((r: { id: number }) => r.id)).toEqual([b2.id]);
      const today = (await guest.get(listUrl('/api/reports/surgicals', { from: labDay(0), to: labDay(0) })).expect(200)).body;
      expect(today.total).toBe(2);
      expect((await guest.get(listUrl('/api/reports/surgicals', { to: labDay(-1) })).expect(200)).body.total).toBe(0);
      const oldestFirst = (await guest.get(listUrl('/api/reports/surgicals', { sortOrder: 1, rows: 1 })).expect(200)).body;
      expect(oldestFirst).toEqual({ surgicalreports: [expect.objectContaining({ id: a.report.id })], total: 2, totalCapped: false });
      expect((await guest.get(listUrl('/api/reports/surgicals', { first: 10 })).expect(200)).body).toEqual({ surgicalreports: [], total: 2, totalCapped: false });
      expect((await guest.get('/api/reports/cytologicals').expect(200)).body.total).toBe(1);
      expect((await guest.get('/api/reports/gynecologicals').expect(200)).body).toEqual({ gynecologicalreports: [], total: 0, totalCapped: false });
    });

    it('refuse bad queries (400)', async () => {
      for (const query of [{ sortField: 'patientName' }, { latestOnly: 'maybe' }, { from: '2026-13-01' }, { rows: 1000 }, { caseId: 'x' }, { status: 'signed_out' }]) {
        await guest.get(listUrl('/api/reports/surgicals', query)).expect(400);
      }
    });
  });

  describe('one version', () => {
    it('answers { gynecologicalreport } to every role, guests included, and records each view in the audit log', async () => {
      const { report } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs) });
      for (const client of [guest, user, doctor, admin]) {
        const res = await client.get(reportUrl('gynecological', report.id)).expect(200);
        // A guest gets what the printed report shows (issue 24.9, guest-report.int-spec.ts); staff the whole version.
        if (client === guest)
          expect(res.body.gynecologicalreport).toMatchObject({ id: report.id, accessionNo: report.accessionNo, snapshot: { result: { interpretation: 'HSIL' } } });
        else expect(res.body).toEqual({ gynecologicalreport: report });
      }
      const audit = await auditOf(t, 'report_version', report.id);
      expect(audit.map((a) => [a.action, a.actor_username])).toEqual([
        ['sign-out', 'doctor'],
        ['view', 'guest'],
        ['view', 'user'],
        ['view', 'doctor'],
        ['view', 'admin'],
      ]);
      expect(audit[1]!.after).toEqual({ caseId: report.caseId, accessionNo: report.accessionNo, version: 1 });
      // another kind's report or an unknown id: not found, and no audit record
      await guest.get(reportUrl('surgical', report.id)).expect(404);
      await guest.get(reportUrl('gynecological', 999999)).expect(404);
      expect(await auditOf(t, 'report_version', report.id)).toHaveLength(5);
    });

    it('guests reach reports only: never cases or results', async () => {
      await guest.get('/api/surgicals').expect(403);
      await guest.get('/api/surgicals/1').expect(403);
      await guest.get(resultUrl('surgical', 1)).expect(403);
      await guest.get('/api/lab-settings').expect(403);
    });
  });

  describe('PDF', () => {
    it('is the released version with the accession number, the Thai patient name and the diagnosis; each print audited', async () => {
      const { case: c, report } = await signedOutCase(user, doctor, 'surgical', refs, {
        caseOverrides: { patientTitle: 'นางสาว', patientFirstName: 'กัญญารัตน์', patientLastName: 'ศรีสวัสดิ์', patientFirstNameEn: 'Kanyarat', patientLastNameEn: 'Srisawat' },
        fields: completeFields('surgical', refs, { diagnosis: 'Breast, left, core biopsy: invasive carcinoma of no special type, grade 2.' }),
      });
      const res = await guest
        .get(`${reportUrl('surgical', report.id)}/pdf`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${c.accessionNo}-v1.pdf"; filename*=UTF-8''${c.accessionNo}-v1.pdf`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(body);
      expect(text).toContain(c.accessionNo);
      expect(text).toContain('นางสาวกัญญารัตน์ ศรีสวัสดิ์');
      expect(text).toContain('Kanyarat Srisawat');
      expect(text).toContain('invasive carcinoma of no special type, grade 2.');
      expect(text).toContain('ห้องปฏิบัติการพยาธิวิทยา ทดสอบ');
      expect(text).toContain('SURGICAL PATHOLOGY REPORT');
      expect(text).toMatch(/25\d\d/); // Buddhist Era dates
      expect(text).not.toContain('AMENDED');
      expect((await auditOf(t, 'report_version', report.id)).at(-1)).toMatchObject({ action: 'print', actor_username: 'guest' });
    });

    it('of an amended version shows AMENDED, the reason and the version it supersedes; the old one still prints as it was', async () => {
      const { case: c, report: v1 } = await signedOutCase(user, doctor, 'gynecological', refs, { fields: abnormalPap(refs) });
      await doctor.put(resultUrl('gynecological', c.id), { fields: { interpretation: 'LSIL' }, version: 1, amendment: true }).expect(200);
      const v2 = (
        await doctor.post(generateUrl('gynecological'), { password: DEMO_PASSWORD, caseId: c.id, amendReason: 'Slide re-reviewed at the consensus conference.' }).expect(201)
      ).body.gynecologicalreport;
      const text = pdfText(
        (
          await doctor
            .get(`${reportUrl('gynecological', v2.id)}/pdf`)
            .buffer(true)
            .parse(binary)
            .expect(200)
        ).body,
      );
      expect(text).toContain('AMENDED');
      expect(text).toContain('Slide re-reviewed at the consensus conference.');
      expect(text).toContain('supersedes version 1');
      expect(text).toContain('Low-grade squamous intraepithelial lesion (LSIL)');
      expect(text).toContain('Suggest HPV testing.');
      const old = pdfText(
        (
          await doctor
            .get(`${reportUrl('gynecological', v1.id)}/pdf`)
            .buffer(true)
            .parse(binary)
            .expect(200)
        ).body,
      );
      expect(old).not.toContain('AMENDED');
      expect(old).toContain('High-grade squamous intraepithelial lesion (HSIL)');
    });

    it('as HTML for administrators only (the same document, no scripts allowed), a view in the audit log', async () => {
      const { report } = await signedOutCase(user, doctor, 'cytological', refs);
      const html = await admin.get(`${reportUrl('cytological', report.id)}/pdf?format=html`).expect(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:");
      expect(html.text).toContain(report.accessionNo);
      expect(html.text).toContain('Benign follicular nodule');
      expect(html.text).toMatch(/font-family: 'Sarabun'/);
      expect((await auditOf(t, 'report_version', report.id)).at(-1)).toMatchObject({ action: 'view', actor_username: 'admin', after: expect.objectContaining({ format: 'html' }) });
      expect((await doctor.get(`${reportUrl('cytological', report.id)}/pdf?format=html`).expect(403)).body.message).toMatch(/Only administrators/);
      await admin.get(`${reportUrl('cytological', report.id)}/pdf?format=docx`).expect(400);
      await admin.get(`${reportUrl('cytological', 999999)}/pdf`).expect(404);
    });
  });
});
