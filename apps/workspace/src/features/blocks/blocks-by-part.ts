import { partIndex, partOfBlock, type BlockDto, type CasePartDto } from '@pathdesk/contracts';

/** A block with its part's letter, for the table's part groups. */
type BlockOfPart = BlockDto & { part: string };

/** One part at the grossing bench: its letter and specimen, how many blocks it has, and the next free code. */
interface PartAtGrossing {
  letter: string;
  specimen: string;
  blocks: number;
  next: string;
}

/** The blocks in the case's part order (A's, then B's …), each in its own order; a cell block (CB1) after the parts. */
export function blocksByPart(blocks: readonly BlockDto[]): BlockOfPart[] {
  const rank = (b: BlockOfPart) => (b.type === 'cell-block' || partIndex(b.part) < 0 ? Number.MAX_SAFE_INTEGER : partIndex(b.part));
  return blocks
    .map((b, i) => ({ block: { ...b, part: partOfBlock(b.code) }, i }))
    .sort((a, b) => rank(a.block) - rank(b.block) || a.i - b.i)
    .map(({ block }) => block);
}

/** Each part with its blocks counted and the code its next block takes (the highest number + 1). */
export function partsAtGrossing(parts: readonly Pick<CasePartDto, 'letter' | 'specimen'>[], blocks: readonly BlockDto[]): PartAtGrossing[] {
  return parts.map((p) => {
    const numbers = blocks.filter((b) => b.type !== 'cell-block' && partOfBlock(b.code) === p.letter).map((b) => Number(b.code.slice(p.letter.length)) || 0);
    return { letter: p.letter, specimen: p.specimen, blocks: numbers.length, next: `${p.letter}${Math.max(0, ...numbers) + 1}` };
  });
}
