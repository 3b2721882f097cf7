import { VerifyThrottle, type WindowCounter } from './verify-throttle.js';

/** The counter as PostgreSQL keeps it, on a clock the test moves. */
function memoryCounter(clock: { now: number }): WindowCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return async (key, windowMs) => {
    let w = windows.get(key);
    if (!w || clock.now - w.start >= windowMs) windows.set(key, (w = { start: clock.now, count: 0 }));
    w.count++;
    return { count: w.count, secondsLeft: Math.max(1, Math.ceil((w.start + windowMs - clock.now) / 1000)) };
  };
}

describe('VerifyThrottle', () => {
  it('lets `limit` look-ups through per address in a window, then answers 429 with the seconds left, and starts again after the window', async () => {
    const clock = { now: 1_000_000 };
    const throttle = new VerifyThrottle(memoryCounter(clock), 3, 60_000);
    for (let i = 0; i < 3; i++) await throttle.take('10.0.0.1');
    clock.now += 15_000;
    await expect(throttle.take('10.0.0.1')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 45 });
    // Another address is counted apart.
    await expect(throttle.take('10.0.0.2')).resolves.toBeUndefined();
    clock.now += 45_000;
    await expect(throttle.take('10.0.0.1')).resolves.toBeUndefined();
  });

  it('counts every address under its own key, prefixed so it shares nothing with sign-in', async () => {
    const keys: string[] = [];
    const throttle = new VerifyThrottle(async (key) => (keys.push(key), { count: 1, secondsLeft: 60 }));
    await throttle.take('10.0.0.9');
    await throttle.take(undefined);
    expect(keys).toEqual(['verify:10.0.0.9', 'verify:unknown']);
  });
});
