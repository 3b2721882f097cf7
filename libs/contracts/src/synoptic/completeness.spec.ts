import { synopticCompleteness, type CompletenessCase } from './completeness.js';

const c = (month: string, pathologistId: number | null, complete: boolean, malignant = true, resection = true): CompletenessCase => ({
  month,
  pathologistId,
  malignant,
  resection,
  synopticComplete: complete,
});

describe('synopticCompleteness', () => {
  it('counts malignant resections per month and pathologist against the 90% target', () => {
    const cases = [
      // March: pathologist 7 completes 9 of 10 (90%: meets); pathologist 3 2 of 3 (66.7%).
      ...Array.from({ length: 9 }, () => c('2026-03', 7, true)),
      c('2026-03', 7, false),
      c('2026-03', 3, true),
      c('2026-03', 3, true),
      c('2026-03', 3, false),
      // Not eligible: a benign resection, a malignant biopsy.
      c('2026-03', 3, false, false, true),
      c('2026-03', 3, false, true, false),
      // February: one case with no pathologist yet counts in the month's total alone.
      c('2026-02', null, true),
      c('2026-02', 7, false),
    ];
    expect(synopticCompleteness(cases)).toEqual([
      { month: '2026-02', pathologistId: 7, eligible: 1, complete: 0, percent: 0, meetsTarget: false },
      { month: '2026-02', pathologistId: null, eligible: 2, complete: 1, percent: 50, meetsTarget: false },
      { month: '2026-03', pathologistId: 3, eligible: 3, complete: 2, percent: 66.7, meetsTarget: false },
      { month: '2026-03', pathologistId: 7, eligible: 10, complete: 9, percent: 90, meetsTarget: true },
      { month: '2026-03', pathologistId: null, eligible: 13, complete: 11, percent: 84.6, meetsTarget: false },
    ]);
  });

  it('gives no row for a month without eligible reports', () => {
    expect(synopticCompleteness([c('2026-04', 1, false, false, true)])).toEqual([]);
    expect(synopticCompleteness([])).toEqual([]);
  });
});
