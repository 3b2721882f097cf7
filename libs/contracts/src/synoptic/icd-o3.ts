import { hasSynopticValue, shownElementIds } from './conditions.js';
import { templateElements, type IcdO3Kind, type SynopticTemplate, type SynopticValues } from './template.js';

/** ICD-O-3 topography: C00.0 … C80.9 (site, then subsite). */
export const ICDO3_TOPOGRAPHY_PATTERN = /^C\d{2}\.\d$/;
/** ICD-O-3 morphology: four digits (8000–9999), a slash and the behaviour code. */
export const ICDO3_MORPHOLOGY_PATTERN = /^\d{4}\/[012369]$/;

/**
 * The behaviour codes ICD-O-3 allows after the slash. /6 and /9 are for the pathologist's report
 * (a metastasis, or unsure which); cancer registries code the primary with /0–/3.
 */
export const ICDO3_BEHAVIOURS = {
  '0': 'benign',
  '1': 'uncertain whether benign or malignant',
  '2': 'in situ',
  '3': 'malignant, primary site',
  '6': 'malignant, metastatic site',
  '9': 'malignant, uncertain whether primary or metastatic site',
} as const;

/** "C50.4" and the like, C00.0 to C80.9. */
export function isIcdO3Topography(code: string): boolean {
  return ICDO3_TOPOGRAPHY_PATTERN.test(code) && Number(code.slice(1, 3)) <= 80;
}

/** "8500/3" and the like: morphology 8000–9999 with a behaviour ICD-O-3 allows. */
export function isIcdO3Morphology(code: string): boolean {
  return ICDO3_MORPHOLOGY_PATTERN.test(code) && Number(code.slice(0, 4)) >= 8000;
}

export function isIcdO3Code(kind: IcdO3Kind, code: string): boolean {
  return kind === 'topography' ? isIcdO3Topography(code) : isIcdO3Morphology(code);
}

/** Why a code has the wrong shape, or null. */
export function icdO3ShapeProblem(kind: IcdO3Kind, code: string): string | null {
  if (isIcdO3Code(kind, code)) return null;
  return kind === 'topography'
    ? 'must be an ICD-O-3 topography code, C00.0 to C80.9 (e.g. C50.4)'
    : 'must be an ICD-O-3 morphology code with its behaviour, 8000/0 to 9999/9, behaviour /0 /1 /2 /3 /6 or /9 (e.g. 8500/3)';
}

/** A malignant diagnosis's codes (`fields.icdO3`). */
export interface IcdO3Codes {
  topography: string;
  morphology: string;
}

export interface IcdO3Suggestion {
  topography: string | null;
  morphology: string | null;
}

/**
 * The ICD-O-3 codes a template's values suggest (issue 30.4): the code of the first chosen value of
 * an element that carries codes of each kind (tumour site, histological type); for the topography,
 * the template's own when no site is chosen. "Other" types carry none: the pathologist codes them.
 */
export function suggestIcdO3(template: SynopticTemplate, values: SynopticValues): IcdO3Suggestion {
  const shown = shownElementIds(template, values);
  const first = (kind: IcdO3Kind): string | null => {
    for (const element of templateElements(template)) {
      if ((element.kind !== 'single' && element.kind !== 'multiple') || element.icdO3 !== kind || !shown.has(element.id)) continue;
      const value = values[element.id];
      if (!hasSynopticValue(value)) continue;
      const chosen = Array.isArray(value) ? value : [value];
      const code = element.choices.find((c) => chosen.includes(c.value))?.code;
      if (code) return code;
    }
    return null;
  };
  return { topography: first('topography') ?? template.topography ?? null, morphology: first('morphology') };
}
