import { histogramPercentile, histogramTat } from './tat-histogram.js';
import { lastMonths } from './dashboard.service.js';

describe('TAT from a histogram', () => {
  it('reads continuous percentiles as PostgreSQL percentile_cont does', () => {
    // values 0, 1, 2, 5
    const bins = [
      { tatDays: 5, cases: 1 },
      { tatDays: 0, cases: 1 },
      { tatDays: 1, cases: 1 },
      { tatDays: 2, cases: 1 },
    ];
    expect(histogramPercentile(bins, 0.5)).toBe(1.5);
    expect(histogramPercentile(bins, 0.9)).toBe(4.1);
    // values 1, 1, 1, 3: median 1, p90 at 2.7 → 1 + 0.7 × 2 = 2.4
    expect(
      histogramPercentile(
        [
          { tatDays: 1, cases: 3 },
          { tatDays: 3, cases: 1 },
        ],
        0.9,
      ),
    ).toBe(2.4);
    expect(histogramPercentile([], 0.5)).toBeNull();
    expect(histogramPercentile([{ tatDays: 4, cases: 1 }], 0.9)).toBe(4);
  });

  it('counts the routine cases within the target; urgent ones only in the figures', () => {
    const tat = histogramTat(
      [
        { priority: 'routine', tatDays: 1, cases: 8 },
        { priority: 'routine', tatDays: 3, cases: 2 },
        { priority: 'urgent', tatDays: 9, cases: 5 },
      ],
      { kind: 'surgical', days: 2, share: 0.9 },
    );
    expect(tat).toMatchObject({ released: 15, routineReleased: 10, withinTarget: 8, withinTargetShare: 0.8, meetsTarget: false, median: 1 });
    expect(histogramTat([], { kind: 'cytological', days: 2, share: 0.8 })).toMatchObject({ released: 0, median: null, withinTargetShare: null, meetsTarget: null });
  });

  it('lists the last twelve lab months, across a new year', () => {
    // 2027-01-10 03:00 UTC is 10:00 in Bangkok
    expect(lastMonths(12, new Date('2027-01-10T03:00:00Z'))).toEqual([
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    // 31 December 20:00 UTC is already 1 January at the lab
    expect(lastMonths(2, new Date('2026-12-31T20:00:00Z'))).toEqual(['2026-12', '2027-01']);
  });
});
