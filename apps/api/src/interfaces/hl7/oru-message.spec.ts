import { Hl7Message } from '@medplum/core';
import type { ReportDto } from '@pathdesk/contracts';
import { hl7Escape, hl7Unescape } from './hl7-text.js';
import { buildOru, hasPdf, withPdf } from './oru-message.js';

const settings = { sendingApplication: 'PATHDESK', sendingFacility: 'LAB', receivingApplication: 'HIS', receivingFacility: '10999' };

function report(overrides: Partial<ReportDto> = {}): ReportDto {
  return {
    id: 41,
    caseId: 7,
    kind: 'surgical',
    accessionNo: 'S69-00012',
    version: 1,
    amended: false,
    amendReason: null,
    previousId: null,
    supersededBy: null,
    snapshot: {
      case: {
        id: 7,
        hn: '6500001',
        citizenId: '1101700203450',
        patientTitle: 'นาง',
        patientFirstName: 'สมหญิง',
        patientLastName: 'ใจดี',
        patientFirstNameEn: 'Somying',
        patientLastNameEn: 'Jaidee',
        birthDate: '1980-05-10',
        sex: 'female',
        specimen: 'Skin, left arm | excision',
        clinicalHistory: 'Nodule 1 yr',
        receivedAt: '2026-11-20T03:00:00.000Z',
        collectedAt: null,
        doctorName: 'Dr. Somchai',
      } as unknown as ReportDto['snapshot']['case'],
      result: {
        gross: 'An ellipse 2 × 1 cm^2',
        microscopic: 'Line one\nLine two & more',
        diagnosis: 'Dermatofibroma',
        comment: null,
        additionalStudies: null,
      } as unknown as ReportDto['snapshot']['result'],
      lookups: {},
      lab: { name: 'Lab', address: null, phone: null },
    },
    signedBy: { userId: 3, username: 'doctor', name: 'Dr. Pathologist', role: 'doctor', title: null, at: '2026-11-21T03:00:00.000Z' },
    pathologist: null,
    screener: null,
    releasedAt: '2026-11-21T03:00:00.000Z',
    qcReview: null,
    ...overrides,
  };
}

