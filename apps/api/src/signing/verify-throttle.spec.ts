import { VerifyThrottle } from './verify-throttle.js';

describe('VerifyThrottle', () => {
  it('lets `limit` look-ups through per address in a window, then answers 429 with the seconds left, and starts again after the window', () => {
    let now = 1_000_000;
    const throttle = new VerifyThrottle(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) throttle.take('10.0.0.1');
    let refused: unknown;
    now += 15_000;
    try {
      throttle.take('10.0.0.1');
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 45 });
    // Another address is counted apart.
    expect(() => throttle.take('10.0.0.2')).not.toThrow();
    now += 45_000;
    expect(() => throttle.take('10.0.0.1')).not.toThrow();
  });
});
