import { hasSynopticValue, shownElementIds } from './conditions.js';
import type { IcdO3Codes } from './icd-o3.js';
import type { SynopticElement, SynopticEntry, SynopticLabel, SynopticTemplate, SynopticValue } from './template.js';

export interface SynopticPrintRow {
  /** The template's element id (what FHIR and HL7 code the value by). */
  element: string;
  /** The element's kind, and a number's unit: how FHIR types the value. */
  kind: SynopticElement['kind'];
  unit?: string;
  label: SynopticLabel;
  value: SynopticLabel;
}

/**
 * A part's synoptic report as a released version keeps it (issue 30.5): the template's name and each
 * element given, with its label and value in English and Thai — so that the version prints the same
 * whatever later template files say.
 */
export interface SynopticPrint {
  letter: string;
  templateId: string;
  version: number;
  name: SynopticLabel;
  /** Print the Thai labels beside the English (the lab's language is Thai). */
  thai: boolean;
  sections: { label: SynopticLabel; rows: SynopticPrintRow[] }[];
  icdO3: IcdO3Codes | null;
}

const same = (text: string): SynopticLabel => ({ en: text, th: text });

function valueLabel(element: SynopticElement, value: SynopticValue): SynopticLabel {
  switch (element.kind) {
    case 'single':
    case 'multiple': {
      const chosen = (Array.isArray(value) ? value : [value]).map((v) => element.choices.find((c) => c.value === v)?.label ?? same(String(v)));
      return { en: chosen.map((l) => l.en).join(', '), th: chosen.map((l) => l.th).join(', ') };
    }
    case 'number':
      return same(`${value}${element.unit ? ` ${element.unit}` : ''}`);
    default:
      return same(String(value));
  }
}

/** The parts' synoptic reports as a release prints them: the elements asked and given, in the form's order. */
export function synopticPrint(
  templates: readonly SynopticTemplate[],
  parts: readonly { letter: string; synoptic?: SynopticEntry | null; icdO3?: IcdO3Codes | null }[],
  thai: boolean,
): SynopticPrint[] {
  return parts.flatMap((part) => {
    const entry = part.synoptic;
    const template = entry && templates.find((t) => t.id === entry.templateId && t.version === entry.version);
    if (!entry || !template) return [];
    const shown = shownElementIds(template, entry.values);
    const sections = template.sections
      .map((section) => ({
        label: section.label,
        rows: section.elements
          .filter((e) => shown.has(e.id) && hasSynopticValue(entry.values[e.id]))
          .map((e) => ({
            element: e.id,
            kind: e.kind,
            ...(e.kind === 'number' && e.unit ? { unit: e.unit } : {}),
            label: e.label,
            value: valueLabel(e, entry.values[e.id]!),
          })),
      }))
      .filter((section) => section.rows.length);
    return [{ letter: part.letter, templateId: template.id, version: template.version, name: template.name, thai, sections, icdO3: part.icdO3 ?? null }];
  });
}
