import { QcRandom } from './qc-random.js';
import { chooseForQc, qcWindow } from './qc-selection.js';

/** Runs `n` decisions with a draw source; answers each decision's rule (null: released). */
function simulate(n: number, rate: number, draw: () => number): ('draw' | 'floor' | null)[] {
  const decisions: ('draw' | 'floor' | null)[] = [];
  const recent: boolean[] = []; // newest first, as the service reads them
  for (let i = 0; i < n; i++) {
    const rule = chooseForQc(recent.slice(0, qcWindow(rate) - 1), rate, draw());
    decisions.push(rule);
    recent.unshift(rule !== null);
  }
  return decisions;
}

describe('chooseForQc', () => {
  it('holds when the draw is below the rate', () => {
    expect(chooseForQc([true, true, true], 0.1, 0.0999)).toBe('draw');
    expect(chooseForQc([], 0.1, 0)).toBe('draw');
    expect(chooseForQc([true], 0.1, 0.1)).toBeNull();
  });

  it('holds by the floor when releasing would leave fewer than rate × n held among the last n', () => {
    expect(chooseForQc([], 0.1, 0.5)).toBe('floor'); // 0 of 1
    expect(chooseForQc([true, ...Array(8).fill(false)], 0.1, 0.5)).toBeNull(); // 1 of 10
    expect(chooseForQc([true, ...Array(9).fill(false)], 0.1, 0.5)).toBe('floor'); // 1 of 11
    expect(
      chooseForQc(
        [
          ...Array(29)
            .fill(false)
            .map((_, i) => i % 10 === 0),
        ],
        0.1,
        0.5,
      ),
    ).toBeNull(); // 3 of 30 (no float slip)
    // only the window counts: W − 1 = 99 previous decisions
    const old = Array.from({ length: 99 }, (_, i) => i >= 89); // the 10 held are the oldest
    expect(chooseForQc(old, 0.1, 0.5)).toBeNull(); // 10 of 100
    expect(chooseForQc([false, ...old], 0.1, 0.5)).toBe('floor'); // one held left the window: 9 of 100
  });

  it('sizes the window to ten expected holds', () => {
    expect(qcWindow(0.1)).toBe(100);
    expect(qcWindow(0.15)).toBe(67);
    expect(qcWindow(1)).toBe(10);
  });

  it('at rate 1 holds everything', () => {
    expect(simulate(50, 1, () => 0.9999).every((r) => r !== null)).toBe(true);
  });

  it('never holds less than the rate, whatever the draws (chance always against)', () => {
    for (const rate of [0.1, 0.15, 0.25]) {
      const held = simulate(1000, rate, () => 0.99999).map((r) => r !== null);
      for (let t = 1; t <= held.length; t++) expect(held.slice(0, t).filter(Boolean).length).toBeGreaterThanOrEqual(Math.ceil(rate * t - 1e-9));
    }
  });

  it('over 1,000 simulated NILM sign-outs with the real random source, at least 10% are held — in every run and every window of 100', () => {
    const random = new QcRandom();
    const shares: number[] = [];
    let byDraw = 0;
    for (let run = 0; run < 20; run++) {
      const decisions = simulate(1000, 0.1, () => random.next());
      const held = decisions.map((r) => r !== null);
      expect(held.filter(Boolean).length).toBeGreaterThanOrEqual(100);
      for (let end = 100; end <= 1000; end++) expect(held.slice(end - 100, end).filter(Boolean).length).toBeGreaterThanOrEqual(10);
      shares.push(held.filter(Boolean).length / 1000);
      byDraw += decisions.filter((r) => r === 'draw').length;
    }
    // Random, not a schedule: runs differ, chance makes most holds, and the floor costs a few points at most.
    expect(new Set(shares).size).toBeGreaterThan(1);
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    expect(mean).toBeLessThan(0.15);
    expect(byDraw / (mean * 1000 * 20)).toBeGreaterThan(0.6);
  });
});

describe('QcRandom', () => {
  it('draws uniform numbers in [0, 1)', () => {
    const random = new QcRandom();
    const draws = Array.from({ length: 10_000 }, () => random.next());
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true);
    const below = draws.filter((d) => d < 0.1).length;
    expect(below).toBeGreaterThan(800);
    expect(below).toBeLessThan(1200);
  });
});
