import type { CaseKind } from '@pathdesk/contracts';

/**
 * The code systems and codes PathDesk's FHIR resources and HL7 messages carry (issue 29). Thai
 * identifiers follow the Thai Core FHIR guide (sil-th/th-core, its Alias.fsh): the citizen ID, the
 * hospital's MOPH code, and an HN, VN or AN under the hospital's own `hcode/5/{code}/…` namespace.
 */
export const LOINC = 'http://loinc.org';
export const TH_CID = 'https://terms.sil-th.org/id/th-cid';
export const TH_MOPH_HCODE = 'https://terms.sil-th.org/id/th-moph-hcode';
/** The hospital's local namespace for HN (or VN, AN): a hospital without a MOPH code is named by its PathDesk code. */
export const thLocal = (hospitalCode: string, kind: 'HN' | 'VN' | 'AN') => `https://terms.sil-th.org/hcode/5/${hospitalCode}/${kind}`;
/** PathDesk's own identifier systems (accession numbers, hospitals, users), relative to the lab's base URL. */
export const PATHDESK_ACCESSION = 'urn:pathdesk:accession';
export const PATHDESK_HOSPITAL = 'urn:pathdesk:hospital';
export const PATHDESK_USER = 'urn:pathdesk:user';
/** The synoptic templates (issue 30.5): `…/{templateId}/v{version}` codes its elements by their ids. */
export const PATHDESK_SYNOPTIC = 'urn:pathdesk:synoptic';
/** ICD-O-3, as HL7 Terminology names it. */
export const ICD_O_3 = 'http://terminology.hl7.org/CodeSystem/icd-o-3';
/** HL7 v2 table 0074, diagnostic service section (DiagnosticReport.category). */
export const V2_0074 = 'http://terminology.hl7.org/CodeSystem/v2-0074';
export const V2_0203 = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** A report's section: LOINC code and name (pathology report narratives). */
export interface Section {
  key: 'clinical' | 'gross' | 'microscopic' | 'diagnosis' | 'interpretation' | 'comment';
  code: string;
  display: string;
}

export const SECTIONS = {
  clinical: { key: 'clinical', code: '22636-5', display: 'Pathology report relevant history' },
  gross: { key: 'gross', code: '22634-0', display: 'Pathology report gross observation' },
  microscopic: { key: 'microscopic', code: '22635-7', display: 'Pathology report microscopic observation' },
  diagnosis: { key: 'diagnosis', code: '22637-3', display: 'Pathology report final diagnosis' },
  /** The Bethesda general category of a Pap (LOINC 19762-4, cervical or vaginal smear by cyto stain). */
  interpretation: { key: 'interpretation', code: '19762-4', display: 'General categories [Interpretation] of Cervical or vaginal smear or scraping by Cyto stain' },
  comment: { key: 'comment', code: '22638-1', display: 'Pathology report comments' },
} as const satisfies Record<Section['key'], Section>;

/** Per kind: the report's LOINC code and its diagnostic service section (v2-0074: SP surgical pathology, CP cytopathology). */
export const REPORT_CODES: Record<CaseKind, { code: string; display: string; section: 'SP' | 'CP'; sectionDisplay: string }> = {
  surgical: { code: '11529-5', display: 'Surgical pathology study', section: 'SP', sectionDisplay: 'Surgical Pathology' },
  cytological: { code: '11526-1', display: 'Pathology study', section: 'CP', sectionDisplay: 'Cytopathology' },
  gynecological: { code: '47528-5', display: 'Cytology report of Cervical or vaginal smear or scraping Cyto stain', section: 'CP', sectionDisplay: 'Cytopathology' },
};
