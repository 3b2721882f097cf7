import { hasSynopticValue, shownElementIds } from './conditions.js';
import { synopticValueProblem } from './check-values.js';
import { templateElements, type SynopticChoice, type SynopticElement, type SynopticTemplate, type SynopticValues } from './template.js';

const PLACEHOLDER = /\{([a-z0-9-]+)\}/g;

/** The names a piece of the diagnosis line uses. */
export function linePlaceholders(piece: string): string[] {
  return [...piece.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function choiceWords(choice: SynopticChoice, values: SynopticValues): string {
  const specified = choice.specify ? values[choice.specify] : undefined;
  if (typeof specified === 'string' && specified.trim()) return specified.trim();
  return choice.short ?? choice.label.en;
}

/** The words of one element's value in the line, or null when it has none to print. */
function valueWords(element: SynopticElement, values: SynopticValues): string | null {
  const value = values[element.id];
  switch (element.kind) {
    case 'single': {
      const choice = element.choices.find((c) => c.value === value);
      const words = choice ? choiceWords(choice, values) : '';
      return words === '' ? null : words;
    }
    case 'multiple': {
      const chosen = element.choices.filter((c) => (value as string[]).includes(c.value)).map((c) => choiceWords(c, values));
      const words = chosen.filter((w) => w !== '');
      return words.length ? words.join(', ') : null;
    }
    case 'number':
      return String(value);
    case 'text':
    case 'date':
      return String(value).trim();
  }
}

/**
 * The diagnosis line drafted from the values (issue 30.2), e.g. "Invasive carcinoma of no special
 * type, grade 2, 23 mm; margins clear; 2/15 lymph nodes with metastasis; pT2 pN1a". A piece is
 * printed only when every element it names is asked and holds a valid value; the pathologist
 * edits the draft.
 */
export function draftDiagnosisLine(template: SynopticTemplate, values: SynopticValues): string {
  const elements = new Map(templateElements(template).map((e) => [e.id, e]));
  const shown = shownElementIds(template, values);
  const words = new Map<string, string>();
  for (const [id, element] of elements) {
    if (!shown.has(id) || !hasSynopticValue(values[id]) || synopticValueProblem(element, values[id]!)) continue;
    const w = valueWords(element, values);
    if (w !== null) words.set(id, w);
  }
  return template.diagnosisLine
    .map((group) =>
      group.pieces
        .filter((piece) => linePlaceholders(piece).every((id) => words.has(id)))
        .map((piece) => piece.replace(PLACEHOLDER, (_m, id: string) => words.get(id)!))
        .join(group.join ?? ', '),
    )
    .filter((text) => text !== '')
    .join('; ');
}
