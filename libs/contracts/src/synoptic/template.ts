/**
 * Synoptic report templates (issue 30.1): one versioned JSON file per ICCR dataset, validated by
 * `synopticTemplateSchema` (`@pathdesk/contracts/schemas`). A template is data: sections of
 * elements, each with its kind, whether the dataset marks it core (required) or non-core
 * (recommended), when it is asked (conditions on earlier elements), and the ICD-O-3 codes and the
 * diagnosis line its values suggest.
 */

/** A label in both of the lab's languages (Thai: the Thai pathology term where one is standard). */
export interface SynopticLabel {
  en: string;
  th: string;
}

export const SYNOPTIC_ELEMENT_KINDS = ['single', 'multiple', 'number', 'text', 'date'] as const;
export type SynopticElementKind = (typeof SYNOPTIC_ELEMENT_KINDS)[number];

/** ICCR core elements are required (sign-out waits for them); non-core ones are recommended (a warning). */
export const SYNOPTIC_LEVELS = ['required', 'recommended'] as const;
export type SynopticLevel = (typeof SYNOPTIC_LEVELS)[number];

export const ICDO3_KINDS = ['topography', 'morphology'] as const;
export type IcdO3Kind = (typeof ICDO3_KINDS)[number];

/** The additional tests that have a result template (issue 30.3), as a lab test's `resultTemplate`. */
export const BIOMARKER_TEMPLATE_IDS = ['er', 'pr', 'her2-ihc', 'ki67', 'mmr', 'pd-l1'] as const;
export type BiomarkerTemplateId = (typeof BIOMARKER_TEMPLATE_IDS)[number];

export interface SynopticChoice {
  value: string;
  label: SynopticLabel;
  /** The words the diagnosis line uses for it ("clear" for "Not involved"); "" leaves its piece out. */
  short?: string;
  /** The ICD-O-3 code it suggests, of the kind its element's `icdO3` names. */
  code?: string;
  /** The text element that says what this choice ("Other") is; the diagnosis line prints that text. */
  specify?: string;
  /** In a multiple choice: chosen alone or not at all ("None identified"). */
  exclusive?: boolean;
}

/** Asked when the earlier element `element` has a value: one of `in` (choices), at least `min` (numbers), or any. */
export interface SynopticValueCondition {
  element: string;
  in?: string[];
  min?: number;
}

/** Asked when any of the conditions holds. */
export interface SynopticAnyCondition {
  any: SynopticValueCondition[];
}

export type SynopticCondition = SynopticValueCondition | SynopticAnyCondition;

interface ElementBase {
  id: string;
  label: SynopticLabel;
  level: SynopticLevel;
  /** Asked only when all of these hold (each refers to an element before this one). */
  showIf?: SynopticCondition[];
}

export interface SynopticChoiceElement extends ElementBase {
  kind: 'single' | 'multiple';
  choices: SynopticChoice[];
  /** The choices carry ICD-O-3 codes of this kind. */
  icdO3?: IcdO3Kind;
  /** Filled from this additional test's result once it is recorded (its value is the choice's value). */
  biomarker?: BiomarkerTemplateId;
}

export interface SynopticNumberElement extends ElementBase {
  kind: 'number';
  /** Printed after the number ("mm", "%", "g"); none for counts. */
  unit?: string;
  min: number;
  max: number;
  integer?: boolean;
  biomarker?: BiomarkerTemplateId;
}

export interface SynopticTextElement extends ElementBase {
  kind: 'text';
  maxLength: number;
}

export interface SynopticDateElement extends ElementBase {
  kind: 'date';
}

export type SynopticElement = SynopticChoiceElement | SynopticNumberElement | SynopticTextElement | SynopticDateElement;

export interface SynopticSection {
  id: string;
  label: SynopticLabel;
  elements: SynopticElement[];
}

/** One number may not exceed another ("nodes with metastasis" ≤ "nodes examined"). */
export interface SynopticLimit {
  element: string;
  atMost: string;
}

/**
 * The diagnosis line drafted from the values: groups joined by "; ", each group's pieces joined by
 * `join` (", " unless given). A piece holds `{elementId}` placeholders and is left out unless every
 * element it names has a value.
 */
export interface SynopticLineGroup {
  pieces: string[];
  join?: string;
}

export interface SynopticSource {
  /** The ICCR dataset's title. */
  dataset: string;
  edition: string;
  url: string;
  /** The TNM (and FIGO) edition of its staging categories. */
  staging: string;
  /** What was and was not verified against the dataset when the template was written. */
  note: string;
}

export interface SynopticTemplate {
  id: string;
  /** Whole numbers counting up; a case keeps the version it was written with. */
  version: number;
  name: SynopticLabel;
  source: SynopticSource;
  /** The ICD-O-3 topography suggested when no element's value names a site. */
  topography?: string;
  sections: SynopticSection[];
  limits?: SynopticLimit[];
  diagnosisLine: SynopticLineGroup[];
}

/** What a result stores (`fields.synoptic`): the template and version written with, and the values by element id. */
export type SynopticValue = string | string[] | number | null;
export type SynopticValues = Record<string, SynopticValue>;

export interface SynopticEntry {
  templateId: string;
  version: number;
  values: SynopticValues;
}

export function isAnyCondition(condition: SynopticCondition): condition is SynopticAnyCondition {
  return 'any' in condition;
}

/** Every element in the order the form asks them. */
export function templateElements(template: SynopticTemplate): SynopticElement[] {
  return template.sections.flatMap((s) => s.elements);
}
