import request from 'supertest';
import type { Bundle, DiagnosticReport, OperationOutcome, Patient, Resource, Specimen } from '@medplum/fhirtypes';
import type { CaseKind } from '@pathdesk/contracts';
import { ApiClient } from '../../../test/api-client.js';
import { fhirIssues } from '../../../test/fhir-validate.js';
import { BREAST, CODES, COMPLETE } from '../../../test/synoptic.js';
import { abnormalPap, completeFields, generateUrl, resultUrl, signedOutCase, type ResultRefs } from '../../../test/results.js';
import { resultsApp } from '../../../test/results-app.js';
import { sql } from '../../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../../test/test-app.js';

const CID = '1101700203450';

/**
 * Issue 29.1–2: the FHIR R4 read API. Every resource it answers — for each kind of report, an
 * amended one and one with blocks — validates against the FHIR R4 base definitions with
 * @medplum/core; a hospital's token reads that hospital only (another's report 404), a wrong or
 * revoked token 401, a bad search parameter 400 with an OperationOutcome.
 */
describe('FHIR R4 read API (/api/fhir)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let refs: ResultRefs;
  let token: string;
  let otherToken: string;
  let tokenInterfaceId: number;
  const reports: Partial<Record<CaseKind | 'amended' | 'other', { caseId: number; reportId: number; accessionNo: string }>> = {};

  const bearer = (path: string, value = token) => request(t.http).get(path).set('Authorization', `Bearer ${value}`);
  const valid = (resource: Resource) =>
    expect({ id: `${resource.resourceType}/${resource.id}`, issues: fhirIssues(resource) }).toEqual({ id: `${resource.resourceType}/${resource.id}`, issues: [] });

  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
    await admin.put(`/api/hospitals/${refs.hospitalId}`, { mophCode: '10999' }).expect(200);
    const who = { hn: 'FH0001', citizenId: CID };
    for (const kind of ['surgical', 'cytological', 'gynecological'] as const) {
      const { case: c, report } = await signedOutCase(user, doctor, kind, refs, { caseOverrides: who, ...(kind === 'gynecological' ? { fields: abnormalPap(refs) } : {}) });
      reports[kind] = { caseId: c.id, reportId: report.id, accessionNo: c.accessionNo };
    }
    const s = reports.surgical!;
    const draft = (await doctor.get(resultUrl('surgical', s.caseId)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', s.caseId), { fields: { comment: 'Margins re-measured: 3 mm.' }, version: draft.version, amendment: true }).expect(200);
    const amended = (await doctor.post(generateUrl('surgical'), { caseId: s.caseId, amendReason: 'Margin added.', password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    reports.amended = { caseId: s.caseId, reportId: amended.id, accessionNo: s.accessionNo };
    const other = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { hn: 'FH0002', hospitalId: refs.otherHospitalId, doctorId: refs.otherDoctorId } });
    reports.other = { caseId: other.case.id, reportId: other.report.id, accessionNo: other.case.accessionNo };

    const created = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.hospitalId }).expect(201)).body;
    token = created.token;
    tokenInterfaceId = created.interface.id;
    otherToken = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.otherHospitalId }).expect(201)).body.token;
  });
  afterAll(() => t.close());

  it('answers its CapabilityStatement as application/fhir+json, valid', async () => {
    const res = await bearer('/api/fhir/metadata').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.body.resourceType).toBe('CapabilityStatement');
    valid(res.body);
  });

  it('keeps the token hashed and shows it once', async () => {
    const [row] = await sql<{ tokenHash: string; tokenHint: string }[]>(t, `select token_hash as "tokenHash", token_hint as "tokenHint" from interface where id = ?`, [
      tokenInterfaceId,
    ]);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const listed = (await admin.get('/api/interfaces').expect(200)).body.interfaces.find((i: { id: number }) => i.id === tokenInterfaceId);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(listed).toEqual(expect.objectContaining({ kind: 'fhir-token', tokenHint: token.slice(0, 8), enabled: true }));
  });

  it.each(['surgical', 'cytological', 'gynecological', 'amended'] as const)('a %s report and every resource it references validate against FHIR R4', async (which) => {
    const r = reports[which]!;
    const report = (await bearer(`/api/fhir/DiagnosticReport/${r.reportId}`).expect(200)).body as DiagnosticReport;
    valid(report);
    expect(report.identifier?.[0]?.value).toBe(r.accessionNo);
    expect(report.status).toBe(which === 'amended' ? 'amended' : 'final');
    expect(report.category?.[0]?.coding?.[0]).toEqual(
      expect.objectContaining({ system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: which === 'surgical' || which === 'amended' ? 'SP' : 'CP' }),
    );
    expect(report.presentedForm?.[0]?.contentType).toBe('application/pdf');
    const refsOf = [report.subject, ...(report.specimen ?? []), ...(report.result ?? []), ...(report.resultsInterpreter ?? [])].map((x) => x!.reference!);
    for (const ref of refsOf) {
      const res = await bearer(`/api/fhir/${ref}`);
      expect({ ref, status: res.status }).toEqual({ ref, status: 200 });
      valid(res.body);
    }
    const patient = (await bearer(`/api/fhir/${report.subject!.reference}`).expect(200)).body as Patient;
    valid((await bearer(`/api/fhir/${patient.managingOrganization!.reference}`).expect(200)).body);
    expect(patient.identifier).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ system: 'https://terms.sil-th.org/id/th-cid', value: CID }),
        expect.objectContaining({ system: 'https://terms.sil-th.org/hcode/5/10999/HN', value: 'FH0001' }),
      ]),
    );
    expect(patient.name?.map((n) => n.extension?.[0]?.valueCode)).toEqual(['th', 'en']);
    const codes = [];
    for (const ref of report.result ?? []) codes.push((await bearer(`/api/fhir/${ref.reference}`).expect(200)).body.code.coding[0].code);
    if (which === 'gynecological') expect(codes).toContain('19762-4');
    else expect(codes).toEqual(expect.arrayContaining(['22637-3', ...(which === 'cytological' ? [] : ['22634-0', '22635-7'])]));
  });

  it('names a surgical case’s blocks and slides as Specimens whose parent is the case’s specimen', async () => {
    const report = (await bearer(`/api/fhir/DiagnosticReport/${reports.surgical!.reportId}`).expect(200)).body as DiagnosticReport;
    const specimens: Specimen[] = [];
    for (const ref of report.specimen ?? []) specimens.push((await bearer(`/api/fhir/${ref.reference}`).expect(200)).body);
    expect(specimens.length).toBe(3); // the specimen, block A1, its slide
    const [root, block, slide] = specimens;
    expect(root!.parent).toBeUndefined();
    expect(block!.parent).toEqual([{ reference: `Specimen/${root!.id}` }]);
    expect(slide!.parent).toEqual([{ reference: `Specimen/${block!.id}` }]);
  });

  it('searches by accession number, by citizen ID, by HN under the hospital’s MOPH code, and by _lastUpdated, as a paged searchset', async () => {
    const byAccession = (await bearer(`/api/fhir/DiagnosticReport?identifier=${reports.surgical!.accessionNo}`).expect(200)).body as Bundle;
    valid(byAccession);
    expect(byAccession.type).toBe('searchset');
    expect(byAccession.entry?.map((e) => e.resource?.id)).toEqual([String(reports.surgical!.reportId), String(reports.amended!.reportId)]);
    const byCid = (await bearer(`/api/fhir/DiagnosticReport?patient.identifier=${encodeURIComponent(`https://terms.sil-th.org/id/th-cid|${CID}`)}&_count=2`).expect(200))
      .body as Bundle;
    expect(byCid.total).toBe(4);
    expect(byCid.entry).toHaveLength(2);
    const next = byCid.link?.find((l) => l.relation === 'next')?.url;
    expect(next).toContain('_offset=2');
    const page2 = (await bearer(next!.slice(next!.indexOf('/api/fhir'))).expect(200)).body as Bundle;
    expect(page2.entry).toHaveLength(2);
    expect(page2.link?.find((l) => l.relation === 'next')).toBeUndefined();
    const byHn = (await bearer(`/api/fhir/DiagnosticReport?patient.identifier=${encodeURIComponent('https://terms.sil-th.org/hcode/5/10999/HN|FH0001')}`).expect(200))
      .body as Bundle;
    expect(byHn.total).toBe(4);
    const future = (await bearer(`/api/fhir/DiagnosticReport?_lastUpdated=ge2099-01-01`).expect(200)).body as Bundle;
    expect(future.total).toBe(0);
    const recent = (await bearer(`/api/fhir/DiagnosticReport?_lastUpdated=ge2020-01-01T00:00:00Z`).expect(200)).body as Bundle;
    expect(recent.total).toBe(4);
  });

  it('scopes a token to its hospital: another hospital’s report and the resources it names are 404, and its search finds none of them', async () => {
    const other = reports.other!;
    const res = await bearer(`/api/fhir/DiagnosticReport/${other.reportId}`).expect(404);
    expect(res.body.resourceType).toBe('OperationOutcome');
    valid(res.body);
    await bearer(`/api/fhir/Specimen/${other.caseId}`).expect(404);
    await bearer(`/api/fhir/Observation/${other.reportId}-diagnosis`).expect(404);
    await bearer(`/api/fhir/Organization/${refs.otherHospitalId}`).expect(404);
    expect(((await bearer(`/api/fhir/DiagnosticReport?identifier=${other.accessionNo}`).expect(200)).body as Bundle).total).toBe(0);
    // The other hospital's own token reads it, and not ours.
    await bearer(`/api/fhir/DiagnosticReport/${other.reportId}`, otherToken).expect(200);
    await bearer(`/api/fhir/DiagnosticReport/${reports.surgical!.reportId}`, otherToken).expect(404);
    // A signed-in user reads both.
    await user.get(`/api/fhir/DiagnosticReport/${other.reportId}`).expect(200);
  });

  it('refuses a wrong, malformed or revoked token with 401 (an OperationOutcome), and a bad search parameter with 400', async () => {
    const wrong = await bearer('/api/fhir/DiagnosticReport/1', `pdk_${'x'.repeat(43)}`).expect(401);
    expect((wrong.body as OperationOutcome).issue?.[0]?.code).toBe('login');
    await request(t.http).get('/api/fhir/metadata').set('Authorization', 'Basic abc').expect(401);
    await request(t.http).get('/api/fhir/metadata').expect(401);
    for (const query of [
      'foo=1',
      '_lastUpdated=yesterday',
      '_count=1000',
      'patient.identifier=123',
      `patient.identifier=${encodeURIComponent('https://terms.sil-th.org/id/th-cid|12')}`,
      'identifier=a&identifier=b',
    ]) {
      const res = await bearer(`/api/fhir/DiagnosticReport?${query}`);
      expect({ query, status: res.status, type: res.body.resourceType }).toEqual({ query, status: 400, type: 'OperationOutcome' });
      valid(res.body);
    }
    const current = (await admin.get(`/api/interfaces/${tokenInterfaceId}`).expect(200)).body.interface;
    await admin.put(`/api/interfaces/${tokenInterfaceId}`, { version: current.version, revoke: true }).expect(200);
    await bearer(`/api/fhir/DiagnosticReport/${reports.surgical!.reportId}`).expect(401);
  });

  // Last: its report would count in the searches above.
  it('gives a synoptic report as a panel Observation whose members, its elements and ICD-O-3 codes, validate against FHIR R4 (issue 30.5)', async () => {
    const { gross: _g, diagnosis: _d, malignancy: _m, ...rest } = completeFields('surgical', refs);
    const fields = {
      ...rest,
      gross: 'A mastectomy.',
      diagnosis: 'Invasive carcinoma.',
      malignancy: 'malignant',
      parts: [{ letter: 'A', synoptic: { ...BREAST, values: COMPLETE }, icdO3: CODES }],
    };
    const { report: released } = await signedOutCase(user, doctor, 'surgical', refs, { caseOverrides: { hn: 'FH0009' }, fields });
    // The test before revoked the suite's token: a token of its own.
    const fresh: string = (await admin.post('/api/interfaces', { kind: 'fhir-token', hospitalId: refs.hospitalId }).expect(201)).body.token;
    const bearer = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${fresh}`);
    const report = (await bearer(`/api/fhir/DiagnosticReport/${released.id}`).expect(200)).body as DiagnosticReport;
    valid(report);
    const panelRef = report.result!.find((r) => r.reference === `Observation/${released.id}-syn-a`);
    expect(panelRef).toBeDefined();
    const panel = (await bearer(`/api/fhir/${panelRef!.reference}`).expect(200)).body;
    valid(panel);
    expect(panel.code.coding[0]).toEqual({ system: 'urn:pathdesk:synoptic', code: 'breast-invasive-resection', display: 'Invasive carcinoma of the breast (resection)' });
    const members: Record<string, unknown>[] = [];
    for (const m of panel.hasMember) {
      const res = await bearer(`/api/fhir/${m.reference}`);
      expect({ ref: m.reference, status: res.status }).toEqual({ ref: m.reference, status: 200 });
      valid(res.body);
      members.push(res.body);
    }
    expect(members).toHaveLength(Object.keys(COMPLETE).length + 1);
    const byCode = (code: string) => members.find((o) => (o as { code: { coding?: { code: string }[] } }).code.coding?.[0]?.code === code);
    expect(byCode('invasive-size')).toMatchObject({ valueQuantity: { value: 25, unit: 'mm', system: 'http://unitsofmeasure.org', code: 'mm' } });
    expect(byCode('pt')).toMatchObject({ valueCodeableConcept: { coding: [{ system: 'urn:pathdesk:synoptic/breast-invasive-resection/v1/pt', code: 'pT2' }] } });
    expect(members.find((o) => (o.id as string).endsWith('-icdo3-a'))).toMatchObject({
      valueCodeableConcept: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/icd-o-3', code: 'C50.4' },
          { system: 'http://terminology.hl7.org/CodeSystem/icd-o-3', code: '8500/3' },
        ],
      },
    });
  });
});