describe('ORU^R01 of a released version (issue 29.3)', () => {
  it('escapes HL7 delimiters and line breaks, and reads them back', () => {
    const text = 'a|b^c&d~e\\f\nnext';
    expect(hl7Escape(text, true)).toBe('a\\F\\b\\S\\c\\T\\d\\R\\e\\E\\f\\.br\\next');
    expect(hl7Unescape(hl7Escape(text, true))).toBe(text);
  });

  it.each([
    ['a first release', report(), 'F'],
    ['an amendment', report({ id: 42, version: 2, amended: true, amendReason: 'Margin', previousId: 41 }), 'C'],
    // Issue 32.1: tables 0123/0085 have no "appended"; after the final report every change goes as C.
    ['an addendum', report({ id: 43, version: 3, previousId: 42 }), 'C'],
  ])('%s: MSH, PID, ORC, OBR and an OBX per section, read back field by field', (_name, version, status) => {
    const text = buildOru({ report: version, settings, controlId: 'PD42', at: new Date('2026-11-21T03:00:05Z'), placerOrderNo: 'ORD-9' }).toString();
    const msg = Hl7Message.parse(text);
    expect(msg.header.getComponent(9, 1)).toBe('ORU');
    expect(msg.header.getComponent(9, 2)).toBe('R01');
    expect(msg.header.getField(10).toString()).toBe('PD42');
    expect(msg.header.getField(12).toString()).toBe('2.5.1');
    expect(msg.header.getField(3).toString()).toBe('PATHDESK');
    expect(msg.header.getField(6).toString()).toBe('10999');
    expect(msg.header.getField(7).toString()).toBe('20261121100005+0700');
    const pid = msg.getSegment('PID')!;
    expect(pid.getComponent(3, 1, undefined, 0)).toBe('6500001');
    expect(pid.getComponent(3, 5, undefined, 0)).toBe('MR');
    expect(pid.getComponent(3, 1, undefined, 1)).toBe('1101700203450');
    expect(pid.getComponent(3, 5, undefined, 1)).toBe('NI');
    expect(pid.getComponent(5, 1, undefined, 0)).toBe('ใจดี');
    expect(pid.getComponent(5, 2, undefined, 0)).toBe('สมหญิง');
    expect(pid.getComponent(5, 1, undefined, 1)).toBe('Jaidee');
    expect(pid.getField(7).toString()).toBe('19800510');
    expect(pid.getField(8).toString()).toBe('F');
    const obr = msg.getSegment('OBR')!;
    expect(obr.getField(2).toString()).toBe('ORD-9');
    expect(obr.getComponent(3, 1)).toBe('S69-00012');
    expect(obr.getComponent(4, 1)).toBe('11529-5');
    expect(hl7Unescape(obr.getComponent(15, 1))).toBe('Skin, left arm | excision');
    expect(obr.getField(24).toString()).toBe('SP');
    expect(obr.getField(25).toString()).toBe(status);
    const obx = msg.getAllSegments('OBX');
    expect(obx.map((s) => [s.getField(2).toString(), s.getComponent(3, 1), s.getField(11).toString()])).toEqual([
      ['FT', '22636-5', status],
      ['FT', '22634-0', status],
      ['FT', '22635-7', status],
      ['FT', '22637-3', status],
    ]);
    expect(hl7Unescape(obx[1]!.getField(5).toString())).toBe('An ellipse 2 × 1 cm^2');
    expect(hl7Unescape(obx[2]!.getField(5).toString())).toBe('Line one\nLine two & more');
  });

  it('adds the PDF as an ED OBX when the interface asks for it', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    const msg = Hl7Message.parse(buildOru({ report: report(), settings, controlId: 'PD1', at: new Date(), pdf }).toString());
    const ed = msg.getAllSegments('OBX').at(-1)!;
    expect(ed.getField(2).toString()).toBe('ED');
    expect(ed.getComponent(5, 4)).toBe('Base64');
    expect(Buffer.from(ed.getComponent(5, 5), 'base64').toString()).toBe('%PDF-1.7 test');
  });

  it('completes a queued message with its PDF: the text before it unchanged, the OBX numbered on and with its status', () => {
    const amended = buildOru({ report: report({ id: 42, version: 2, amended: true, previousId: 41 }), settings, controlId: 'PD2', at: new Date() }).toString();
    expect(hasPdf(amended)).toBe(false);
    const whole = withPdf(amended, new TextEncoder().encode('%PDF-1.7 x'));
    expect(whole.startsWith(amended)).toBe(true);
    expect(hasPdf(whole)).toBe(true);
    const obx = Hl7Message.parse(whole).getAllSegments('OBX');
    expect(obx).toHaveLength(5);
    const ed = obx.at(-1)!;
    expect([ed.getField(1).toString(), ed.getField(2).toString(), ed.getField(11).toString(), ed.getComponent(5, 3)]).toEqual(['5', 'ED', 'C', 'PDF']);
    expect(Buffer.from(ed.getComponent(5, 5), 'base64').toString()).toBe('%PDF-1.7 x');
  });

  it('sends each part’s ICD-O-3 codes as coded OBX after the narratives, the part in OBX-4, the PDF numbered after them (issue 30.5)', () => {
    const base = report();
    const synoptic = [
      {
        letter: 'A',
        templateId: 'breast-invasive-resection',
        version: 1,
        name: { en: 'Breast', th: 'เต้านม' },
        thai: false,
        sections: [],
        icdO3: { topography: 'C50.4', morphology: '8500/3' },
      },
      { letter: 'B', templateId: 'breast-invasive-resection', version: 1, name: { en: 'Breast', th: 'เต้านม' }, thai: false, sections: [], icdO3: null },
    ];
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    const msg = Hl7Message.parse(buildOru({ report: report({ snapshot: { ...base.snapshot, synoptic } }), settings, controlId: 'PD3', at: new Date(), pdf }).toString());
    const obx = msg.getAllSegments('OBX');
    const coded = obx.filter((o) => o.getField(2).toString() === 'CWE');
    expect(coded.map((o) => [o.getComponent(3, 1), o.getField(4).toString(), o.getComponent(5, 1), o.getComponent(5, 3), o.getField(11).toString()])).toEqual([
      ['ICDO3-T', 'A', 'C50.4', 'ICDO', 'F'],
      ['ICDO3-M', 'A', '8500/3', 'ICDO', 'F'],
    ]);
    expect(obx.map((o) => o.getField(1).toString())).toEqual(obx.map((_o, i) => String(i + 1)));
    expect(obx.at(-1)!.getField(2).toString()).toBe('ED');
  });
});
