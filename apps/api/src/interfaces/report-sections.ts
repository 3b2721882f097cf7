import type { CytologicalResult, GynecologicalResult, ReportDto, SurgicalResult } from '@pathdesk/contracts';
import { SECTIONS, type Section } from './fhir/fhir-codes.js';

/** One narrative of a released version, as FHIR Observations and HL7 OBX segments carry it. */
export interface ReportSection extends Section {
  text: string;
}

const GYN_WORDS: Record<string, string> = {
  NILM: 'Negative for intraepithelial lesion or malignancy (NILM)',
  'ASC-US': 'Atypical squamous cells of undetermined significance (ASC-US)',
  'ASC-H': 'Atypical squamous cells, cannot exclude HSIL (ASC-H)',
  LSIL: 'Low-grade squamous intraepithelial lesion (LSIL)',
  HSIL: 'High-grade squamous intraepithelial lesion (HSIL)',
  SCC: 'Squamous cell carcinoma',
  AGC: 'Atypical glandular cells (AGC)',
  AIS: 'Endocervical adenocarcinoma in situ (AIS)',
  ADENOCARCINOMA: 'Adenocarcinoma',
  OTHER: 'Other',
};

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== '').join('\n\n');

/**
 * The sections of a released version in report order — clinical history, gross, microscopic, final
 * diagnosis (a Pap: its Bethesda interpretation), comment — each with its LOINC code; empty ones left
 * out. Read from the version's snapshot only, so a version's message or resource never changes.
 */
export function reportSections(report: ReportDto): ReportSection[] {
  const c = report.snapshot.case;
  const sections: ReportSection[] = [];
  const add = (section: Section, text: string) => {
    if (text.trim() !== '') sections.push({ ...section, text });
  };
  if (report.kind === 'surgical') {
    const r = report.snapshot.result as SurgicalResult;
    add(SECTIONS.clinical, joined(c.clinicalHistory));
    add(SECTIONS.gross, joined(r.gross));
    add(SECTIONS.microscopic, joined(r.microscopic, r.additionalStudies));
    add(SECTIONS.diagnosis, joined(r.diagnosis));
    add(SECTIONS.comment, joined(r.comment));
  } else if (report.kind === 'cytological') {
    const r = report.snapshot.result as CytologicalResult;
    add(SECTIONS.clinical, joined(c.clinicalHistory));
    add(SECTIONS.microscopic, joined(r.interpretation, r.additionalStudies));
    add(SECTIONS.diagnosis, joined(r.diagnosis));
    add(SECTIONS.comment, joined(r.comment));
  } else {
    const r = report.snapshot.result as GynecologicalResult;
    add(SECTIONS.clinical, joined(c.relevantHistory, c.clinicalHistory));
    add(
      SECTIONS.interpretation,
      r.adequacy === 'unsatisfactory'
        ? joined('Unsatisfactory for evaluation', r.unsatisfactoryReason)
        : joined(r.interpretation ? GYN_WORDS[r.interpretation] : null, r.otherFinding),
    );
    add(SECTIONS.comment, joined(r.comment));
  }
  return sections;
}
