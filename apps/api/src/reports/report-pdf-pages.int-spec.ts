import { ApiClient } from '../../test/api-client.js';
import { binary, pdfPageTexts } from '../../test/pdf-text.js';
import { completeFields, generateUrl, reportUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

/** Issue 24.4: every page of a report PDF says whose report it is and where it stands. */
describe('a report PDF of several pages', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  const pages = async (reportId: number) =>
    pdfPageTexts(
      (
        await doctor
          .get(`${reportUrl('surgical', reportId)}/pdf`)
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body,
    );

  it('carries the patient’s name, HN, accession number and “Page x of y” on every page — an amended report’s signature page too', async () => {
    // A long microscopic description: the report runs over two pages at least.
    const microscopic = Array.from({ length: 70 }, (_, i) => `Level ${i + 1}: nests of atypical cells in a desmoplastic stroma; no lymphovascular invasion seen.`).join('\n');
    const { case: c, report: v1 } = await signedOutCase(user, doctor, 'surgical', refs, {
      fields: completeFields('surgical', refs, { microscopic }),
      caseOverrides: { patientFirstName: 'มาลัย', patientLastName: 'ศรีงาม', hn: 'HN-PAGES-1' },
    });
    const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Deeper levels examined; the margins are free.' }, version: current.version, amendment: true }).expect(200);
    const v2 = (await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Margins re-examined on deeper levels.', password: DEMO_PASSWORD }).expect(201)).body
      .surgicalreport;

    for (const report of [v1, v2]) {
      const texts = await pages(report.id);
      expect(texts.length).toBeGreaterThanOrEqual(2);
      texts.forEach((text, i) => {
        expect(text).toContain('นางมาลัย ศรีงาม');
        expect(text).toContain('HN HN-PAGES-1');
        expect(text).toContain(c.accessionNo);
        expect(text).toContain(`Page ${i + 1} of ${texts.length}`);
      });
    }
    // The amended version's last page holds the signatures — and still names the patient.
    const last = (await pages(v2.id)).at(-1)!;
    expect(last).toContain('Amended and released by');
  });

  it('keeps a name with quotes and markup in the running header as text', async () => {
    const { report } = await signedOutCase(user, doctor, 'surgical', refs, {
      caseOverrides: { patientFirstName: 'Anna "A" <b>', patientLastName: 'O\\Neil', hn: 'HN-Q-1' },
    });
    const [first] = await pages(report.id);
    expect(first).toContain('นางAnna "A" <b> O\\Neil · HN HN-Q-1');
  });
});
