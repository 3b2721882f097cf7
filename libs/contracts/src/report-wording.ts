import type { AdditionalStudy } from './bench.js';
import type { CaseKind } from './lookups.js';
import type { Sex } from './cases.js';
import { buddhistYear, labDateTime } from './lab-clock.js';
import {
  THAI_MONTHS_SHORT,
  type Adequacy,
  type ADENOCARCINOMA_TYPES,
  type AGC_SUBTYPES,
  type CytoCategory,
  type GYN_ORGANISMS,
  type GYN_REACTIVE_CHANGES,
  type GynecologicalResult,
  type GynInterpretation,
} from './results.js';

/**
 * The words reports print (and the result forms and the report view show): the Bethesda System
 * 2014 for Pap tests, the general diagnostic categories of non-gynecological cytology, and the
 * lab's dates (Buddhist Era, the lab's time zone). One source, so the PDF and the screens agree.
 */

export const REPORT_TITLES: Record<CaseKind, { en: string; th: string }> = {
  surgical: { en: 'SURGICAL PATHOLOGY REPORT', th: 'รายงานผลการตรวจชิ้นเนื้อทางพยาธิวิทยา' },
  cytological: { en: 'CYTOLOGY REPORT (NON-GYNECOLOGIC)', th: 'รายงานผลการตรวจทางเซลล์วิทยา' },
  gynecological: { en: 'GYNECOLOGIC CYTOLOGY REPORT (PAP TEST)', th: 'รายงานผลการตรวจเซลล์วิทยาปากมดลูก' },
};

export const SEX_LABELS: Record<Sex, string> = { male: 'ชาย / Male', female: 'หญิง / Female', unknown: 'ไม่ระบุ / Unknown' };

/** The role of the person who released a report, as its signature block names it. */
export const SIGNER_ROLE_LABELS: Record<string, string> = { doctor: 'Pathologist', user: 'Laboratory staff', admin: 'Administrator' };

export const ADEQUACY_LABELS: Record<Adequacy, string> = {
  satisfactory: 'Satisfactory for evaluation',
  unsatisfactory: 'Unsatisfactory for evaluation',
};

export const CYTO_CATEGORY_LABELS: Record<CytoCategory, string> = {
  nondiagnostic: 'Non-diagnostic',
  negative: 'Negative for malignancy',
  atypical: 'Atypical',
  suspicious: 'Suspicious for malignancy',
  malignant: 'Malignant',
};

export const GYN_INTERPRETATION_LABELS: Record<GynInterpretation, string> = {
  NILM: 'Negative for intraepithelial lesion or malignancy (NILM)',
  'ASC-US': 'Atypical squamous cells of undetermined significance (ASC-US)',
  'ASC-H': 'Atypical squamous cells, cannot exclude HSIL (ASC-H)',
  LSIL: 'Low-grade squamous intraepithelial lesion (LSIL), encompassing HPV / mild dysplasia / CIN 1',
  HSIL: 'High-grade squamous intraepithelial lesion (HSIL), encompassing moderate and severe dysplasia, CIS; CIN 2 and CIN 3',
  SCC: 'Squamous cell carcinoma',
  AGC: 'Atypical glandular cells (AGC)',
  AIS: 'Endocervical adenocarcinoma in situ (AIS)',
  ADENOCARCINOMA: 'Adenocarcinoma',
  OTHER: 'Other',
};

export const GYN_ORGANISM_LABELS: Record<(typeof GYN_ORGANISMS)[number], string> = {
  trichomonas: 'Trichomonas vaginalis',
  candida: 'Fungal organisms morphologically consistent with Candida spp.',
  'shift-in-flora': 'Shift in flora suggestive of bacterial vaginosis',
  actinomyces: 'Bacteria morphologically consistent with Actinomyces spp.',
  hsv: 'Cellular changes consistent with herpes simplex virus',
  cmv: 'Cellular changes consistent with cytomegalovirus',
};

