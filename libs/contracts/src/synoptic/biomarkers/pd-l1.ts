/**
 * PD-L1 by immunohistochemistry (issue 30.3): the tumour proportion score (TPS, % of viable tumour
 * cells with membrane staining) and the combined positive score (CPS, stained tumour cells,
 * lymphocytes and macrophages per 100 viable tumour cells, reported up to 100). Which cut-off
 * matters depends on the tumour, the clone and the drug: the result names the bands, not a verdict.
 */
export interface PdL1Input {
  tps?: number;
  cps?: number;
}

export type PdL1TpsBand = 'below-1' | '1-49' | '50-plus';
export type PdL1CpsBand = 'below-1' | '1-9' | '10-plus';

export interface PdL1Result {
  tps: number | null;
  cps: number | null;
  tpsBand: PdL1TpsBand | null;
  cpsBand: PdL1CpsBand | null;
  summary: string;
}

export interface PdL1Counts {
  viableTumourCells: number;
  stainedTumourCells: number;
  stainedImmuneCells: number;
}

/** TPS and CPS from the counts of one assessment (CPS capped at 100, as it is reported). */
export function pdL1Scores(counts: PdL1Counts): { tps: number; cps: number } {
  if (counts.viableTumourCells <= 0) throw new RangeError('PD-L1 scores need at least one viable tumour cell');
  const tps = (counts.stainedTumourCells / counts.viableTumourCells) * 100;
  const cps = ((counts.stainedTumourCells + counts.stainedImmuneCells) / counts.viableTumourCells) * 100;
  return { tps: Math.round(tps * 10) / 10, cps: Math.min(100, Math.round(cps)) };
}

export function pdL1TpsBand(tps: number): PdL1TpsBand {
  return tps < 1 ? 'below-1' : tps < 50 ? '1-49' : '50-plus';
}

export function pdL1CpsBand(cps: number): PdL1CpsBand {
  return cps < 1 ? 'below-1' : cps < 10 ? '1-9' : '10-plus';
}

const TPS_WORDS: Record<PdL1TpsBand, string> = { 'below-1': 'TPS <1%', '1-49': 'TPS 1–49%', '50-plus': 'TPS ≥50%' };
const CPS_WORDS: Record<PdL1CpsBand, string> = { 'below-1': 'CPS <1', '1-9': 'CPS 1–9', '10-plus': 'CPS ≥10' };

export function interpretPdL1(input: PdL1Input): PdL1Result {
  const tps = input.tps ?? null;
  const cps = input.cps ?? null;
  const tpsBand = tps === null ? null : pdL1TpsBand(tps);
  const cpsBand = cps === null ? null : pdL1CpsBand(cps);
  const parts = [tps === null ? null : `tumour proportion score ${tps}% (${TPS_WORDS[tpsBand!]})`, cps === null ? null : `combined positive score ${cps} (${CPS_WORDS[cpsBand!]})`];
  return { tps, cps, tpsBand, cpsBand, summary: `PD-L1: ${parts.filter(Boolean).join('; ')}.` };
}
