import type { BlockType } from '@pathdesk/contracts';

export interface BlockToAdd {
  code: string;
  type: BlockType;
  description: string | null;
  slides: number;
}

interface RangeInput {
  part: string;
  from: number;
  to: number;
  slidesEach: number;
  type?: BlockType;
  description?: string | null;
}

/** "A1–A4, 1 slide each" → A1, A2, A3, A4 with one slide each. */
export function expandRange(range: RangeInput): (Omit<BlockToAdd, 'type'> & { type?: BlockType })[] {
  const blocks: (Omit<BlockToAdd, 'type'> & { type?: BlockType })[] = [];
  for (let n = range.from; n <= range.to; n++) {
    blocks.push({ code: `${range.part}${n}`, type: range.type, description: range.description ?? null, slides: range.slidesEach });
  }
  return blocks;
}

/** The next slide codes of a block (A1-1, A1-2…) or of the case (S1, S2…), after those taken. */
export function nextSlideCodes(stem: string | null, taken: readonly string[], count: number): string[] {
  const prefix = stem === null ? 'S' : `${stem}-`;
  let n = 0;
  for (const code of taken) {
    if (!code.startsWith(prefix)) continue;
    const suffix = Number(code.slice(prefix.length));
    if (Number.isInteger(suffix) && suffix > n) n = suffix;
  }
  return Array.from({ length: count }, (_, i) => `${prefix}${n + i + 1}`);
}
