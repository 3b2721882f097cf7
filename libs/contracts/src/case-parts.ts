/**
 * The parts of a case (issue 27): a requisition's specimens under one accession number, lettered
 * A, B, … Z, then AA … AZ, in order — at most 52. A block's code starts with its part's letter
 * (A1 is part A's first block). A case registered without parts has one part A (its specimen).
 */

export const MAX_PARTS = 52;

/** The letter of the part at `index` (0 → A, 25 → Z, 26 → AA, 51 → AZ). */
export function partLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : `A${String.fromCharCode(65 + index - 26)}`;
}

/** The position (0-based) a letter has in the order, or -1 when it is not a part letter. */
export function partIndex(letter: string): number {
  if (/^[A-Z]$/.test(letter)) return letter.charCodeAt(0) - 65;
  if (/^A[A-Z]$/.test(letter)) return 26 + letter.charCodeAt(1) - 65;
  return -1;
}

/** The part letter a block code starts with ("B3" → "B", "AA12" → "AA"). */
export function partOfBlock(code: string): string {
  return /^[A-Z]*/.exec(code)![0];
}

/** A part as the API answers it. */
export interface CasePartDto {
  letter: string;
  specimen: string;
  procedure: string | null;
  containers: number;
  fixative: string | null;
  collectedAt: string | null;
  note: string | null;
}

/** A part as a request gives it. */
export interface CasePartInput {
  letter: string;
  specimen: string;
  procedure?: string | null;
  containers?: number;
  fixative?: string | null;
  collectedAt?: string | null;
  note?: string | null;
}

/** The specimen of a case as a one-line summary: its one part's specimen, or "A. …; B. …" (cut to `max`). */
export function partsSummary(parts: readonly Pick<CasePartDto, 'letter' | 'specimen'>[], max = 500): string {
  const text = parts.length === 1 ? parts[0]!.specimen : parts.map((p) => `${p.letter}. ${p.specimen}`).join('; ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The grossing shorthand: "A1–A6, B1–B4, C3" (hyphen or dash) → the block codes, in order; or the
 * reason it cannot be read. A range stays within one part.
 */
export function parseGrossing(shorthand: string): { codes: string[] } | { error: string } {
  const codes: string[] = [];
  const items = shorthand
    .split(/[,;]/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (!items.length) return { error: 'name the blocks, e.g. A1–A6, B1–B4' };
  for (const item of items) {
    const m = /^([A-Z]{1,2})([1-9][0-9]{0,2})(?:\s*[-–—]\s*([A-Z]{1,2})?([1-9][0-9]{0,2}))?$/.exec(item);
    if (!m) return { error: `"${item}" is not a block or a range of blocks (A1 or A1–A6)` };
    const [, part, fromText, toPart, toText] = m;
    if (toPart && toPart !== part) return { error: `"${item}": a range stays within one part` };
    const from = Number(fromText);
    const to = toText === undefined ? from : Number(toText);
    if (to < from) return { error: `"${item}": the range ends before it starts` };
    for (let n = from; n <= to; n++) codes.push(`${part}${n}`);
  }
  if (codes.length > 200) return { error: 'at most 200 blocks at once' };
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) return { error: `${code} is named twice` };
    seen.add(code);
  }
  return { codes };
}

/** What a released version says of one part: its specimen (and procedure) and, where the result has them, its part result's texts. */
export interface VersionOfParts {
  parts: readonly Pick<CasePartDto, 'letter' | 'specimen' | 'procedure'>[];
  /** The result's own per-part fields (surgical), or none. */
  results?: readonly ({ letter: string } & Record<string, unknown>)[];
  /** The case-level result, for a one-part case whose result has no parts. */
  result?: Record<string, unknown>;
}

/**
 * The parts an amendment changed (issue 27.4), in the case's order: those added, removed, or whose
 * specimen, procedure or part result differs from the previous version's. A one-part case without
 * part results: its part when the case-level result changed. Kinds without per-part results name
 * only the parts whose specimen changed.
 */
export function amendedParts(previous: VersionOfParts, next: VersionOfParts): string[] {
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  const partOf = (v: VersionOfParts, letter: string) => v.parts.find((p) => p.letter === letter);
  const resultOf = (v: VersionOfParts, letter: string) => {
    const own = v.results?.find((r) => r.letter === letter);
    if (own) return own;
    // A one-part case written at the case level: its part's result is the case's.
    return v.parts.length === 1 && !v.results?.length ? v.result : undefined;
  };
  const letters = [...new Set([...next.parts.map((p) => p.letter), ...previous.parts.map((p) => p.letter)])].sort((a, b) => partIndex(a) - partIndex(b));
  return letters.filter((letter) => {
    const [before, after] = [partOf(previous, letter), partOf(next, letter)];
    if (!before || !after || before.specimen !== after.specimen || (before.procedure ?? null) !== (after.procedure ?? null)) return true;
    return !same(resultOf(previous, letter), resultOf(next, letter));
  });
}

/** The line an amended report prints: "Part B amended", "Parts B and C amended", "Parts A, B and D amended". */
export function amendedPartsLine(letters: readonly string[]): string {
  if (!letters.length) return '';
  if (letters.length === 1) return `Part ${letters[0]} amended`;
  return `Parts ${letters.slice(0, -1).join(', ')} and ${letters[letters.length - 1]} amended`;
}

/** JSON with object keys sorted and absent values as null: equal for equal content, whatever the keys' order. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
