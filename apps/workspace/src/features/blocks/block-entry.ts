/** One block (cassette) to add: its part/block code (`A1`) and how many slides to cut at once. */
interface BlockEntry {
  code: string;
  slides: number;
}

/** Why an entry is refused, for a message in the user's language (`error` is the English one). */
export type BlockEntryReason =
  | { key: 'empty' }
  | { key: 'slidesRange'; max: number }
  | { key: 'notACode'; part: string }
  | { key: 'crossPart'; part: string }
  | { key: 'backwards'; part: string }
  | { key: 'tooMany'; max: number }
  | { key: 'exists'; code: string }
  | { key: 'typedTwice'; code: string };

export type BlockEntryParse = { blocks: BlockEntry[] } | { error: string; reason: BlockEntryReason };

const MAX_BLOCKS = 100;
const MAX_SLIDES = 20;
const RANGE = /^([A-Z]{1,2})(\d{1,3})(?:[-–—]([A-Z]{1,2})?(\d{1,3}))?$/;
const EACH = /,?\s*(\d{1,2})\s*slides?(?:\s*each)?\s*$/i;

/**
 * Reads the grossing shorthand: `A1–A4, B1, 1 slide each` → A1, A2, A3, A4, B1 with one slide
 * each. Ranges stay within one part letter; a trailing `N slide(s) each` sets the slides (default 1).
 */
export function parseBlockEntry(input: string, existing: readonly string[] = []): BlockEntryParse {
  let text = input.trim();
  if (!text) return { error: 'Type block codes, e.g. A1–A4, 1 slide each', reason: { key: 'empty' } };
  let slides = 1;
  const each = EACH.exec(text);
  if (each) {
    slides = Number(each[1]);
    text = text.slice(0, each.index).trim();
    if (slides < 1 || slides > MAX_SLIDES) return { error: `Slides per block must be 1 to ${MAX_SLIDES}`, reason: { key: 'slidesRange', max: MAX_SLIDES } };
  }
  const codes: string[] = [];
  const parts = text
    .replace(/\s*([-–—])\s*/g, '$1')
    .split(/[,;\s]+/)
    .filter(Boolean);
  for (const part of parts) {
    const m = RANGE.exec(part.toUpperCase());
    if (!m) return { error: `“${part}” is not a block code like A1 or a range like A1–A4`, reason: { key: 'notACode', part } };
    const [, letter, from, toLetter, to] = m;
    if (toLetter && toLetter !== letter) return { error: `A range stays within one part: “${part}”`, reason: { key: 'crossPart', part } };
    const start = Number(from);
    const end = to === undefined ? start : Number(to);
    if (start < 1 || end < start) return { error: `“${part}” runs backwards or starts at 0`, reason: { key: 'backwards', part } };
    for (let n = start; n <= end; n++) codes.push(`${letter}${n}`);
    if (codes.length > MAX_BLOCKS) return { error: `At most ${MAX_BLOCKS} blocks at once`, reason: { key: 'tooMany', max: MAX_BLOCKS } };
  }
  if (!codes.length) return { error: 'Type block codes, e.g. A1–A4, 1 slide each', reason: { key: 'empty' } };
  const taken = new Set(existing.map((c) => c.toUpperCase()));
  const seen = new Set<string>();
  for (const code of codes) {
    if (taken.has(code)) return { error: `${code} already exists in this case`, reason: { key: 'exists', code } };
    if (seen.has(code)) return { error: `${code} is typed twice`, reason: { key: 'typedTwice', code } };
    seen.add(code);
  }
  return { blocks: codes.map((code) => ({ code, slides })) };
}
