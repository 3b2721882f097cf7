import type { DiagnosticReport, HumanName, Identifier, Observation, Organization, Patient, Practitioner, Specimen } from '@medplum/fhirtypes';
import { reportVersionType, type BlockDto, type ReportDto, type ReportVersionType, type SlideDto, type SurgicalResult, type SynopticPrintRow } from '@pathdesk/contracts';
import { reportSections } from '../report-sections.js';
import {
  ICD_O_3,
  LOINC,
  PATHDESK_ACCESSION,
  PATHDESK_SYNOPTIC,
  PATHDESK_HOSPITAL,
  PATHDESK_USER,
  REPORT_CODES,
  TH_CID,
  TH_MOPH_HCODE,
  V2_0074,
  V2_0203,
  thLocal,
} from './fhir-codes.js';

/** A released version with what its resources name besides the snapshot: the case's patient and hospital. */
export interface FhirReport {
  report: ReportDto;
  patientId: number;
  hospital: { id: number; code: string; mophCode: string | null; nameTh: string; nameEn: string | null };
  /** The case's blocks and slides (surgical), children of its specimen. */
  blocks: BlockDto[];
  slides: SlideDto[];
}

/** One DiagnosticReport per version: `final` the first, `amended` an amendment, `appended` an addendum (issue 32.1). */
const REPORT_STATUS = { first: 'final', amendment: 'amended', addendum: 'appended' } as const satisfies Record<ReportVersionType, DiagnosticReport['status']>;
const reportStatus = (report: Pick<ReportDto, 'version' | 'amended'>): DiagnosticReport['status'] => REPORT_STATUS[reportVersionType(report)];

/** The hospital's code in the Thai namespaces: its MOPH code, or PathDesk's code for it while it has none. */
const hcodeOf = (hospital: FhirReport['hospital']) => hospital.mophCode ?? hospital.code;

const instant = (iso: string) => new Date(iso).toISOString();

function patientIdentifiers(c: ReportDto['snapshot']['case'], hospital: FhirReport['hospital']): Identifier[] {
  const ids: Identifier[] = [
    {
      use: 'usual',
      type: { coding: [{ system: V2_0203, code: 'MR' }] },
      system: thLocal(hcodeOf(hospital), 'HN'),
      value: c.hn,
      assigner: { reference: `Organization/${hospital.id}` },
    },
  ];
  if (c.citizenId) ids.unshift({ use: 'official', type: { coding: [{ system: V2_0203, code: 'NI' }] }, system: TH_CID, value: c.citizenId });
  return ids;
}

function names(c: ReportDto['snapshot']['case']): HumanName[] {
  const list: HumanName[] = [
    {
      use: 'official',
      text: [c.patientTitle, c.patientFirstName, c.patientLastName].filter(Boolean).join(' '),
      family: c.patientLastName,
      given: [c.patientFirstName],
      ...(c.patientTitle ? { prefix: [c.patientTitle] } : {}),
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/language', valueCode: 'th' }],
    },
  ];
  if (c.patientFirstNameEn || c.patientLastNameEn) {
    list.push({
      use: 'official',
      text: [c.patientFirstNameEn, c.patientLastNameEn].filter(Boolean).join(' '),
      ...(c.patientLastNameEn ? { family: c.patientLastNameEn } : {}),
      ...(c.patientFirstNameEn ? { given: [c.patientFirstNameEn] } : {}),
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/language', valueCode: 'en' }],
    });
  }
  return list;
}

const GENDER = { male: 'male', female: 'female', unknown: 'unknown' } as const;

/** The patient as the version names them: Thai and English names, citizen ID, HN at the hospital, sex, birth date. */
export function toPatient(f: FhirReport): Patient {
  const c = f.report.snapshot.case;
  return {
    resourceType: 'Patient',
    id: String(f.patientId),
    identifier: patientIdentifiers(c, f.hospital),
    name: names(c),
    gender: GENDER[c.sex as keyof typeof GENDER] ?? 'unknown',
    ...(c.birthDate ? { birthDate: c.birthDate } : {}),
    managingOrganization: { reference: `Organization/${f.hospital.id}`, display: f.hospital.nameTh },
  };
}

export function toOrganization(hospital: FhirReport['hospital']): Organization {
  return {
    resourceType: 'Organization',
    id: String(hospital.id),
    identifier: [...(hospital.mophCode ? [{ system: TH_MOPH_HCODE, value: hospital.mophCode }] : []), { system: PATHDESK_HOSPITAL, value: hospital.code }],
    active: true,
    type: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov', display: 'Healthcare Provider' }] }],
    name: hospital.nameTh,
    ...(hospital.nameEn ? { alias: [hospital.nameEn] } : {}),
  };
}

