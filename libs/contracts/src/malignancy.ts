import type { Malignancy } from './results.js';

/*
 * A suggestion for the surgical result's malignancy field, read from the diagnosis as the
 * pathologist types it. The form shows it as a suggestion the pathologist confirms with a click;
 * nothing counts it until then (issue 24.1: figures come from what a person decided, not from text).
 */

const MALIGNANT_TERM = /carcinoma|sarcoma|lymphoma|melanoma|leuka?emia|myeloma|malignan|mesothelioma|blastoma|seminoma|metasta/i;
/** A negation before the term within its clause: "no hyperplasia or malignancy", "negative for metastatic carcinoma". */
const NEGATION = /\b(no|not|negative|without|free of|absence of|absent)\b/i;
/** What the lab calls uncertain: suspicious for, in situ, cannot be excluded. */
const UNCERTAIN = /suspicious|in[\s-]situ|cannot be (excluded|ruled out)|indeterminate|uncertain malignant potential/i;

/** How one clause of a diagnosis reads: naming a malignancy, uncertain about one, or neither. */
function clauseReading(clause: string): Malignancy | null {
  const term = MALIGNANT_TERM.exec(clause);
  if (UNCERTAIN.test(clause)) return 'uncertain';
  if (!term) return null;
  return NEGATION.test(clause.slice(0, term.index)) ? null : 'malignant';
}

/**
 * The category the diagnosis seems to state, clause by clause (lines, semicolons, sentences): a
 * malignancy named and not negated before it in its clause → malignant; else anything suspicious or
 * in situ → uncertain; else not malignant. Null for an empty diagnosis.
 */
export function suggestMalignancy(diagnosis: string | null | undefined): Malignancy | null {
  const text = diagnosis?.trim();
  if (!text) return null;
  const readings = text.split(/[\n;.]+/).map(clauseReading);
  if (readings.includes('malignant')) return 'malignant';
  if (readings.includes('uncertain')) return 'uncertain';
  return 'not-malignant';
}
