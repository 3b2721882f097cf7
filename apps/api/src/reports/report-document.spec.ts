import type { CaseDto, ReportDto } from '@pathdesk/contracts';
import { normalizeFields } from '../results/result-fields.js';
import { escapeHtml } from '../pdf/escape-html.js';
import { reportDocumentHtml } from './report-document.js';

const XSS = '<script>alert(1)</script>';

function caseDto(overrides: Partial<CaseDto> = {}): CaseDto {
  return {
    id: 7,
    kind: 'surgical',
    accessionNo: 'S69-00042',
    status: 'signed_out',
    priority: 'routine',
    hn: '6500001',
    patientTitle: 'นาง',
    patientFirstName: 'สมหญิง',
    patientLastName: 'ใจดี',
    patientFirstNameEn: 'Somying',
    patientLastNameEn: 'Jaidee',
    citizenId: null,
    patientName: 'นางสมหญิง ใจดี',
    sex: 'female',
    birthDate: '1980-05-10',
    ageYears: 46,
    hospitalId: 1,
    hospitalName: 'โรงพยาบาลกรุงเทพเวชการ',
    doctorId: 1,
    doctorName: 'นพ. สมชาย ธนากร',
    companyId: null,
    companyName: null,
    specimen: 'Skin, left arm, excision',
    parts: [{ letter: 'A', specimen: 'Skin, left arm, excision', procedure: null, containers: 1, fixative: null, collectedAt: null, note: null }],
    containers: 1,
    clinicalHistory: 'Nodule 1 cm',
    collectedAt: '2026-11-21T20:15:00.000Z',
    receivedAt: '2026-11-22T02:30:00.000Z',
    price: 700,
    notes: null,
    lmp: null,
    gynTypeId: null,
    gynTypeName: null,
    relevantHistory: null,
    cytoTypeId: null,
    cytoTypeName: null,
    source: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: '2026-11-22T02:30:00.000Z',
    createdBy: 'user',
    updatedAt: '2026-11-22T02:30:00.000Z',
    version: 3,
    ...overrides,
  };
}

function report(overrides: Partial<ReportDto> = {}, result: Record<string, unknown> = {}, c: Partial<CaseDto> = {}): ReportDto {
  const kind = overrides.kind ?? 'surgical';
  return {
    id: 11,
    caseId: 7,
    kind,
    accessionNo: 'S69-00042',
    version: 1,
    amended: false,
    amendReason: null,
    previousId: null,
    supersededBy: null,
    snapshot: {
      case: caseDto({ kind, ...c }),
      result: normalizeFields(kind, { diagnosis: 'Dermatofibroma.', gross: 'Ellipse of skin.', pathologistId: 3, ...result }),
      lookups: { 'cfgvalue:3': 'พญ. ศิริพร วัฒนกุล', 'cfgvalue:5': 'Liquid-based cytology (ThinPrep)', 'cfgvalue:8': 'Repeat Pap smear in 12 months.' },
      lab: { name: 'ห้องปฏิบัติการพยาธิวิทยา PathDesk', address: '123 ถนนพระราม 4', phone: '02-123-4567' },
    },
    signedBy: { userId: 3, username: 'doctor', name: 'พยาธิแพทย์', role: 'doctor', title: 'พญ. ศิริพร วัฒนกุล, MD', at: '2026-11-22T02:30:00.000Z' },
    pathologist: { name: 'พญ. ศิริพร วัฒนกุล', credentials: 'MD, Thai Board of Anatomical Pathology' },
    screener: null,
    releasedAt: '2026-11-22T02:30:00.000Z',
    qcReview: null,
    ...overrides,
  } as ReportDto;
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(3)).toBe('3');
  });
});

