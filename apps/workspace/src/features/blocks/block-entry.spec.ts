import { parseBlockEntry } from './block-entry';

describe('the grossing shorthand', () => {
  it('reads ranges, single codes and the slides per block', () => {
    expect(parseBlockEntry('A1–A4, 1 slide each')).toEqual({
      blocks: ['A1', 'A2', 'A3', 'A4'].map((code) => ({ code, slides: 1 })),
    });
    expect(parseBlockEntry('a1-a2 b1, 2 slides each')).toEqual({
      blocks: [
        { code: 'A1', slides: 2 },
        { code: 'A2', slides: 2 },
        { code: 'B1', slides: 2 },
      ],
    });
    expect(parseBlockEntry('C3')).toEqual({ blocks: [{ code: 'C3', slides: 1 }] });
    expect(parseBlockEntry('A1 - 3')).toEqual({ blocks: ['A1', 'A2', 'A3'].map((code) => ({ code, slides: 1 })) });
  });

  it('refuses what is not a block code, backwards or cross-part ranges and silly slide counts', () => {
    expect(parseBlockEntry('')).toEqual({ error: expect.stringMatching(/Type block codes/), reason: { key: 'empty' } });
    expect(parseBlockEntry('A1, xyz')).toEqual({ error: expect.stringMatching(/“xyz” is not a block code/), reason: { key: 'notACode', part: 'xyz' } });
    expect(parseBlockEntry('A4-A1')).toEqual({ error: expect.stringMatching(/backwards/), reason: { key: 'backwards', part: 'A4-A1' } });
    expect(parseBlockEntry('A1-B2')).toEqual({ error: expect.stringMatching(/within one part/), reason: { key: 'crossPart', part: 'A1-B2' } });
    expect(parseBlockEntry('A1, 0 slides each')).toEqual({ error: expect.stringMatching(/1 to 20/), reason: { key: 'slidesRange', max: 20 } });
    expect(parseBlockEntry('A1-A300')).toEqual({ error: expect.stringMatching(/At most 100/), reason: { key: 'tooMany', max: 100 } });
  });

  it('refuses a code the case already has or one typed twice', () => {
    expect(parseBlockEntry('A1-A3', ['a2'])).toEqual({ error: 'A2 already exists in this case', reason: { key: 'exists', code: 'A2' } });
    expect(parseBlockEntry('A1-A2, A2')).toEqual({ error: 'A2 is typed twice', reason: { key: 'typedTwice', code: 'A2' } });
  });
});
