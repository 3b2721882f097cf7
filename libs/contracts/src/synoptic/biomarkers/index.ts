import type { BiomarkerTemplateId, SynopticLabel } from '../template.js';
import { interpretHer2, type Her2Input, type Her2Result } from './her2.js';
import { interpretKi67, interpretReceptor, type Ki67Input, type Ki67Result, type ReceptorInput, type ReceptorResult } from './hormone-receptors.js';
import { interpretMmr, type MmrInput, type MmrResult } from './mmr.js';
import { interpretPdL1, type PdL1Input, type PdL1Result } from './pd-l1.js';

export * from './her2.js';
export * from './hormone-receptors.js';
export * from './mmr.js';
export * from './pd-l1.js';

/** What the pathologist enters for each result template (schemas: `biomarkerInputSchemas`). */
export interface BiomarkerInputs {
  er: ReceptorInput;
  pr: ReceptorInput;
  'her2-ihc': Her2Input;
  ki67: Ki67Input;
  mmr: MmrInput;
  'pd-l1': PdL1Input;
}

export interface BiomarkerResults {
  er: ReceptorResult;
  pr: ReceptorResult;
  'her2-ihc': Her2Result;
  ki67: Ki67Result;
  mmr: MmrResult;
  'pd-l1': PdL1Result;
}

export const BIOMARKER_NAMES: Record<BiomarkerTemplateId, SynopticLabel> = {
  er: { en: 'Oestrogen receptor (ER)', th: 'ตัวรับฮอร์โมนเอสโตรเจน (ER)' },
  pr: { en: 'Progesterone receptor (PR)', th: 'ตัวรับฮอร์โมนโปรเจสเตอโรน (PR)' },
  'her2-ihc': { en: 'HER2 (immunohistochemistry)', th: 'HER2 (อิมมูโนฮิสโตเคมี)' },
  ki67: { en: 'Ki-67 proliferation index', th: 'ดัชนีการแบ่งตัวของเซลล์ Ki-67' },
  mmr: { en: 'Mismatch-repair proteins (MLH1, PMS2, MSH2, MSH6)', th: 'โปรตีนซ่อมแซมดีเอ็นเอ (MMR: MLH1, PMS2, MSH2, MSH6)' },
  'pd-l1': { en: 'PD-L1 (TPS, CPS)', th: 'PD-L1 (TPS, CPS)' },
};

/**
 * The values a result gives a synoptic element that takes it (`biomarker` on the element): a
 * choice element offers at least these choices; Ki-67 fills a number.
 */
export const BIOMARKER_ELEMENT_VALUES: Record<BiomarkerTemplateId, readonly string[] | 'number'> = {
  er: ['negative', 'low-positive', 'positive'],
  pr: ['negative', 'positive'],
  'her2-ihc': ['null', 'ultralow', 'low', 'equivocal', 'positive'],
  ki67: 'number',
  mmr: ['proficient', 'deficient'],
  'pd-l1': ['below-1', '1-49', '50-plus'],
};

/** A result computed from what was entered: scores, category and the report's sentence. */
export function interpretBiomarker<Id extends BiomarkerTemplateId>(id: Id, input: BiomarkerInputs[Id]): BiomarkerResults[Id] {
  const results: { [K in BiomarkerTemplateId]: (input: BiomarkerInputs[K]) => BiomarkerResults[K] } = {
    er: (i) => interpretReceptor('er', i),
    pr: (i) => interpretReceptor('pr', i),
    'her2-ihc': interpretHer2,
    ki67: interpretKi67,
    mmr: interpretMmr,
    'pd-l1': interpretPdL1,
  };
  return results[id](input);
}

/** The value a result gives the synoptic element that takes it (null: it gives none, a PD-L1 without TPS). */
export function biomarkerElementValue<Id extends BiomarkerTemplateId>(id: Id, result: BiomarkerResults[Id]): string | number | null {
  switch (id) {
    case 'er':
    case 'pr':
      return (result as ReceptorResult).category;
    case 'her2-ihc':
      return (result as Her2Result).status;
    case 'ki67':
      return (result as Ki67Result).percent;
    case 'mmr':
      return (result as MmrResult).status;
    default:
      return (result as PdL1Result).tpsBand;
  }
}