describe('reportDocumentHtml', () => {
  it('prints the lab head, title, patient and specimen block and the result with Buddhist Era dates in Bangkok time', () => {
    const html = reportDocumentHtml(report());
    expect(html).toMatch(/^<!doctype html><html lang="th"><head>/);
    expect(html).toContain('ห้องปฏิบัติการพยาธิวิทยา PathDesk');
    expect(html).toContain('123 ถนนพระราม 4 · Tel. 02-123-4567');
    expect(html).toContain('SURGICAL PATHOLOGY REPORT');
    expect(html).toContain('S69-00042');
    expect(html).toContain('นางสมหญิง ใจดี');
    expect(html).toContain('Somying Jaidee');
    expect(html).toContain('หญิง / Female');
    expect(html).toContain('46 ปี / years');
    // 20:15 UTC on 21 Nov is 03:15 on 22 Nov in Bangkok, year 2026 + 543
    expect(html).toContain('<th>Collected</th><td>22 พ.ย. 2569 03:15</td>');
    expect(html).toContain('<th>Received</th><td>22 พ.ย. 2569 09:30</td>');
    expect(html).toContain('GROSS DESCRIPTION');
    expect(html).toContain('Dermatofibroma.');
    expect(html).toContain('พญ. ศิริพร วัฒนกุล');
    expect(html).toContain('Signed out by');
    expect(html).not.toContain('AMENDED');
    expect(html).not.toMatch(/<script|src=|href=|@import|url\(/i); // nothing to run or load
  });

  it('escapes every value it prints', () => {
    const html = reportDocumentHtml(
      report(
        { amended: true, version: 2, amendReason: XSS, signedBy: { userId: 1, username: 'x', name: XSS, role: 'doctor', title: XSS, at: '2026-11-22T02:30:00.000Z' } },
        { diagnosis: XSS, gross: `"><img src=x onerror=alert(1)>`, comment: '&amp;' },
        { patientName: XSS, hn: XSS, specimen: XSS, hospitalName: XSS, doctorName: XSS, clinicalHistory: XSS, patientFirstNameEn: XSS },
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&amp;amp;');
  });

  it('marks an amended version: banner, reason, the version it supersedes', () => {
    const html = reportDocumentHtml(report({ amended: true, version: 3, amendReason: 'Immunohistochemistry changed the diagnosis.', previousId: 10 }));
    expect(html).toContain('AMENDED REPORT</strong> — version 3, supersedes version 2');
    expect(html).toContain('Reason for amendment: Immunohistochemistry changed the diagnosis.');
    expect(html).toContain('Report version 3 (AMENDED)');
    expect(html).toContain('Amended and released by');
  });

  it('marks an addendum (issue 32.1): ADDENDUM with its date, the report unchanged, then each addendum after the signatures — escaped', () => {
    const base = report();
    const addenda = [
      { version: 2, text: 'CK7 positive <b>.', signedBy: { name: 'พยาธิแพทย์', title: null }, releasedAt: '2026-11-24T03:00:00.000Z' },
      { version: 3, text: 'EGFR exon 19 deletion.', signedBy: { name: 'พยาธิแพทย์', title: 'MD' }, releasedAt: '2026-11-25T03:00:00.000Z' },
    ];
    const html = reportDocumentHtml(report({ version: 3, previousId: 12, releasedAt: '2026-11-25T03:00:00.000Z', snapshot: { ...base.snapshot, addenda } }));
    expect(html).toContain('<strong>ADDENDUM</strong> — version 3, 25 พ.ย. 2569 10:00');
    expect(html).toContain('The report of version 2 is unchanged');
    expect(html).toContain('Report version 3 (ADDENDUM)');
    expect(html).toContain('Addendum released by');
    expect(html).not.toContain('AMENDED');
    expect(html).toContain('CK7 positive &lt;b&gt;.');
    const [diagnosis, signatures, first, second] = ['Dermatofibroma.', 'Addendum released by', 'ADDENDUM (version 2)', 'ADDENDUM (version 3)'].map((s) => html.indexOf(s));
    expect(diagnosis).toBeLessThan(signatures!);
    expect(signatures).toBeLessThan(first!);
    expect(first).toBeLessThan(second!);
    // An amendment after an addendum keeps printing it, under its own AMENDED banner.
    const amended = reportDocumentHtml(report({ version: 4, amended: true, amendReason: 'Margin', previousId: 13, snapshot: { ...base.snapshot, addenda } }));
    expect(amended).toContain('AMENDED REPORT');
    expect(amended).not.toContain('<strong>ADDENDUM</strong>');
    expect(amended).toContain('EGFR exon 19 deletion.');
  });

  it('prints a Pap in Bethesda wording, with the comments from the lookups and the QC rescreen', () => {
    const html = reportDocumentHtml(
      report(
        {
          kind: 'gynecological',
          screener: { name: 'นางสาวอรุณี แสงทอง', credentials: 'CT(ASCP)' },
          pathologist: null,
          qcReview: { reviewer: 'นพ. ผู้ตรวจซ้ำ', reviewedAt: '2026-11-23T01:00:00.000Z' },
        },
        {
          gynTypeId: 5,
          adequacy: 'satisfactory',
          adequacyNote: 'Transformation zone present.',
          interpretation: 'NILM',
          organisms: ['candida'],
          reactiveChanges: ['atrophy'],
          commentIds: [8],
        },
        { lmp: '2026-11-01', relevantHistory: 'G2P2' },
      ),
    );
    expect(html).toContain('GYNECOLOGIC CYTOLOGY REPORT (PAP TEST)');
    expect(html).toContain('Liquid-based cytology (ThinPrep)');
    expect(html).toContain('Satisfactory for evaluation; Transformation zone present.');
    expect(html).toContain('Negative for intraepithelial lesion or malignancy (NILM)');
    expect(html).toContain('Organisms: Fungal organisms morphologically consistent with Candida spp.');
    expect(html).toContain('Non-neoplastic findings: Atrophy');
    expect(html).toContain('<li>Repeat Pap smear in 12 months.</li>');
    expect(html).toContain('<th>LMP</th><td>1 พ.ย. 2569</td>');
    expect(html).toContain('Screened by');
    expect(html).toContain('Quality-control rescreen: นพ. ผู้ตรวจซ้ำ, 23 พ.ย. 2569 08:00');
    const agc = reportDocumentHtml(report({ kind: 'gynecological' }, { adequacy: 'satisfactory', interpretation: 'AGC', agcSubtype: 'endocervical-favor-neoplastic' }));
    expect(agc).toContain('Atypical endocervical cells, favor neoplastic');
    const unsat = reportDocumentHtml(report({ kind: 'gynecological' }, { adequacy: 'unsatisfactory', unsatisfactoryReason: 'Obscuring blood' }));
    expect(unsat).toContain('Unsatisfactory for evaluation: Obscuring blood');
    expect(unsat).not.toContain('INTERPRETATION / RESULT');
  });

  it('prints non-gynecological cytology with its category', () => {
    const html = reportDocumentHtml(
      report(
        { kind: 'cytological' },
        { adequacy: 'satisfactory', category: 'suspicious', interpretation: 'Suspicious for papillary carcinoma.', diagnosis: 'Thyroid FNA.' },
        { cytoTypeName: 'FNA', source: 'Right thyroid lobe' },
      ),
    );
    expect(html).toContain('CYTOLOGY REPORT (NON-GYNECOLOGIC)');
    expect(html).toContain('Suspicious for malignancy');
    expect(html).toContain('<th>Source</th><td>Right thyroid lobe</td>');
    expect(html).toContain('FNA');
  });
});
