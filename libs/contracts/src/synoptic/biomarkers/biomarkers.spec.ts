import { her2InputSchema, mmrInputSchema, pdL1InputSchema, receptorInputSchema } from '../../schemas/synoptic.schema.js';
import { biomarkerElementValue, interpretBiomarker } from './index.js';
import { allredProportionScore, interpretReceptor } from './hormone-receptors.js';
import { interpretHer2 } from './her2.js';
import { interpretMmr, type MmrInput } from './mmr.js';
import { interpretPdL1, pdL1CpsBand, pdL1Scores, pdL1TpsBand } from './pd-l1.js';

describe('ER and PR: Allred score and ASCO/CAP 2020 category', () => {
  it.each([
    [0, 0],
    [0.5, 1],
    [1, 2],
    [10, 2],
    [11, 3],
    [33, 3],
    [34, 4],
    [66, 4],
    [67, 5],
    [100, 5],
  ])('%s%% of cells stained: proportion score %s', (percent, score) => {
    expect(allredProportionScore(percent)).toBe(score);
  });

  it.each([
    ['er', 95, 'strong', 5, 3, 8, 'positive'],
    ['er', 5, 'weak', 2, 1, 3, 'low-positive'],
    ['er', 10, 'moderate', 2, 2, 4, 'low-positive'],
    ['er', 1, 'weak', 2, 1, 3, 'low-positive'],
    ['er', 0.5, 'weak', 1, 1, 2, 'negative'],
    ['er', 0, 'none', 0, 0, 0, 'negative'],
    ['er', 40, 'moderate', 4, 2, 6, 'positive'],
    ['pr', 5, 'weak', 2, 1, 3, 'positive'],
    ['pr', 0.5, 'moderate', 1, 2, 3, 'negative'],
  ] as const)('%s %s%% %s: %s + %s = Allred %s, %s', (marker, percent, intensity, ps, is, total, category) => {
    expect(interpretReceptor(marker, { percent, intensity })).toMatchObject({ proportionScore: ps, intensityScore: is, allredScore: total, category });
  });

  it('words the result for the report, with the ASCO/CAP note on ER low positive', () => {
    expect(interpretReceptor('er', { percent: 95, intensity: 'strong' }).summary).toBe(
      'ER positive: 95% of invasive tumour cells, strong staining; Allred score 8/8 (proportion 5, intensity 3).',
    );
    expect(interpretReceptor('er', { percent: 5, intensity: 'weak' }).summary).toMatch(/^ER low positive: 5% .*Allred score 3\/8.*endocrine therapy is uncertain\.$/);
    expect(interpretReceptor('pr', { percent: 0, intensity: 'none' }).summary).toBe(
      'PR negative: no staining of invasive tumour cells; Allred score 0/8 (proportion 0, intensity 0).',
    );
  });

  it('refuses an intensity that contradicts the percentage, and a percentage out of range', () => {
    expect(receptorInputSchema.safeParse({ percent: 0, intensity: 'weak' }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['intensity', 'must be none when no cell stains'],
    ]);
    expect(receptorInputSchema.safeParse({ percent: 20, intensity: 'none' }).success).toBe(false);
    expect(receptorInputSchema.safeParse({ percent: 101, intensity: 'strong' }).success).toBe(false);
    expect(receptorInputSchema.safeParse({ percent: 20, intensity: 'strong', allred: 7 }).success).toBe(false);
  });
});

describe('HER2 IHC: ASCO/CAP 2023', () => {
  it.each([
    [{ score: '3+' }, 'positive', 'positive'],
    [{ score: '2+', ish: 'positive' }, 'equivocal', 'positive'],
    [{ score: '2+', ish: 'negative' }, 'equivocal', 'low'],
    [{ score: '2+', ish: 'pending' }, 'equivocal', 'equivocal'],
    [{ score: '2+', ish: 'not-performed' }, 'equivocal', 'equivocal'],
    [{ score: '1+' }, 'negative', 'low'],
    [{ score: '0', zeroPattern: 'faint-incomplete-le10' }, 'negative', 'ultralow'],
    [{ score: '0', zeroPattern: 'no-staining' }, 'negative', 'null'],
  ] as const)('%o: category %s, status %s', (input, category, status) => {
    expect(interpretHer2(input)).toMatchObject({ category, status });
  });

  it('words each score as the guideline defines it', () => {
    expect(interpretHer2({ score: '3+' }).wording).toBe('IHC 3+ (positive): complete membrane staining that is intense in >10% of invasive tumour cells.');
    expect(interpretHer2({ score: '1+' }).summary).toMatch(
      /^HER2 negative \(HER2-low\)\. IHC 1\+ \(negative\): incomplete membrane staining that is faint or barely perceptible in >10%/,
    );
    expect(interpretHer2({ score: '0', zeroPattern: 'faint-incomplete-le10' }).summary).toMatch(
      /^HER2 negative \(HER2-ultralow\)\. IHC 0 \(negative\): .* ≤10% of invasive tumour cells\.$/,
    );
    expect(interpretHer2({ score: '2+', ish: 'negative' }).wording).toMatch(/in situ hybridisation is required\. ISH negative: HER2 negative \(HER2-low\)\.$/);
  });

  it('asks for the 0 pattern with 0 and for the ISH with 2+, and for neither otherwise', () => {
    const problems = (input: unknown) => her2InputSchema.safeParse(input).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(problems({ score: '0' })).toEqual(['zeroPattern']);
    expect(problems({ score: '2+' })).toEqual(['ish']);
    expect(problems({ score: '3+', ish: 'positive', zeroPattern: 'no-staining' })).toEqual(['zeroPattern', 'ish']);
    expect(problems({ score: '2+', ish: 'pending' })).toEqual([]);
    expect(problems({ score: '4+' })).toEqual(['score']);
  });
});

