import type { FieldError } from '../errors.js';
import { conditionElementIds, hasSynopticValue, shownElementIds } from './conditions.js';
import {
  templateElements,
  type SynopticChoiceElement,
  type SynopticElement,
  type SynopticEntry,
  type SynopticLabel,
  type SynopticTemplate,
  type SynopticValue,
  type SynopticValues,
} from './template.js';

/** An element asked for but left empty: what sign-out names (required) or warns of (recommended). */
export interface SynopticGap {
  elementId: string;
  label: SynopticLabel;
  sectionId: string;
}

export interface SynopticCheck {
  /** Values that cannot be stored: an unknown element, a value of the wrong kind, out of range or list, or for an element not asked. */
  errors: FieldError[];
  /** Required (ICCR core) elements asked for and empty: sign-out refuses until they are given. */
  missing: SynopticGap[];
  /** Recommended (non-core) elements asked for and empty: a warning. */
  warnings: SynopticGap[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

function choiceProblem(element: SynopticChoiceElement, value: SynopticValue): string | null {
  const known = new Set(element.choices.map((c) => c.value));
  if (element.kind === 'single') {
    if (typeof value !== 'string') return 'must be one of its choices';
    return known.has(value) ? null : `"${value}" is not one of its choices`;
  }
  if (!Array.isArray(value)) return 'must be a list of its choices';
  const unknown = value.filter((v) => typeof v !== 'string' || !known.has(v));
  if (unknown.length) return `${unknown.map((v) => `"${String(v)}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not among its choices`;
  if (new Set(value).size !== value.length) return 'names a choice twice';
  const exclusive = element.choices.find((c) => c.exclusive && value.includes(c.value));
  if (exclusive && value.length > 1) return `"${exclusive.label.en}" is chosen alone`;
  return null;
}

/** Why a value does not fit its element, or null. */
export function synopticValueProblem(element: SynopticElement, value: SynopticValue): string | null {
  switch (element.kind) {
    case 'single':
    case 'multiple':
      return choiceProblem(element, value);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (element.integer && !Number.isInteger(value)) return 'must be a whole number';
      if (value < element.min || value > element.max) return `must be from ${element.min} to ${element.max}${element.unit ? ` ${element.unit}` : ''}`;
      return null;
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      return value.trim().length > element.maxLength ? `must be at most ${element.maxLength} characters` : null;
    case 'date':
      return typeof value === 'string' && isRealDay(value) ? null : 'must be a date (yyyy-mm-dd)';
  }
}

function sectionOf(template: SynopticTemplate): Map<string, string> {
  return new Map(template.sections.flatMap((s) => s.elements.map((e) => [e.id, s.id] as const)));
}

/**
 * The values checked against their template (issue 30.2): every error is at `values.<elementId>`;
 * required and recommended elements the form asks for and that are empty come back as gaps.
 */
export function checkSynopticValues(template: SynopticTemplate, values: SynopticValues): SynopticCheck {
  const elements = new Map(templateElements(template).map((e) => [e.id, e]));
  const shown = shownElementIds(template, values);
  const errors: FieldError[] = [];
  for (const [id, value] of Object.entries(values)) {
    const element = elements.get(id);
    const field = `values.${id}`;
    if (!element) {
      errors.push({ field, message: `is not an element of ${template.id} version ${template.version}` });
      continue;
    }
    if (!hasSynopticValue(value)) continue;
    if (!shown.has(id)) {
      const on = conditionElementIds(element).map((d) => `"${elements.get(d)?.label.en ?? d}"`);
      errors.push({ field, message: `is not asked for the values given (it depends on ${on.join(' and ')}): leave it empty` });
      continue;
    }
    const problem = synopticValueProblem(element, value);
    if (problem) errors.push({ field, message: problem });
  }
  for (const limit of template.limits ?? []) {
    const value = values[limit.element];
    const bound = values[limit.atMost];
    if (typeof value === 'number' && typeof bound === 'number' && shown.has(limit.element) && shown.has(limit.atMost) && value > bound) {
      errors.push({ field: `values.${limit.element}`, message: `must be at most "${elements.get(limit.atMost)!.label.en}" (${bound})` });
    }
  }
  const sections = sectionOf(template);
  const gaps = (level: SynopticElement['level']): SynopticGap[] =>
    templateElements(template)
      .filter((e) => e.level === level && shown.has(e.id) && !hasSynopticValue(values[e.id]))
      .map((e) => ({ elementId: e.id, label: e.label, sectionId: sections.get(e.id)! }));
  return { errors, missing: gaps('required'), warnings: gaps('recommended') };
}

/**
 * An entry (`{templateId, version, values}`) checked against the templates it may name: an unknown
 * template or version is an error at `templateId` or `version`; otherwise its values' check.
 */
export function checkSynopticEntry(templates: readonly SynopticTemplate[], entry: SynopticEntry): SynopticCheck {
  const versions = templates.filter((t) => t.id === entry.templateId);
  if (!versions.length) return { errors: [{ field: 'templateId', message: `"${entry.templateId}" is not a synoptic template` }], missing: [], warnings: [] };
  const template = versions.find((t) => t.version === entry.version);
  if (!template) {
    const known = versions.map((t) => t.version).join(', ');
    return { errors: [{ field: 'version', message: `${entry.templateId} has no version ${entry.version} (it has ${known})` }], missing: [], warnings: [] };
  }
  return checkSynopticValues(template, entry.values);
}
