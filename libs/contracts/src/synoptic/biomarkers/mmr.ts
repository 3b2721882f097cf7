/**
 * Mismatch-repair proteins by immunohistochemistry (issue 30.3): each of MLH1, PMS2, MSH2 and MSH6
 * retained or lost; any loss is MMR-deficient, and the pattern of loss points at the gene to test.
 */
export const MMR_PROTEINS = ['mlh1', 'pms2', 'msh2', 'msh6'] as const;
export type MmrProtein = (typeof MMR_PROTEINS)[number];

export const MMR_EXPRESSIONS = ['retained', 'lost'] as const;
export type MmrExpression = (typeof MMR_EXPRESSIONS)[number];

export type MmrInput = Record<MmrProtein, MmrExpression>;

export type MmrStatus = 'proficient' | 'deficient';
export type MmrPattern = 'none' | 'mlh1-pms2' | 'pms2' | 'msh2-msh6' | 'msh6' | 'unusual';

export interface MmrResult extends MmrInput {
  status: MmrStatus;
  lost: MmrProtein[];
  pattern: MmrPattern;
  summary: string;
}

const NAMES: Record<MmrProtein, string> = { mlh1: 'MLH1', pms2: 'PMS2', msh2: 'MSH2', msh6: 'MSH6' };

const PATTERNS: Record<Exclude<MmrPattern, 'none' | 'unusual'>, { lost: MmrProtein[]; note: string }> = {
  'mlh1-pms2': { lost: ['mlh1', 'pms2'], note: 'MLH1 promoter hypermethylation or BRAF V600E testing helps tell a sporadic tumour from Lynch syndrome.' },
  pms2: { lost: ['pms2'], note: 'This suggests a PMS2 (less often MLH1) germline alteration; genetic counselling is recommended.' },
  'msh2-msh6': { lost: ['msh2', 'msh6'], note: 'This suggests an MSH2 or EPCAM germline alteration (Lynch syndrome); genetic counselling is recommended.' },
  msh6: { lost: ['msh6'], note: 'This suggests an MSH6 (less often MSH2) germline alteration; genetic counselling is recommended.' },
};

function list(proteins: MmrProtein[]): string {
  const names = proteins.map((p) => NAMES[p]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

export function interpretMmr(input: MmrInput): MmrResult {
  const lost = MMR_PROTEINS.filter((p) => input[p] === 'lost');
  if (!lost.length) {
    return { ...input, status: 'proficient', lost, pattern: 'none', summary: `Mismatch-repair proteins: ${list([...MMR_PROTEINS])} retained (MMR-proficient).` };
  }
  const known = (Object.entries(PATTERNS) as [MmrPattern, { lost: MmrProtein[]; note: string }][]).find(
    ([, p]) => p.lost.length === lost.length && p.lost.every((x) => lost.includes(x)),
  );
  const pattern = known?.[0] ?? 'unusual';
  const note = known?.[1].note ?? 'The pattern is unusual: correlate with microsatellite-instability testing; genetic counselling is recommended.';
  return { ...input, status: 'deficient', lost, pattern, summary: `Mismatch-repair proteins: loss of ${list(lost)} (MMR-deficient). ${note}` };
}