describe('mismatch-repair proteins', () => {
  const all = (lost: string[]): MmrInput => ({ mlh1: 'retained', pms2: 'retained', msh2: 'retained', msh6: 'retained', ...Object.fromEntries(lost.map((p) => [p, 'lost'])) });

  it.each([
    [[], 'proficient', 'none'],
    [['mlh1', 'pms2'], 'deficient', 'mlh1-pms2'],
    [['pms2'], 'deficient', 'pms2'],
    [['msh2', 'msh6'], 'deficient', 'msh2-msh6'],
    [['msh6'], 'deficient', 'msh6'],
    [['mlh1'], 'deficient', 'unusual'],
    [['mlh1', 'msh2'], 'deficient', 'unusual'],
    [['mlh1', 'pms2', 'msh2', 'msh6'], 'deficient', 'unusual'],
  ])('lost %o: %s, pattern %s', (lost, status, pattern) => {
    expect(interpretMmr(all(lost))).toMatchObject({ status, pattern, lost });
  });

  it('words the result', () => {
    expect(interpretMmr(all([])).summary).toBe('Mismatch-repair proteins: MLH1, PMS2, MSH2 and MSH6 retained (MMR-proficient).');
    expect(interpretMmr(all(['mlh1', 'pms2'])).summary).toMatch(/^Mismatch-repair proteins: loss of MLH1 and PMS2 \(MMR-deficient\)\. MLH1 promoter hypermethylation/);
  });

  it('takes retained or lost for each of the four proteins', () => {
    expect(mmrInputSchema.safeParse(all([])).success).toBe(true);
    expect(mmrInputSchema.safeParse({ ...all([]), msh6: 'weak' }).success).toBe(false);
    const { pms2: _p, ...three } = all([]);
    expect(mmrInputSchema.safeParse(three).success).toBe(false);
  });
});

describe('PD-L1', () => {
  it('computes TPS and CPS from counts, CPS reported up to 100', () => {
    expect(pdL1Scores({ viableTumourCells: 100, stainedTumourCells: 40, stainedImmuneCells: 20 })).toEqual({ tps: 40, cps: 60 });
    expect(pdL1Scores({ viableTumourCells: 200, stainedTumourCells: 150, stainedImmuneCells: 100 })).toEqual({ tps: 75, cps: 100 });
    expect(pdL1Scores({ viableTumourCells: 300, stainedTumourCells: 1, stainedImmuneCells: 2 })).toEqual({ tps: 0.3, cps: 1 });
    expect(() => pdL1Scores({ viableTumourCells: 0, stainedTumourCells: 0, stainedImmuneCells: 5 })).toThrow(RangeError);
  });

  it.each([
    [0, 'below-1'],
    [0.9, 'below-1'],
    [1, '1-49'],
    [49.9, '1-49'],
    [50, '50-plus'],
  ] as const)('TPS %s%%: %s', (tps, band) => {
    expect(pdL1TpsBand(tps)).toBe(band);
  });

  it.each([
    [0.5, 'below-1'],
    [1, '1-9'],
    [9, '1-9'],
    [10, '10-plus'],
  ] as const)('CPS %s: %s', (cps, band) => {
    expect(pdL1CpsBand(cps)).toBe(band);
  });

  it('reports what was given, and needs at least one score', () => {
    expect(interpretPdL1({ tps: 60 })).toEqual({ tps: 60, cps: null, tpsBand: '50-plus', cpsBand: null, summary: 'PD-L1: tumour proportion score 60% (TPS ≥50%).' });
    expect(interpretPdL1({ tps: 5, cps: 12 }).summary).toBe('PD-L1: tumour proportion score 5% (TPS 1–49%); combined positive score 12 (CPS ≥10).');
    expect(pdL1InputSchema.safeParse({}).success).toBe(false);
    expect(pdL1InputSchema.safeParse({ cps: 140 }).success).toBe(false);
  });
});

describe('result templates and synoptic elements', () => {
  it('give the value the element that takes them holds', () => {
    expect(biomarkerElementValue('er', interpretBiomarker('er', { percent: 8, intensity: 'weak' }))).toBe('low-positive');
    expect(biomarkerElementValue('pr', interpretBiomarker('pr', { percent: 8, intensity: 'weak' }))).toBe('positive');
    expect(biomarkerElementValue('her2-ihc', interpretBiomarker('her2-ihc', { score: '2+', ish: 'negative' }))).toBe('low');
    expect(biomarkerElementValue('ki67', interpretBiomarker('ki67', { percent: 25 }))).toBe(25);
    expect(biomarkerElementValue('mmr', interpretBiomarker('mmr', { mlh1: 'lost', pms2: 'lost', msh2: 'retained', msh6: 'retained' }))).toBe('deficient');
    expect(biomarkerElementValue('pd-l1', interpretBiomarker('pd-l1', { cps: 5 }))).toBeNull();
    expect(biomarkerElementValue('pd-l1', interpretBiomarker('pd-l1', { tps: 70 }))).toBe('50-plus');
  });
});
