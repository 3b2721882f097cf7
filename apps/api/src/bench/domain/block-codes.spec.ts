import { expandRange, nextSlideCodes } from './block-codes.js';

describe('block codes', () => {
  it('expands "A1–A4, 1 slide each"', () => {
    expect(expandRange({ part: 'A', from: 1, to: 4, slidesEach: 1 }).map((b) => `${b.code}×${b.slides}`)).toEqual(['A1×1', 'A2×1', 'A3×1', 'A4×1']);
  });

  it("numbers a block's next slides after the highest taken, and the case's own as S1, S2…", () => {
    expect(nextSlideCodes('A1', ['A1-1', 'A1-3', 'A10-7', 'S2'], 2)).toEqual(['A1-4', 'A1-5']);
    expect(nextSlideCodes(null, ['A1-1', 'S2'], 1)).toEqual(['S3']);
    expect(nextSlideCodes('B2', [], 0)).toEqual([]);
  });
});
