import { partOfBlock } from '../case-parts.js';
import { biomarkerElementValue, type BiomarkerResults } from './biomarkers/index.js';
import { templateElements, type BiomarkerTemplateId, type SynopticTemplate } from './template.js';

/** A case's biomarker result as the synoptic form needs it (a `BiomarkerDto`'s fields). */
export interface BiomarkerFinding {
  template: BiomarkerTemplateId;
  blockCode: string | null;
  result: Record<string, unknown> | null;
  enteredAt: string | null;
}

/**
 * The values a template's biomarker elements take from the case's results (issue 30.3): for each
 * element that names a result template, the latest result of that test on a block of this part (or
 * on the case as a whole). A value the element cannot hold (a PD-L1 without TPS) gives none.
 */
export function biomarkerValues(template: SynopticTemplate, findings: readonly BiomarkerFinding[], letter: string): Record<string, string | number> {
  const latest = new Map<BiomarkerTemplateId, BiomarkerFinding>();
  for (const f of findings) {
    if (!f.result || !f.enteredAt || (f.blockCode !== null && partOfBlock(f.blockCode) !== letter)) continue;
    const kept = latest.get(f.template);
    if (!kept || kept.enteredAt! < f.enteredAt) latest.set(f.template, f);
  }
  const values: Record<string, string | number> = {};
  for (const element of templateElements(template)) {
    if ((element.kind !== 'single' && element.kind !== 'number') || !element.biomarker) continue;
    const found = latest.get(element.biomarker);
    if (!found) continue;
    const value = biomarkerElementValue(element.biomarker, found.result as unknown as BiomarkerResults[typeof element.biomarker]);
    if (element.kind === 'number' ? typeof value === 'number' && value >= element.min && value <= element.max : element.choices.some((c) => c.value === value)) {
      values[element.id] = value!;
    }
  }
  return values;
}
