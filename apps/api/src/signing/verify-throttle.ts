import { coded } from '@pathdesk/contracts';
import { TooManyAttemptsException } from '../identity/too-many-attempts.exception.js';

/** Counts a use of a key in a window: the count so far and the seconds left (LoginThrottleService.hit, in PostgreSQL). */
export type WindowCounter = (key: string, windowMs: number) => Promise<{ count: number; secondsLeft: number }>;

/**
 * The verification page's flood guard (issue 32.7): at most `limit` look-ups per client address in a
 * window of `windowMs`, counted in PostgreSQL so that every API replica shares the count; past it,
 * 429 with Retry-After until the window ends. Tokens are 128 random bits: the limit slows a scan, it
 * is not what makes guessing hopeless.
 */
export class VerifyThrottle {
  constructor(
    private readonly count: WindowCounter,
    private readonly limit = 30,
    private readonly windowMs = 60_000,
  ) {}

  async take(address: string | null | undefined): Promise<void> {
    const { count, secondsLeft } = await this.count(`verify:${address ?? 'unknown'}`, this.windowMs);
    if (count > this.limit) throw new TooManyAttemptsException(coded('too_many_verifications').message, secondsLeft, 'too_many_verifications');
  }
}
