import { Hl7Field, Hl7Message, Hl7Segment } from '@medplum/core';
import { reportVersionType, type InterfaceSettings, type ReportDto } from '@pathdesk/contracts';
import { REPORT_CODES } from '../fhir/fhir-codes.js';
import { reportSections } from '../report-sections.js';
import { hl7Escape, hl7Time } from './hl7-text.js';

/** What an ORU^R01 carries besides the version: the interface's names, the hospital's codes, the order number, the PDF. */
export interface OruInput {
  report: ReportDto;
  settings: Required<Pick<InterfaceSettings, 'sendingApplication' | 'sendingFacility' | 'receivingApplication' | 'receivingFacility'>>;
  controlId: string;
  at: Date;
  /** The hospital's order number (OBR-2) when the case came from an order. */
  placerOrderNo?: string | null;
  /** The version's PDF, as an ED OBX, when the interface asks for it. */
  pdf?: Uint8Array | null;
}

const f = (...components: string[]) => new Hl7Field([components]);
const SEX = { male: 'M', female: 'F', unknown: 'U' } as const;

/**
 * An HL7 v2.5.1 ORU^R01 of a released version (issue 29.3), built with @medplum/core's Hl7Message:
 * MSH, PID (HN, citizen ID, Thai and English names, birth date, sex), ORC, OBR (OBR-3 the accession
 * number, OBR-25 F for a first release, C for a correction or an addendum), an OBX per section (LOINC, FT text) and
 * the PDF as an ED OBX when asked. Read back by Hl7Message.parse field by field in the tests.
 */
export function buildOru({ report, settings, controlId, at, placerOrderNo, pdf }: OruInput): Hl7Message {
  const c = report.snapshot.case;
  const code = REPORT_CODES[report.kind];
  // HL7 v2.5.1 table 0123 (OBR-25) and 0085 (OBX-11) have no "appended": after a final result every
  // change is a correction, 'C' — an addendum as an amendment (issue 32.1). 'A' ("some, but not all,
  // results available") is a partial report before the final one, and would read as a step back.
  const status = reportVersionType(report) === 'first' ? 'F' : 'C';
  const e = (v: string | null | undefined) => hl7Escape(v ?? '');
  const segments: Hl7Segment[] = [
    new Hl7Segment([
      'MSH',
      '^~\\&',
      e(settings.sendingApplication),
      e(settings.sendingFacility),
      e(settings.receivingApplication),
      e(settings.receivingFacility),
      hl7Time(at),
      '',
      f('ORU', 'R01', 'ORU_R01'),
      controlId,
      'P',
      '2.5.1',
      '',
      '',
      'AL',
      'NE',
      'THA',
      'UNICODE UTF-8',
    ]),
    new Hl7Segment([
      'PID',
      '1',
      '',
      new Hl7Field([[e(c.hn), '', '', e(settings.receivingFacility), 'MR'], ...(c.citizenId ? [[e(c.citizenId), '', '', 'TH-CID', 'NI']] : [])]),
      '',
      new Hl7Field([
        [e(c.patientLastName), e(c.patientFirstName), '', '', e(c.patientTitle), '', 'L'],
        ...(c.patientFirstNameEn || c.patientLastNameEn ? [[e(c.patientLastNameEn), e(c.patientFirstNameEn), '', '', '', '', 'A']] : []),
      ]),
      '',
      c.birthDate ? c.birthDate.replace(/-/g, '') : '',
      SEX[c.sex as keyof typeof SEX] ?? 'U',
    ]),
    new Hl7Segment(['PV1', '1', 'O', '', '', '', '', c.doctorName ? f('', e(c.doctorName)) : '']),
    new Hl7Segment(['ORC', 'RE', e(placerOrderNo), e(report.accessionNo), '', 'CM']),
    new Hl7Segment([
      'OBR',
      '1',
      e(placerOrderNo),
      f(e(report.accessionNo), 'PATHDESK'),
      f(code.code, e(code.display), 'LN'),
      '',
      '',
      c.collectedAt ? hl7Time(new Date(c.collectedAt)) : '',
      '',
      '',
      '',
      '',
      '',
      e(c.clinicalHistory),
      hl7Time(new Date(c.receivedAt)),
      f(e(c.specimen)),
      c.doctorName ? f('', e(c.doctorName)) : '',
      '',
      '',
      '',
      '',
      '',
      hl7Time(new Date(report.releasedAt)),
      '',
      code.section,
      status,
      '',
      '',
      '',
      '',
      '',
      '',
      f('', e(report.signedBy.name)),
    ]),
  ];
  /** An observation of the version: its set ID, value type, identifier, sub-ID and value; the status, time and signer every OBX carries. */
  const obx = (setId: number, type: string, id: Hl7Field, subId: string, value: string | Hl7Field) =>
    new Hl7Segment(['OBX', String(setId), type, id, subId, value, '', '', '', '', '', status, '', '', hl7Time(new Date(report.releasedAt)), '', f('', e(report.signedBy.name))]);
  const sections = reportSections(report);
  sections.forEach((s, i) => segments.push(obx(i + 1, 'FT', f(s.code, e(s.display), 'LN'), '', hl7Escape(s.text, true))));
  // Issue 30.5: each part's ICD-O-3 codes as coded OBX (sub-ID: the part's letter; coding system ICDO, HL7 table 0396).
  const codes = (report.snapshot.synoptic ?? []).flatMap((p) =>
    p.icdO3
      ? [
          { letter: p.letter, id: f('ICDO3-T', 'ICD-O-3 topography', 'L'), code: p.icdO3.topography },
          { letter: p.letter, id: f('ICDO3-M', 'ICD-O-3 morphology', 'L'), code: p.icdO3.morphology },
        ]
      : [],
  );
  codes.forEach((c, i) => segments.push(obx(sections.length + i + 1, 'CWE', c.id, e(c.letter), f(e(c.code), '', 'ICDO'))));
  if (pdf) segments.push(pdfObx(sections.length + codes.length + 1, status, pdf));
  return new Hl7Message(segments);
}

/** The version's PDF as an ED OBX (source ^ AP ^ PDF ^ Base64 ^ data; HL7 table 0191 "AP", other application data). */
function pdfObx(setId: number, status: string, pdf: Uint8Array): Hl7Segment {
  return new Hl7Segment([
    'OBX',
    String(setId),
    'ED',
    f('PDF', 'Report PDF', 'L'),
    '',
    f('PATHDESK', 'AP', 'PDF', 'Base64', Buffer.from(pdf).toString('base64')),
    '',
    '',
    '',
    '',
    '',
    status,
  ]);
}

/** Whether a message already carries its PDF. */
export const hasPdf = (raw: string): boolean =>
  Hl7Message.parse(raw)
    .getAllSegments('OBX')
    .some((s) => s.getField(2).toString() === 'ED');

/**
 * An ORU^R01 with the version's PDF added as its last OBX (the text before it unchanged): the outbox
 * completes a queued message this way before its first send, when the interface asks for the PDF.
 */
export function withPdf(raw: string, pdf: Uint8Array): string {
  const message = Hl7Message.parse(raw);
  const status = message.getSegment('OBR')?.getField(25).toString() || 'F';
  const segment = pdfObx(message.getAllSegments('OBX').length + 1, status, pdf);
  return `${raw.replace(/\r+$/, '')}\r${segment.toString()}`;
}
