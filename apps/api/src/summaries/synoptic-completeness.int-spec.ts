import { BENCH_API, labMonth, REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { partsOf } from '../../test/cases.js';
import { completeFields, generateUrl, registerCase, resultUrl, type ResultRefs } from '../../test/results.js';
import { resultsApp, secondPathologist, type ResultsApp } from '../../test/results-app.js';
import { BREAST, CODES, COMPLETE } from '../../test/synoptic.js';
import { DEMO_PASSWORD } from '../../test/test-app.js';
import { binary } from '../../test/pdf-text.js';
import { sql } from '../../test/sql.js';

const URL = '/api/surgicals/summary/synoptic-completeness';
const synoptic = { synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES };

/** Issue 30.6: the completeness record per month and pathologist, on made-up cases with known answers. */
describe('the synoptic completeness record', () => {
  let app: ResultsApp;
  let refs: ResultRefs;
  let user: ApiClient;
  let doctor: ApiClient;
  let doctor2: ApiClient;
  const month = labMonth(new Date());

  /** A surgical case of these parts, grossed, saved complete by `signer` with `parts` (or the one part's entry) and released. */
  const released = async (signer: ApiClient, specimens: string[], fields: Record<string, unknown>) => {
    const c = await registerCase(user, 'surgical', refs, specimens.length > 1 ? { specimen: undefined, parts: partsOf(...specimens) } : { specimen: specimens[0] });
    await user.post(BENCH_API.blocks('surgical', c.id), { shorthand: specimens.map((_s, i) => `${String.fromCharCode(65 + i)}1`).join(', ') }).expect(201);
    const {
      gross: _g,
      diagnosis: _d,
      malignancy: _m,
      ...rest
    } = completeFields('surgical', refs, { pathologistId: signer === doctor ? refs.pathologistId : refs.otherPathologistId });
    const current = (await signer.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await signer.put(resultUrl('surgical', c.id), { fields: { ...rest, gross: 'Received in formalin.', ...fields }, version: current.version, complete: true }).expect(200);
    return (await signer.post(generateUrl('surgical'), { caseId: c.id, password: DEMO_PASSWORD }).expect(201)).body[REPORT_ROUTES.surgical.one];
  };
  const onePart = (malignancy: string, part: Record<string, unknown> = {}, diagnosis = 'Invasive carcinoma of no special type.') => ({
    diagnosis,
    malignancy,
    parts: Object.keys(part).length ? [{ letter: 'A', ...part }] : [],
  });

  beforeAll(async () => {
    app = await resultsApp();
    ({ refs, user, doctor } = app);
    doctor2 = await secondPathologist(app);
    // The first pathologist: three eligible, two complete; and two that are not eligible.
    await released(doctor, ['Breast, left, mastectomy'], onePart('malignant', synoptic));
    await released(doctor, ['Breast, right, mastectomy'], onePart('malignant', synoptic));
    await released(doctor, ['Breast, left, wide excision'], onePart('malignant'));
    await released(doctor, ['Breast, core biopsy'], onePart('malignant', { synopticNotApplicable: true }));
    // Says "carcinoma" but the pathologist decided it is not malignant: the text does not count.
    await released(doctor, ['Skin, excision'], onePart('not-malignant', {}, 'Basal cell carcinoma excluded; seborrhoeic keratosis.'));
    // The second pathologist: two cases of two parts, one complete.
    await released(doctor2, ['Breast, left, mastectomy', 'Axillary nodes'], {
      parts: [
        { letter: 'A', diagnosis: 'Invasive carcinoma.', malignancy: 'malignant', ...synoptic },
        { letter: 'B', diagnosis: 'Reactive nodes.', malignancy: 'not-malignant' },
      ],
    });
    await released(doctor2, ['Breast, right, mastectomy', 'Breast, left, mastectomy'], {
      parts: [
        { letter: 'A', diagnosis: 'Invasive carcinoma.', malignancy: 'malignant', ...synoptic },
        { letter: 'B', diagnosis: 'Invasive lobular carcinoma.', malignancy: 'malignant' },
      ],
    });
  });
  afterAll(() => app.t.close());

  it('counts per pathologist and for the month the eligible malignant reports and those complete, against the 90% target', async () => {
    const { body } = await doctor.get(`${URL}?from=${month}&to=${month}`).expect(200);
    expect(body.target).toBe(90);
    expect(body.rows).toEqual([
      { month, pathologistId: refs.pathologistId, pathologistName: expect.any(String), eligible: 3, complete: 2, percent: 66.7, meetsTarget: false },
      { month, pathologistId: refs.otherPathologistId, pathologistName: expect.any(String), eligible: 2, complete: 1, percent: 50, meetsTarget: false },
      { month, pathologistId: null, pathologistName: null, eligible: 5, complete: 3, percent: 60, meetsTarget: false },
    ]);
  });

  it('exports the month’s malignant parts for the cancer registry, as CSV and Excel, each disclosed report in the access log', async () => {
    const registry = `/api/surgicals/summary/cancer-registry?month=${month}`;
    const before = await sql<{ n: number }[]>(app.t, `select count(*)::int as n from audit_log where action = 'download' and entity = 'report_version'`);
    const csv = (
      await user
        .get(`${registry}&format=csv`)
        .buffer(true)
        .parse(binary)
        .expect(200)
        .expect('content-type', /text\/csv/)
    ).body as Buffer;
    const lines = csv
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Accession No.,Version,First released,Hospital,HN,Citizen ID,Patient name,Name (English),Sex,Age (years),Part,Specimen,Diagnosis,ICD-O-3 topography,ICD-O-3 morphology,pT,pN,pM,Synoptic template,Pathologist',
    );
    // Seven malignant parts: four one-part cases (a "no dataset applies" biopsy too), one part of one case, both of another.
    expect(lines).toHaveLength(8);
    expect(lines.filter((l) => l.includes(',C50.4,8500/3,pT2,pN0,not-applicable,breast-invasive-resection,'))).toHaveLength(4);
    expect(lines.filter((l) => l.includes('Reactive nodes') || l.includes('seborrhoeic'))).toEqual([]);
    expect(lines.filter((l) => l.includes('Invasive lobular carcinoma'))).toHaveLength(1);
    const after = await sql<{ n: number }[]>(app.t, `select count(*)::int as n from audit_log where action = 'download' and entity = 'report_version'`);
    expect(after[0]!.n - before[0]!.n).toBe(6);

    const xlsx = (await user.get(`${registry}&format=xlsx`).buffer(true).parse(binary).expect(200)).body as Buffer;
    const { default: Excel } = await import('exceljs');
    const book = new Excel.Workbook();
    await book.xlsx.load(xlsx as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(8);
    expect(sheet.getRow(1).getCell(14).value).toBe('ICD-O-3 topography');
    expect(sheet.getRow(2).getCell(14).value).toBe('C50.4');

    await user.get(`/api/surgicals/summary/cancer-registry?month=2026-13`).expect(400);
    await doctor.get(registry).expect(403);
  });

  it('answers no rows for months without releases, and refuses a range that is backwards, too long or not months', async () => {
    expect((await user.get(`${URL}?from=2020-01&to=2020-12`).expect(200)).body.rows).toEqual([]);
    const backwards = await user.get(`${URL}?from=2026-05&to=2026-04`).expect(400);
    expect(backwards.body.errors).toEqual([{ field: 'to', message: 'must not be before from' }]);
    await user.get(`${URL}?from=2024-01&to=2026-01`).expect(400);
    await user.get(`${URL}?from=2026-1&to=2026-02`).expect(400);
    await user.get(URL).expect(400);
    await app.guest.get(`${URL}?from=${month}&to=${month}`).expect(403);
  });
});