export const GYN_REACTIVE_CHANGE_LABELS: Record<(typeof GYN_REACTIVE_CHANGES)[number], string> = {
  inflammation: 'Reactive cellular changes associated with inflammation (includes typical repair)',
  'lymphocytic-cervicitis': 'Reactive cellular changes associated with lymphocytic (follicular) cervicitis',
  radiation: 'Reactive cellular changes associated with radiation',
  iud: 'Reactive cellular changes associated with an intrauterine contraceptive device (IUD)',
  'glandular-cells-post-hysterectomy': 'Glandular cells status post hysterectomy',
  atrophy: 'Atrophy',
  'squamous-metaplasia': 'Squamous metaplasia',
  'keratotic-changes': 'Keratotic changes',
  'tubal-metaplasia': 'Tubal metaplasia',
  'pregnancy-changes': 'Pregnancy-associated changes',
};

export const AGC_SUBTYPE_LABELS: Record<(typeof AGC_SUBTYPES)[number], string> = {
  'endocervical-nos': 'Atypical endocervical cells (not otherwise specified)',
  'endometrial-nos': 'Atypical endometrial cells (not otherwise specified)',
  'glandular-nos': 'Atypical glandular cells (not otherwise specified)',
  'endocervical-favor-neoplastic': 'Atypical endocervical cells, favor neoplastic',
  'glandular-favor-neoplastic': 'Atypical glandular cells, favor neoplastic',
};

export const ADENOCARCINOMA_TYPE_LABELS: Record<(typeof ADENOCARCINOMA_TYPES)[number], string> = {
  endocervical: 'Adenocarcinoma, endocervical',
  endometrial: 'Adenocarcinoma, endometrial',
  extrauterine: 'Adenocarcinoma, extrauterine',
  nos: 'Adenocarcinoma, not otherwise specified (NOS)',
};

/** The interpretation of a Pap in Bethesda wording: the main line, then its details. */
export function bethesdaInterpretation(f: Partial<GynecologicalResult>): { line: string; details: string[] } {
  const interpretation = f.interpretation;
  if (!interpretation) return { line: '', details: [] };
  if (interpretation === 'AGC' && f.agcSubtype) return { line: AGC_SUBTYPE_LABELS[f.agcSubtype], details: [] };
  if (interpretation === 'ADENOCARCINOMA' && f.adenocarcinomaType) return { line: ADENOCARCINOMA_TYPE_LABELS[f.adenocarcinomaType], details: [] };
  if (interpretation === 'OTHER') return { line: f.otherFinding ? `Other: ${f.otherFinding}` : 'Other', details: [] };
  if (interpretation === 'NILM') {
    const organisms = (f.organisms ?? []).map((o) => `Organisms: ${GYN_ORGANISM_LABELS[o]}`);
    const reactive = (f.reactiveChanges ?? []).map((r) => `Non-neoplastic findings: ${GYN_REACTIVE_CHANGE_LABELS[r]}`);
    return { line: GYN_INTERPRETATION_LABELS.NILM, details: [...organisms, ...reactive] };
  }
  return { line: GYN_INTERPRETATION_LABELS[interpretation], details: [] };
}

/** The lab's calendar date of a yyyy-mm-dd day, in the Buddhist Era: "22 พ.ย. 2569". */
export function formatThaiDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${THAI_MONTHS_SHORT[m - 1]} ${buddhistYear(y)}`;
}

/** An instant as the lab reads it: the lab's time zone, Buddhist Era, 24-hour time — "22 พ.ย. 2569 09:30". */
export function formatThaiDateTime(instant: string | Date): string {
  const local = labDateTime(instant);
  return `${formatThaiDate(local.slice(0, 10))} ${local.slice(11, 16)}`;
}

/**
 * A study as the report names it among the studies performed: the test's name, with its code only
 * where the name does not already carry it ("Estrogen receptor (ER)", never "… (ER) (ER)"), and its
 * block. Its result is the pathologist's text (the result's `additionalStudies`), never the bench's note.
 */
export function additionalStudyLabel(study: Pick<AdditionalStudy, 'testName' | 'testCode' | 'blockCode'>): string {
  const named = study.testName.toUpperCase().includes(`(${study.testCode.toUpperCase()})`) || study.testName.trim().toUpperCase() === study.testCode.toUpperCase();
  const name = named ? study.testName : `${study.testName} (${study.testCode})`;
  return study.blockCode ? `${name}, block ${study.blockCode}` : name;
}
