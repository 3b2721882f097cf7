import { checkSynopticEntry, type SynopticGap } from './check-values.js';
import type { SynopticEntry, SynopticLabel, SynopticTemplate } from './template.js';

/** A core element a part's synoptic report leaves empty, at its result field. */
export interface PartSynopticGap {
  /** `parts.<i>.synoptic.values.<element>`. */
  field: string;
  letter: string;
  gap: SynopticGap;
  template: SynopticTemplate;
}

/**
 * The core (required) elements each part's synoptic report asks for and leaves empty (issue 30.2):
 * what sign-out waits for. An entry that does not fit its template is the save's to refuse.
 */
export function partSynopticGaps(templates: readonly SynopticTemplate[], parts: readonly { letter: string; synoptic?: SynopticEntry | null }[]): PartSynopticGap[] {
  return parts.flatMap((part, i) => {
    const entry = part.synoptic;
    const template = entry && templates.find((t) => t.id === entry.templateId && t.version === entry.version);
    if (!entry || !template) return [];
    return checkSynopticEntry(templates, entry).missing.map((gap) => ({ field: `parts.${i}.synoptic.values.${gap.elementId}`, letter: part.letter, gap, template }));
  });
}

/** Something sign-out does not wait for but the report should carry: a recommended element, or a malignant part's codes. */
export interface PartSynopticWarning {
  /** `parts.<i>.synoptic.values.<element>` or `parts.<i>.icdO3`. */
  field: string;
  letter: string;
  label: SynopticLabel;
}

const ICD_O3_LABEL: SynopticLabel = { en: 'ICD-O-3 codes (for the cancer registry)', th: 'รหัส ICD-O-3 (สำหรับทะเบียนมะเร็ง)' };

/**
 * What each part's report is better with and sign-out does not wait for (issue 30.2 "a recommended
 * one warns", 30.4): the recommended elements its synoptic report asks for and leaves empty, and the
 * ICD-O-3 codes of a part that is malignant or has a synoptic report (the registry file leaves a
 * part without codes blank).
 */
export function partSynopticWarnings(
  templates: readonly SynopticTemplate[],
  parts: readonly { letter: string; synoptic?: SynopticEntry | null; icdO3?: { topography: string; morphology: string } | null; malignant: boolean }[],
): PartSynopticWarning[] {
  return parts.flatMap((part, i) => {
    const entry = part.synoptic;
    const template = entry && templates.find((t) => t.id === entry.templateId && t.version === entry.version);
    const recommended =
      entry && template
        ? checkSynopticEntry(templates, entry).warnings.map((gap) => ({ field: `parts.${i}.synoptic.values.${gap.elementId}`, letter: part.letter, label: gap.label }))
        : [];
    const coded = part.icdO3?.topography && part.icdO3.morphology;
    const codes = (part.malignant || template) && !coded ? [{ field: `parts.${i}.icdO3`, letter: part.letter, label: ICD_O3_LABEL }] : [];
    return [...recommended, ...codes];
  });
}

/** Words of a specimen that point to a template (by the template id's first word), English and Thai. */
const SPECIMEN_WORDS: Record<string, RegExp> = {
  breast: /breast|mastectomy|lumpectomy|เต้านม/i,
  colorectal: /colon|colectomy|rect|sigmoid|caec|cecum|hemicolectomy|ลำไส้ใหญ่|ทวารหนัก/i,
  cervix: /cervix|cervical carcinoma|trachelectomy|radical hysterectomy|ปากมดลูก/i,
  lung: /lung|lobectomy|pneumonectomy|segmentectomy|ปอด/i,
  prostate: /prostat|ต่อมลูกหมาก/i,
};

/** The template a specimen's text suggests — the newest version in use of the first that fits — or null. */
export function suggestSynopticTemplate<T extends SynopticTemplate & { retired?: boolean }>(templates: readonly T[], specimen: string): T | null {
  const inUse = templates.filter((t) => !t.retired).toSorted((a, b) => a.id.localeCompare(b.id) || b.version - a.version);
  for (const [word, pattern] of Object.entries(SPECIMEN_WORDS)) {
    if (!pattern.test(specimen)) continue;
    const found = inUse.find((t) => t.id.split('-')[0] === word);
    if (found) return found;
  }
  return null;
}
