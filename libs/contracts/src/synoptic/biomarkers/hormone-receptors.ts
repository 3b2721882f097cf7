/**
 * ER and PR by immunohistochemistry (issue 30.3): the percentage of invasive tumour cells stained
 * and the average intensity give the Allred score and the ASCO/CAP 2020 category.
 */
export const RECEPTOR_INTENSITIES = ['none', 'weak', 'moderate', 'strong'] as const;
export type ReceptorIntensity = (typeof RECEPTOR_INTENSITIES)[number];

export interface ReceptorInput {
  /** Invasive tumour cells with nuclear staining, 0–100. */
  percent: number;
  /** The average intensity of the stained cells ("none" exactly when no cell stains). */
  intensity: ReceptorIntensity;
}

/** ASCO/CAP 2020: negative < 1%, ER low positive 1–10% (ER only), positive otherwise. */
export type ReceptorCategory = 'negative' | 'low-positive' | 'positive';

export interface ReceptorResult extends ReceptorInput {
  marker: 'er' | 'pr';
  proportionScore: number;
  intensityScore: number;
  /** Proportion + intensity: 0 or 2–8. */
  allredScore: number;
  category: ReceptorCategory;
  summary: string;
}

export interface Ki67Input {
  /** Invasive tumour cells with nuclear staining, 0–100. */
  percent: number;
}

export interface Ki67Result extends Ki67Input {
  summary: string;
}

/** Allred proportion score: 0 none, 1 < 1%, 2 1–10%, 3 > 10% to 1/3, 4 > 1/3 to 2/3, 5 > 2/3. */
export function allredProportionScore(percent: number): number {
  if (percent <= 0) return 0;
  if (percent < 1) return 1;
  if (percent <= 10) return 2;
  if (percent <= 100 / 3) return 3;
  if (percent <= 200 / 3) return 4;
  return 5;
}

export function allredIntensityScore(intensity: ReceptorIntensity): number {
  return RECEPTOR_INTENSITIES.indexOf(intensity);
}

/** ASCO/CAP 2020: < 1% negative; 1–10% "ER low positive" (a category for ER only: PR is positive from 1%); > 10% positive. */
export function receptorCategory(marker: 'er' | 'pr', percent: number): ReceptorCategory {
  if (percent < 1) return 'negative';
  if (marker === 'er' && percent <= 10) return 'low-positive';
  return 'positive';
}

const CATEGORY_WORDS: Record<ReceptorCategory, string> = { negative: 'negative', 'low-positive': 'low positive', positive: 'positive' };

/** Allred score, category and the report's sentence. */
export function interpretReceptor(marker: 'er' | 'pr', input: ReceptorInput): ReceptorResult {
  const proportionScore = allredProportionScore(input.percent);
  const intensityScore = allredIntensityScore(input.intensity);
  const category = receptorCategory(marker, input.percent);
  const name = marker.toUpperCase();
  const staining = input.percent > 0 ? `${input.percent}% of invasive tumour cells, ${input.intensity} staining` : 'no staining of invasive tumour cells';
  const lowNote =
    category === 'low-positive'
      ? ' Cancers with 1–10% ER-stained cells are a heterogeneous group whose behaviour is often like that of ER-negative cancers; the benefit of endocrine therapy is uncertain.'
      : '';
  return {
    marker,
    ...input,
    proportionScore,
    intensityScore,
    allredScore: proportionScore + intensityScore,
    category,
    summary: `${name} ${CATEGORY_WORDS[category]}: ${staining}; Allred score ${proportionScore + intensityScore}/8 (proportion ${proportionScore}, intensity ${intensityScore}).${lowNote}`,
  };
}

export function interpretKi67(input: Ki67Input): Ki67Result {
  return { ...input, summary: `Ki-67: ${input.percent}% of invasive tumour cells.` };
}
