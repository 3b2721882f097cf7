import { activityResolutionMs } from './session-timeouts.js';

describe('how often activity is recorded (issue 24.14)', () => {
  it('is once a minute for the usual windows, a quarter of a window under four minutes', () => {
    expect(activityResolutionMs(30 * 60_000)).toBe(60_000);
    expect(activityResolutionMs(4 * 60_000)).toBe(60_000);
    expect(activityResolutionMs(2 * 60_000)).toBe(30_000);
    expect(activityResolutionMs(60_000)).toBe(15_000);
  });

  it('leaves every window at least three quarters of itself for the next request', () => {
    for (const minutes of [1, 2, 3, 5, 30, 24 * 60]) expect(minutes * 60_000 - activityResolutionMs(minutes * 60_000)).toBeGreaterThanOrEqual(0.75 * minutes * 60_000);
  });
});
