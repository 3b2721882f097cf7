/**
 * HER2 by immunohistochemistry in breast cancer (issue 30.3), scored and worded as the ASCO/CAP
 * 2023 update of the 2018 guideline: 0, 1+, 2+ (equivocal: in situ hybridisation decides) or 3+.
 * HER2-low is IHC 1+ or 2+ with a negative ISH; HER2-ultralow is IHC 0 with incomplete, faint
 * staining in no more than 10% of cells (the guideline asks that 0 with such staining be told
 * apart from 0 with none).
 */
export const HER2_IHC_SCORES = ['0', '1+', '2+', '3+'] as const;
export type Her2IhcScore = (typeof HER2_IHC_SCORES)[number];

/** For a score of 0: no staining at all, or incomplete faint staining in ≤ 10% of invasive tumour cells. */
export const HER2_ZERO_PATTERNS = ['no-staining', 'faint-incomplete-le10'] as const;
export type Her2ZeroPattern = (typeof HER2_ZERO_PATTERNS)[number];

/** For a score of 2+: the in situ hybridisation that resolves it. */
export const HER2_ISH_RESULTS = ['positive', 'negative', 'pending', 'not-performed'] as const;
export type Her2IshResult = (typeof HER2_ISH_RESULTS)[number];

export interface Her2Input {
  score: Her2IhcScore;
  /** Given with a score of 0 only. */
  zeroPattern?: Her2ZeroPattern;
  /** Given with a score of 2+ only. */
  ish?: Her2IshResult;
}

/** The ASCO/CAP reporting category of the IHC score. */
export type Her2Category = 'negative' | 'equivocal' | 'positive';

/** The status the breast template and oncologists use: null (0, no staining), ultralow, low, equivocal (ISH outstanding), positive. */
export type Her2Status = 'null' | 'ultralow' | 'low' | 'equivocal' | 'positive';

export interface Her2Result extends Her2Input {
  category: Her2Category;
  status: Her2Status;
  /** The criteria the score stands for, as the report prints them. */
  wording: string;
  summary: string;
}

const WORDING = {
  zeroNone: 'IHC 0 (negative): no staining is observed.',
  zeroFaint: 'IHC 0 (negative): incomplete membrane staining that is faint or barely perceptible in ≤10% of invasive tumour cells.',
  one: 'IHC 1+ (negative): incomplete membrane staining that is faint or barely perceptible in >10% of invasive tumour cells.',
  two: 'IHC 2+ (equivocal): weak to moderate complete membrane staining in >10% of invasive tumour cells; in situ hybridisation is required.',
  three: 'IHC 3+ (positive): complete membrane staining that is intense in >10% of invasive tumour cells.',
} as const;

const ISH_WORDS: Record<Her2IshResult, string> = {
  positive: 'ISH positive: HER2 positive.',
  negative: 'ISH negative: HER2 negative (HER2-low).',
  pending: 'ISH pending: the HER2 status follows it.',
  'not-performed': 'ISH not performed: the HER2 status is unresolved.',
};

const STATUS_WORDS: Record<Her2Status, string> = {
  null: 'HER2 negative (IHC 0, no staining)',
  ultralow: 'HER2 negative (HER2-ultralow)',
  low: 'HER2 negative (HER2-low)',
  equivocal: 'HER2 equivocal',
  positive: 'HER2 positive',
};

function scoreOf(input: Her2Input): { category: Her2Category; status: Her2Status; wording: string } {
  switch (input.score) {
    case '0':
      return input.zeroPattern === 'faint-incomplete-le10'
        ? { category: 'negative', status: 'ultralow', wording: WORDING.zeroFaint }
        : { category: 'negative', status: 'null', wording: WORDING.zeroNone };
    case '1+':
      return { category: 'negative', status: 'low', wording: WORDING.one };
    case '2+': {
      const status: Her2Status = input.ish === 'positive' ? 'positive' : input.ish === 'negative' ? 'low' : 'equivocal';
      return { category: 'equivocal', status, wording: `${WORDING.two} ${ISH_WORDS[input.ish ?? 'pending']}` };
    }
    case '3+':
      return { category: 'positive', status: 'positive', wording: WORDING.three };
  }
}

export function interpretHer2(input: Her2Input): Her2Result {
  const scored = scoreOf(input);
  const lowNote = scored.status === 'low' ? ' Patients with HER2-low tumours may be eligible for therapy directed at HER2-low disease.' : '';
  return { ...input, ...scored, summary: `${STATUS_WORDS[scored.status]}. ${scored.wording}${lowNote}` };
}