/** Who signed the version (the signing pathologist, or the screener who released a NILM Pap). */
export function toPractitioner(report: ReportDto): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: String(report.signedBy.userId),
    identifier: [{ system: PATHDESK_USER, value: report.signedBy.username }],
    active: true,
    name: [{ text: report.signedBy.name }],
    ...(report.signedBy.title ? { qualification: [{ code: { text: report.signedBy.title } }] } : {}),
  };
}

const specimenId = (caseId: number) => String(caseId);
export const blockSpecimenId = (caseId: number, blockId: number) => `${caseId}-b${blockId}`;
export const slideSpecimenId = (caseId: number, slideId: number) => `${caseId}-s${slideId}`;

/**
 * The specimens of a version: the case's specimen as received (one per case until parts A, B… come:
 * then one per part, each block's parent its part), its blocks (children through `parent`) and their
 * slides (children of their block, or of the specimen for a smear).
 */
export function toSpecimens(f: FhirReport): Specimen[] {
  const c = f.report.snapshot.case;
  const subject = { reference: `Patient/${f.patientId}` };
  const accession = { system: PATHDESK_ACCESSION, value: c.accessionNo };
  const root: Specimen = {
    resourceType: 'Specimen',
    id: specimenId(c.id),
    accessionIdentifier: accession,
    status: 'available',
    type: { text: c.specimen },
    subject,
    receivedTime: instant(c.receivedAt),
    ...(c.collectedAt ? { collection: { collectedDateTime: instant(c.collectedAt) } } : {}),
  };
  const slide = (s: SlideDto, parent: string): Specimen => ({
    resourceType: 'Specimen',
    id: slideSpecimenId(c.id, s.id),
    identifier: [{ system: 'urn:pathdesk:slide', value: s.barcode }],
    accessionIdentifier: accession,
    status: 'available',
    type: { coding: [{ system: 'http://snomed.info/sct', code: '433466003', display: 'Microscope slide' }], text: `${s.code} ${s.stain}` },
    subject,
    parent: [{ reference: `Specimen/${parent}` }],
  });
  const blocks = f.blocks.flatMap((b): Specimen[] => [
    {
      resourceType: 'Specimen',
      id: blockSpecimenId(c.id, b.id),
      identifier: [{ system: 'urn:pathdesk:block', value: b.barcode }],
      accessionIdentifier: accession,
      status: 'available',
      type: { text: `Block ${b.code}${b.description ? ` — ${b.description}` : ''}` },
      subject,
      parent: [{ reference: `Specimen/${root.id}` }],
    },
    ...b.slides.map((s) => slide(s, blockSpecimenId(c.id, b.id))),
  ]);
  return [root, ...blocks, ...f.slides.map((s) => slide(s, root.id!))];
}

/** The version's sections as Observations (LOINC-coded narratives; a Pap's Bethesda interpretation), then its synoptic reports. */
export function toObservations(f: FhirReport): Observation[] {
  return [...sectionObservations(f), ...synopticObservations(f)];
}

function sectionObservations(f: FhirReport): Observation[] {
  const { report } = f;
  const status = reportStatus(report) === 'final' ? 'final' : 'amended';
  return reportSections(report).map((s) => ({
    resourceType: 'Observation',
    id: `${report.id}-${s.key}`,
    status,
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
    code: { coding: [{ system: LOINC, code: s.code, display: s.display }], text: s.display },
    subject: { reference: `Patient/${f.patientId}` },
    specimen: { reference: `Specimen/${specimenId(report.caseId)}` },
    issued: instant(report.releasedAt),
    performer: [{ reference: `Practitioner/${report.signedBy.userId}`, display: report.signedBy.name }],
    ...(s.key === 'interpretation' ? { valueCodeableConcept: { text: s.text } } : { valueString: s.text }),
  }));
}

/** The FHIR id of a part's synoptic panel, of one of its elements, and of its ICD-O-3 codes (`{reportId}-syn-a`, `…-syn-a-pt`, `…-icdo3-a`). */
const synopticId = (reportId: number, letter: string, element?: string) => `${reportId}-syn-${letter.toLowerCase()}${element ? `-${element}` : ''}`;
const icdO3Id = (reportId: number, letter: string) => `${reportId}-icdo3-${letter.toLowerCase()}`;

/** An element's value as the part's result stored it, typed by the element's kind: a quantity with its unit, a coded choice (or several), text or a date. */
function elementValue(system: string, raw: unknown, row: SynopticPrintRow): Partial<Observation> {
  switch (row.kind) {
    case 'number':
      return { valueQuantity: { value: Number(raw), ...(row.unit ? { unit: row.unit, system: 'http://unitsofmeasure.org', code: row.unit } : {}) } };
    case 'single':
    case 'multiple': {
      const codes = (Array.isArray(raw) ? raw : [raw]).map(String);
      const displays = row.value.en.split(', ');
      return {
        valueCodeableConcept: { coding: codes.map((code, i) => ({ system, code, ...(codes.length === displays.length ? { display: displays[i] } : {}) })), text: row.value.en },
      };
    }
    case 'date':
      return { valueDateTime: String(raw) };
    default:
      return { valueString: row.value.en };
  }
}

