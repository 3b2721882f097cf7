import { amendedParts, amendedPartsLine, MAX_PARTS, parseGrossing, partIndex, partLetter, partOfBlock, partsSummary } from './case-parts.js';
import { deriveSurgicalFromParts, type SurgicalResult } from './results.js';

describe('part letters', () => {
  it('run A … Z, then AA … AZ: 52 in all, each back to its place', () => {
    const letters = Array.from({ length: MAX_PARTS }, (_, i) => partLetter(i));
    expect(letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(letters.slice(24, 28)).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(letters.at(-1)).toBe('AZ');
    expect(letters.map(partIndex)).toEqual(letters.map((_, i) => i));
    expect(partIndex('BA')).toBe(-1);
    expect(partIndex('a')).toBe(-1);
  });

  it('name the part of a block', () => {
    expect(partOfBlock('B3')).toBe('B');
    expect(partOfBlock('AA12')).toBe('AA');
  });

  it('summarise a case’s specimens: one part as it is, several by letter', () => {
    expect(partsSummary([{ letter: 'A', specimen: 'Skin' }])).toBe('Skin');
    expect(
      partsSummary([
        { letter: 'A', specimen: 'Breast' },
        { letter: 'B', specimen: 'Nodes' },
      ]),
    ).toBe('A. Breast; B. Nodes');
    expect(
      partsSummary([
        { letter: 'A', specimen: 'x'.repeat(300) },
        { letter: 'B', specimen: 'y'.repeat(300) },
      ]),
    ).toHaveLength(500);
  });
});

describe('the grossing shorthand', () => {
  it('reads ranges and single blocks of several parts, with a hyphen or a dash', () => {
    expect(parseGrossing('A1–A3, b1-B2; C4')).toEqual({ codes: ['A1', 'A2', 'A3', 'B1', 'B2', 'C4'] });
    expect(parseGrossing('A1-3')).toEqual({ codes: ['A1', 'A2', 'A3'] });
  });

  it('says why it cannot read one', () => {
    expect(parseGrossing(' , ')).toEqual({ error: 'name the blocks, e.g. A1–A6, B1–B4' });
    expect(parseGrossing('A1–B3')).toEqual({ error: '"A1–B3": a range stays within one part' });
    expect(parseGrossing('A5–A2')).toEqual({ error: '"A5–A2": the range ends before it starts' });
    expect(parseGrossing('A1, A1')).toEqual({ error: 'A1 is named twice' });
    expect(parseGrossing('block 1')).toEqual({ error: '"BLOCK 1" is not a block or a range of blocks (A1 or A1–A6)' });
    expect(parseGrossing('A1–A300')).toEqual({ error: 'at most 200 blocks at once' });
  });
});

describe('a surgical result with parts', () => {
  const base: SurgicalResult = {
    parts: [],
    gross: null,
    microscopic: null,
    diagnosis: 'as written',
    malignancy: null,
    additionalStudies: null,
    comment: null,
    pathologistId: null,
    noBlocksReason: null,
  };
  const parts = [
    { letter: 'A', specimen: 'Breast' },
    { letter: 'B', specimen: 'Nodes' },
  ];
  const part = (letter: string, diagnosis: string | null, malignancy: SurgicalResult['malignancy'] = null) => ({ letter, gross: null, microscopic: null, diagnosis, malignancy });

  it('lists the diagnoses in the case’s order, and is malignant if any part is', () => {
    const derived = deriveSurgicalFromParts({ ...base, parts: [part('B', 'Metastasis', 'malignant'), part('A', 'Fibroadenoma', 'not-malignant')] }, parts);
    expect(derived.diagnosis).toBe('A. Breast: Fibroadenoma\n\nB. Nodes: Metastasis');
    expect(derived.parts.map((p) => p.letter)).toEqual(['A', 'B']);
    expect(derived.malignancy).toBe('malignant');
  });

  it('is not malignant only when every part is decided so; uncertain if any part is', () => {
    expect(deriveSurgicalFromParts({ ...base, parts: [part('A', 'x', 'not-malignant')] }, parts).malignancy).toBeNull();
    expect(deriveSurgicalFromParts({ ...base, parts: [part('A', 'x', 'not-malignant'), part('B', 'y', 'not-malignant')] }, parts).malignancy).toBe('not-malignant');
    expect(deriveSurgicalFromParts({ ...base, parts: [part('A', 'x', 'uncertain'), part('B', 'y', 'not-malignant')] }, parts).malignancy).toBe('uncertain');
  });

  it('keeps the case-level fields when there are no parts, and a one-part case’s own text', () => {
    expect(deriveSurgicalFromParts(base, parts)).toBe(base);
    expect(deriveSurgicalFromParts({ ...base, parts: [part('A', 'Dermatofibroma')] }, [parts[0]!]).diagnosis).toBe('Dermatofibroma');
  });
});

describe('the parts an amendment changed (issue 27.4)', () => {
  const parts = [
    { letter: 'A', specimen: 'Breast, left, mastectomy', procedure: null },
    { letter: 'B', specimen: 'Lymph nodes, axillary', procedure: null },
    { letter: 'C', specimen: 'Skin, margin', procedure: null },
  ];
  const results = [
    { letter: 'A', gross: 'A mastectomy', microscopic: null, diagnosis: 'Invasive carcinoma', malignancy: 'malignant' },
    { letter: 'B', gross: '15 nodes', microscopic: null, diagnosis: 'No metastasis (0/15)', malignancy: 'not-malignant' },
    { letter: 'C', gross: 'Skin', microscopic: null, diagnosis: 'Margins free', malignancy: 'not-malignant' },
  ];
  const previous = { parts, results };

  it('names the parts whose result changed, in order — not the others', () => {
    const next = { parts, results: results.map((r) => (r.letter === 'B' ? { ...r, diagnosis: 'Metastatic carcinoma in 2 of 15 nodes', malignancy: 'malignant' } : r)) };
    expect(amendedParts(previous, next)).toEqual(['B']);
    expect(amendedParts(previous, { parts, results: [...results].reverse() })).toEqual([]);
  });

  it('names a part added, removed, or whose specimen changed', () => {
    expect(amendedParts(previous, { parts: [...parts, { letter: 'D', specimen: 'Nipple', procedure: null }], results })).toEqual(['D']);
    expect(amendedParts(previous, { parts: parts.slice(0, 2), results: results.slice(0, 2) })).toEqual(['C']);
    expect(amendedParts(previous, { parts: parts.map((p) => (p.letter === 'A' ? { ...p, specimen: 'Breast, right' } : p)), results })).toEqual(['A']);
  });

  it("a one-part case's case-level result is its part's", () => {
    const one = [parts[0]!];
    expect(amendedParts({ parts: one, result: { diagnosis: 'Benign' } }, { parts: one, result: { diagnosis: 'Malignant' } })).toEqual(['A']);
    expect(amendedParts({ parts: one, result: { diagnosis: 'Benign' } }, { parts: one, result: { diagnosis: 'Benign' } })).toEqual([]);
  });

  it('words the line the report prints', () => {
    expect(amendedPartsLine([])).toBe('');
    expect(amendedPartsLine(['B'])).toBe('Part B amended');
    expect(amendedPartsLine(['B', 'C'])).toBe('Parts B and C amended');
    expect(amendedPartsLine(['A', 'B', 'D'])).toBe('Parts A, B and D amended');
  });
});
