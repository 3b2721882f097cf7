import type { TatStats, TatTarget } from '@pathdesk/contracts';

export interface TatBin {
  priority: 'routine' | 'urgent';
  tatDays: number;
  cases: number;
}

/** A continuous percentile (as PostgreSQL's percentile_cont) of the values a histogram counts. */
export function histogramPercentile(bins: readonly { tatDays: number; cases: number }[], p: number): number | null {
  const sorted = [...bins].filter((b) => b.cases > 0).sort((a, b) => a.tatDays - b.tatDays);
  const n = sorted.reduce((sum, b) => sum + b.cases, 0);
  if (!n) return null;
  const position = p * (n - 1);
  const valueAt = (index: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.cases;
      if (index < seen) return b.tatDays;
    }
    return sorted[sorted.length - 1]!.tatDays;
  };
  const lower = Math.floor(position);
  const fraction = position - lower;
  const value = valueAt(lower) + (fraction ? fraction * (valueAt(lower + 1) - valueAt(lower)) : 0);
  return Math.round(value * 10) / 10;
}

/** TAT figures from a kind's histogram (the dashboard's month and trend). */
export function histogramTat(bins: readonly TatBin[], target: TatTarget): TatStats {
  const released = bins.reduce((sum, b) => sum + b.cases, 0);
  const routine = bins.filter((b) => b.priority === 'routine');
  const routineReleased = routine.reduce((sum, b) => sum + b.cases, 0);
  const withinTarget = routine.filter((b) => b.tatDays <= target.days).reduce((sum, b) => sum + b.cases, 0);
  const share = routineReleased ? withinTarget / routineReleased : null;
  return {
    released,
    median: histogramPercentile(bins, 0.5),
    p90: histogramPercentile(bins, 0.9),
    routineReleased,
    withinTarget,
    withinTargetShare: share,
    target,
    meetsTarget: share === null ? null : share >= target.share,
  };
}