/**
 * Each part's synoptic report (issue 30.5): a panel Observation whose members are its elements —
 * coded by the template's element ids, valued as stored — and its ICD-O-3 codes.
 */
function synopticObservations(f: FhirReport): Observation[] {
  const { report } = f;
  const status = reportStatus(report) === 'final' ? 'final' : 'amended';
  const common = {
    status,
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] }],
    subject: { reference: `Patient/${f.patientId}` },
    specimen: { reference: `Specimen/${specimenId(report.caseId)}` },
    issued: instant(report.releasedAt),
    performer: [{ reference: `Practitioner/${report.signedBy.userId}`, display: report.signedBy.name }],
  } satisfies Partial<Observation>;
  const parts = (report.snapshot.result as SurgicalResult).parts ?? [];
  return (report.snapshot.synoptic ?? []).flatMap((p) => {
    const system = `${PATHDESK_SYNOPTIC}/${p.templateId}/v${p.version}`;
    const values = parts.find((part) => part.letter === p.letter)?.synoptic?.values ?? {};
    const members: Observation[] = p.sections.flatMap((section) =>
      section.rows.map((row) => ({
        resourceType: 'Observation' as const,
        id: synopticId(report.id, p.letter, row.element),
        ...common,
        code: { coding: [{ system, code: row.element, display: row.label.en }], text: row.label.en },
        ...elementValue(`${system}/${row.element}`, values[row.element], row),
      })),
    );
    if (p.icdO3) {
      members.push({
        resourceType: 'Observation',
        id: icdO3Id(report.id, p.letter),
        ...common,
        code: { text: `ICD-O-3 topography and morphology, part ${p.letter}` },
        valueCodeableConcept: {
          coding: [
            { system: ICD_O_3, code: p.icdO3.topography },
            { system: ICD_O_3, code: p.icdO3.morphology },
          ],
          text: `${p.icdO3.topography} ${p.icdO3.morphology}`,
        },
      });
    }
    const panel: Observation = {
      resourceType: 'Observation',
      id: synopticId(report.id, p.letter),
      ...common,
      code: { coding: [{ system: PATHDESK_SYNOPTIC, code: p.templateId, display: p.name.en }], text: `${p.name.en} (v${p.version}), part ${p.letter}` },
      hasMember: members.map((m) => ({ reference: `Observation/${m.id}`, display: m.code.text })),
    };
    return [panel, ...members];
  });
}

/** The DiagnosticReport of a released version (issue 29.1). `base` is the API's URL (for the PDF). */
export function toDiagnosticReport(f: FhirReport, base: string): DiagnosticReport {
  const { report } = f;
  const code = REPORT_CODES[report.kind];
  const c = report.snapshot.case;
  const sections = reportSections(report);
  return {
    resourceType: 'DiagnosticReport',
    id: String(report.id),
    meta: { versionId: String(report.version), lastUpdated: instant(report.releasedAt) },
    identifier: [{ use: 'official', type: { coding: [{ system: V2_0203, code: 'ACSN' }] }, system: PATHDESK_ACCESSION, value: report.accessionNo }],
    status: reportStatus(report),
    category: [{ coding: [{ system: V2_0074, code: code.section, display: code.sectionDisplay }] }],
    code: { coding: [{ system: LOINC, code: code.code, display: code.display }], text: code.display },
    subject: { reference: `Patient/${f.patientId}`, display: report.snapshot.case.patientName },
    effectiveDateTime: instant(c.collectedAt ?? c.receivedAt),
    issued: instant(report.releasedAt),
    performer: [{ reference: `Practitioner/${report.signedBy.userId}`, display: report.signedBy.name }],
    resultsInterpreter: [{ reference: `Practitioner/${report.signedBy.userId}`, display: report.signedBy.name }],
    specimen: toSpecimens(f).map((s) => ({ reference: `Specimen/${s.id}` })),
    result: [
      ...sections.map((s) => ({ reference: `Observation/${report.id}-${s.key}`, display: s.display })),
      ...(report.snapshot.synoptic ?? []).map((p) => ({ reference: `Observation/${synopticId(report.id, p.letter)}`, display: `${p.name.en}, part ${p.letter}` })),
    ],
    ...(sections.some((s) => s.key === 'diagnosis' || s.key === 'interpretation')
      ? { conclusion: sections.find((s) => s.key === 'diagnosis' || s.key === 'interpretation')!.text }
      : {}),
    presentedForm: [
      {
        contentType: 'application/pdf',
        language: 'th',
        url: `${base}/Binary/${report.id}`,
        title: `${report.accessionNo} v${report.version}${report.amended ? ' (amended)' : ''}`,
        creation: instant(report.releasedAt),
      },
    ],
  };
}
