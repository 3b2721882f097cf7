import { coded } from '@pathdesk/contracts';
import { TooManyAttemptsException } from '../identity/too-many-attempts.exception.js';

/**
 * The verification page's flood guard (issue 32.7): at most `limit` look-ups per client address in a
 * window of `windowMs`, counted in this process (each API replica counts its own); past it, 429 with
 * Retry-After until the window ends. Tokens are 128 random bits: the limit slows a scan, it is not
 * what makes guessing hopeless.
 */
export class VerifyThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = 30,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string | null | undefined): void {
    const key = address ?? 'unknown';
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count > this.limit) {
      const seconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
      throw new TooManyAttemptsException(coded('too_many_verifications').message, seconds, 'too_many_verifications');
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
