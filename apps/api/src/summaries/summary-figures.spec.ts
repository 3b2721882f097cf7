import { gynIndicators, tatStats } from './summaries.service.js';

describe('summary figures shaped from SQL', () => {
  it('gives the ASC:SIL ratio and the unsatisfactory rate over released Paps (pending left out)', () => {
    const counts = new Map([
      ['NILM', 90],
      ['ASC-US', 4],
      ['ASC-H', 2],
      ['LSIL', 2],
      ['HSIL', 1],
      ['unsatisfactory', 1],
      ['pending', 50],
    ]);
    expect(gynIndicators(counts)).toEqual({ asc: 6, sil: 3, ascSilRatio: 2, unsatisfactory: 1, unsatisfactoryRate: 0.01 });
    expect(gynIndicators(new Map([['pending', 3]]))).toEqual({ asc: 0, sil: 0, ascSilRatio: null, unsatisfactory: 0, unsatisfactoryRate: null });
  });

  it('puts the TAT against its target', () => {
    const target = { kind: 'cytological' as const, days: 2, share: 0.8 };
    expect(tatStats({ released: 5, median: 1, p90: 2.6, routineReleased: 5, withinTarget: 4 }, target)).toEqual({
      released: 5,
      median: 1,
      p90: 2.6,
      routineReleased: 5,
      withinTarget: 4,
      withinTargetShare: 0.8,
      target,
      meetsTarget: true,
    });
    expect(tatStats(null, target)).toMatchObject({ released: 0, median: null, withinTargetShare: null, meetsTarget: null });
  });
});
