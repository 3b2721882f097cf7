import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

export interface ThrottleRule {
  /** Failures allowed within `windowMs` before the key is locked. */
  limit: number;
  windowMs: number;
}

const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;

/**
 * Counts failures per key in PostgreSQL (shared by all API replicas). Past the limit, the key is
 * locked for 30 s, doubling with each further failure up to 15 min; callers get 429 + Retry-After.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  async assertAllowed(keys: string[]): Promise<void> {
    const rows = await this.em
      .getConnection()
      .execute<{ key: string; seconds: number }[]>(
        `select "key", ceil(extract(epoch from ("locked_until" - now())))::int as "seconds"
           from "login_throttle" where "key" in (${keys.map(() => '?').join(', ')}) and "locked_until" > now()`,
        keys,
      );
    const wait = Math.max(0, ...rows.map((r) => r.seconds));
    if (rows.length) {
      throw new TooManyAttemptsException(`Too many failed attempts. Try again in ${formatWait(wait)}.`, wait);
    }
  }

  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    const windowSeconds = rule.windowMs / 1000;
    const [row] = await this.em.getConnection().execute<{ failures: number }[]>(
      `insert into "login_throttle" ("key", "failures", "window_start") values (?, 1, now())
       on conflict ("key") do update set
         "failures" = case when "login_throttle"."window_start" < now() - make_interval(secs => ?) then 1 else "login_throttle"."failures" + 1 end,
         "window_start" = case when "login_throttle"."window_start" < now() - make_interval(secs => ?) then now() else "login_throttle"."window_start" end
       returning "failures"`,
      [key, windowSeconds, windowSeconds],
    );
    const over = (row?.failures ?? 0) - rule.limit;
    if (over >= 0) {
      const lockMs = Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** over);
      await this.em
        .getConnection()
        .execute(`update "login_throttle" set "locked_until" = now() + make_interval(secs => ?) where "key" = ?`, [lockMs / 1000, key]);
    }
  }

  async clear(key: string): Promise<void> {
    await this.em.getConnection().execute(`delete from "login_throttle" where "key" = ?`, [key]);
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
