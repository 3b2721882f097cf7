import {
  isAnyCondition,
  templateElements,
  type SynopticCondition,
  type SynopticElement,
  type SynopticTemplate,
  type SynopticValue,
  type SynopticValueCondition,
  type SynopticValues,
} from './template.js';

/** A value the form counts as given: not null, not blank text, not an empty list. */
export function hasSynopticValue(value: SynopticValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function holds(condition: SynopticValueCondition, values: SynopticValues, shown: ReadonlySet<string>): boolean {
  if (!shown.has(condition.element)) return false;
  const value = values[condition.element];
  if (!hasSynopticValue(value)) return false;
  if (condition.in) {
    const chosen = Array.isArray(value) ? value : [value];
    return chosen.some((v) => typeof v === 'string' && condition.in!.includes(v));
  }
  if (condition.min !== undefined) return typeof value === 'number' && value >= condition.min;
  return true;
}

function conditionHolds(condition: SynopticCondition, values: SynopticValues, shown: ReadonlySet<string>): boolean {
  return isAnyCondition(condition) ? condition.any.some((c) => holds(c, values, shown)) : holds(condition, values, shown);
}

/**
 * The ids of the elements the form asks for these values, in order. An element is asked when all
 * its conditions hold; a condition on an element that is not asked never holds, so hiding an
 * element hides what depends on it. Conditions refer to earlier elements only (the schema checks
 * it), so one pass in order decides them all.
 */
export function shownElementIds(template: SynopticTemplate, values: SynopticValues): Set<string> {
  const shown = new Set<string>();
  for (const element of templateElements(template)) {
    if ((element.showIf ?? []).every((c) => conditionHolds(c, values, shown))) shown.add(element.id);
  }
  return shown;
}

export function isElementShown(template: SynopticTemplate, values: SynopticValues, elementId: string): boolean {
  return shownElementIds(template, values).has(elementId);
}

/** The elements a condition list names (for messages). */
export function conditionElementIds(element: SynopticElement): string[] {
  return (element.showIf ?? []).flatMap((c) => (isAnyCondition(c) ? c.any.map((a) => a.element) : [c.element]));
}
