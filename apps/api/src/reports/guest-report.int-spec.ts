// Issue 24.9: a guest receives of a released version exactly what the printed report shows — not the
// case's price, internal notes, who registered it, the signer's account, or result fields the report
// does not print — field by field, for each kind; staff keep the whole version.
import { REPORT_ROUTES } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { PRINTED_CASE, PRINTED_RESULT, PRINTED_TOP } from '../../test/printed-fields.js';
import { resultsApp } from '../../test/results-app.js';
import { abnormalPap, completeFields, reportUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import type { TestApp } from '../../test/test-app.js';

const pick = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k]]));

describe('what a guest reads of a released report (issue 24.9)', () => {
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

  const internal = { price: 4321.5, notes: 'Internal: bill the ward, call Dr. Somchai before 5 pm.', clinicalHistory: 'Mass on the left arm for 3 months.' };

  it.each([
    ['surgical', undefined],
    ['cytological', undefined],
    ['gynecological', (r: ResultRefs) => abnormalPap(r, { highRisk: true })],
  ] as const)('a %s report: the printed fields only, each as staff read it', async (kind, fields) => {
    const signed = await signedOutCase(user, doctor, kind, refs, { caseOverrides: internal, fields: fields?.(refs) ?? completeFields(kind, refs) });
    const url = reportUrl(kind, signed.report.id);
    const one = REPORT_ROUTES[kind].one;
    const full = (await admin.get(url).expect(200)).body[one];
    const res = await guest.get(url).expect(200);
    expect(Object.keys(res.body)).toEqual([one]);
    const printed = res.body[one];

    // Staff still read the whole version: what the guest does not get is there.
    expect(full.snapshot.case).toMatchObject({ price: 4321.5, notes: internal.notes, createdBy: expect.any(String) });
    expect(full.signedBy).toMatchObject({ userId: expect.any(Number), username: 'doctor' });

    expect(Object.keys(printed).sort()).toEqual(PRINTED_TOP);
    expect(
      pick(
        printed,
        PRINTED_TOP.filter((k) => !['snapshot', 'signedBy'].includes(k)),
      ),
    ).toEqual(
      pick(
        full,
        PRINTED_TOP.filter((k) => !['snapshot', 'signedBy'].includes(k)),
      ),
    );
    expect(Object.keys(printed.snapshot).sort()).toEqual(['case', 'lab', 'lookups', 'result', ...(full.snapshot.additionals ? ['additionals'] : [])].sort());
    expect(Object.keys(printed.snapshot.case).sort()).toEqual([...PRINTED_CASE].sort());
    expect(printed.snapshot.case).toEqual(pick(full.snapshot.case, PRINTED_CASE));
    expect(printed.snapshot.case).not.toHaveProperty('price');
    expect(printed.snapshot.case).not.toHaveProperty('notes');
    expect(printed.snapshot.case).not.toHaveProperty('createdBy');
    expect(printed.snapshot.case).not.toHaveProperty('citizenId');
    expect(printed.snapshot.case.clinicalHistory).toBe(internal.clinicalHistory);
    expect(Object.keys(printed.snapshot.result).sort()).toEqual(PRINTED_RESULT[kind]);
    expect(printed.snapshot.result).toEqual(pick(full.snapshot.result, PRINTED_RESULT[kind]));
    expect(printed.snapshot.lab).toEqual(full.snapshot.lab);
    expect(printed.signedBy).toEqual(pick(full.signedBy, ['name', 'role', 'title', 'at']));
    expect(Object.keys(printed.signedBy).sort()).toEqual(['at', 'name', 'role', 'title']);

    // `lookups` names only what the report prints (the specimen type, the Pap's comments), not the pathologist's or screener's record.
    const referenced = [printed.snapshot.result.cytoTypeId, printed.snapshot.result.gynTypeId, ...(printed.snapshot.result.commentIds ?? [])]
      .filter(Boolean)
      .map((id: number) => `cfgvalue:${id}`);
    expect(printed.snapshot.lookups).toEqual(pick(full.snapshot.lookups, referenced));
    expect(Object.keys(full.snapshot.lookups).length).toBeGreaterThan(Object.keys(printed.snapshot.lookups).length);

    // And the PDF, the printed report itself, says none of what the guest does not get.
    const text = pdfText((await guest.get(`${url}/pdf`).buffer(true).parse(binary).expect(200)).body);
    expect(text).not.toContain('4321');
    expect(text).not.toContain('call Dr. Somchai');
  });

  it('a guest reading a version leaves the same audit record as before', async () => {
    const signed = await signedOutCase(user, doctor, 'surgical', refs);
    await guest.get(reportUrl('surgical', signed.report.id)).expect(200);
    const audit = (await admin.get(`/api/audit?entity=report_version&entityId=${signed.report.id}`).expect(200)).body;
    expect(JSON.stringify(audit)).toContain('"view"');
  });
});
