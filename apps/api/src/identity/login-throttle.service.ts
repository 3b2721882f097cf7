import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

export interface ThrottleRule {
  /** Failures allowed within `windowMs` before the key is locked (or, for addresses, slowed). */
  limit: number;
  windowMs: number;
}

const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
const BASE_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 8_000;

// The window restarts when its start is older than the rule's window.
const EXPIRED = `"login_throttle"."window_start" < now() - make_interval(secs => ?)`;

/**
 * Counts attempts per key in PostgreSQL (shared by all API replicas). An account's guesses are
 * checked one at a time (`guess`) and each is reserved before its password is checked, in one
 * atomic statement: the attempt that reaches the limit locks the key at once (30 s, doubling with
 * each further failure up to 15 min) and a success lifts the lock. So concurrent guesses are never
 * all checked against the same count, and concurrent right passwords all get in.
 */
@Injectable()
export class LoginThrottleService {
  /** The last attempt queued per key in this process: one waits in memory, not on a connection. */
  private readonly queues = new Map<string, Promise<void>>();

  private readonly logger = new Logger('LoginThrottle');

  constructor(private readonly em: EntityManager) {}

  /**
   * Checks one guess at `key`'s password: after the guesses before it for `key` have finished (in this
   * process by a queue, across replicas by a PostgreSQL advisory lock), counted before it is checked
   * (429 if the key is locked), the count lifted when `check` answers true. The lock, the count and
   * its lifting are one transaction of their own. A wrong guess's count is committed before its answer
   * goes out, so a guess whose answer anyone sees has been counted; a right one's lifting commits
   * after its answer (it only ever lifts: lost, the count stays), and the account's next guess waits
   * for it. The lock is taken by the counting statement itself: a sign-out's round trips are its time
   * under load (docs/operations.md), and these are off its path.
   */
  async guess(key: string, rule: ThrottleRule, check: () => Promise<boolean>): Promise<boolean> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
    this.queues.set(key, mine);
    await previous;
    // Not `transactional`, which would make the check's own reads part of it.
    const turn = this.em.fork();
    const done = async () => {
      if (turn.isInTransaction()) await turn.rollback().catch(() => undefined);
      release();
      if (this.queues.get(key) === mine) this.queues.delete(key);
    };
    let reserved = false;
    let valid: boolean;
    try {
      await turn.begin();
      await this.reserve(key, rule, turn, true);
      reserved = true;
      valid = await check();
      if (!valid) await turn.commit();
    } catch (error) {
      // A check that failed still counts (its reservation is kept); a locked key kept nothing.
      if (reserved && turn.isInTransaction()) await turn.commit().catch(() => undefined);
      await done();
      throw error;
    }
    if (!valid) {
      await done();
      return false;
    }
    void (async () => {
      try {
        await turn.execute(`delete from "login_throttle" where "key" = ?`, [key]);
        await turn.commit();
      } catch (error) {
        this.logger.warn(`A right password's count was not lifted (${key}): ${(error as Error).message}`);
      } finally {
        await done();
      }
    })();
    return true;
  }

  /** 429 when any of `keys` is locked. */
  async assertAllowed(keys: string[], em: EntityManager = this.em): Promise<void> {
    const rows = await em.execute<{ seconds: number }[]>(
      `select ceil(extract(epoch from ("locked_until" - now())))::int as "seconds"
           from "login_throttle" where "key" in (${keys.map(() => '?').join(', ')}) and "locked_until" > now()`,
      keys,
    );
    if (rows.length) throw tooMany(Math.max(...rows.map((r) => r.seconds)));
  }

  /**
   * Counts one attempt for `key` before it is checked (429 if the key is locked). Reaching the
   * limit locks the key now; a success lifts it (`guess`), a failure leaves it. `inTurn`: take the
   * key's advisory lock first, in the same statement (`em` in a transaction, which holds it).
   */
  private async reserve(key: string, rule: ThrottleRule, em: EntityManager, inTurn: boolean): Promise<void> {
    const windowSeconds = rule.windowMs / 1000;
    const rows = await em.execute<{ failures: number }[]>(
      `${inTurn ? 'with turn as (select pg_advisory_xact_lock(hashtext(?)))' : ''}
       insert into "login_throttle" ("key", "failures", "window_start", "locked_until")
         select ?, 1, now(), case when 1 >= ? then now() + make_interval(secs => ?) end ${inTurn ? 'from turn' : ''}
       on conflict ("key") do update set
         "failures" = case when ${EXPIRED} then 1 else "login_throttle"."failures" + 1 end,
         "window_start" = case when ${EXPIRED} then now() else "login_throttle"."window_start" end,
         "locked_until" = case
           when (case when ${EXPIRED} then 1 else "login_throttle"."failures" + 1 end) >= ?
           then now() + make_interval(secs => least(?, ? * power(2, greatest(0, "login_throttle"."failures" + 1 - ?))))
           else null end
       where "login_throttle"."locked_until" is null or "login_throttle"."locked_until" <= now()
       returning "failures"`,
      [
        ...(inTurn ? [`pathdesk:throttle:${key}`] : []),
        key,
        rule.limit,
        BASE_LOCK_MS / 1000,
        windowSeconds,
        windowSeconds,
        windowSeconds,
        rule.limit,
        MAX_LOCK_MS / 1000,
        BASE_LOCK_MS / 1000,
        rule.limit,
      ],
    );
    if (rows.length) return;
    await this.assertAllowed([key], em); // locked: 429 with the time left
    await this.reserve(key, rule, em, false); // the lock was lifted meanwhile (the turn is held already)
  }

  /** Counts a failure for `key`; past the limit the key is locked (growing as above). */
  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    const failures = await this.countFailure(key, rule);
    const over = failures - rule.limit;
    if (over >= 0) {
      const lockMs = Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** over);
      await this.em.getConnection().execute(`update "login_throttle" set "locked_until" = now() + make_interval(secs => ?) where "key" = ?`, [lockMs / 1000, key]);
    }
  }

  /** The pause owed before an attempt under `key` is checked (counted by countFailure): nothing up to the
   * limit, then 1 s, doubling for each further `limit` failures, up to 8 s. */
  async pauseMs(key: string, rule: ThrottleRule): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ failures: number }[]>(`select "failures" from "login_throttle" where "key" = ? and "window_start" >= now() - make_interval(secs => ?)`, [
        key,
        rule.windowMs / 1000,
      ]);
    const over = (row?.failures ?? 0) - rule.limit;
    return over < 0 ? 0 : Math.min(MAX_PAUSE_MS, BASE_PAUSE_MS * 2 ** Math.floor(over / rule.limit));
  }

  /**
   * Counts a use of `key` within a window of `windowMs` (a flood guard, not a lock): answers the
   * count so far and the seconds until the window ends — the same for every API replica.
   */
  async hit(key: string, windowMs: number): Promise<{ count: number; secondsLeft: number }> {
    const windowSeconds = windowMs / 1000;
    const [row] = await this.em.getConnection().execute<{ count: number; secondsLeft: number }[]>(
      `insert into "login_throttle" ("key", "failures", "window_start") values (?, 1, now())
       on conflict ("key") do update set
         "failures" = case when ${EXPIRED} then 1 else "login_throttle"."failures" + 1 end,
         "window_start" = case when ${EXPIRED} then now() else "login_throttle"."window_start" end
       returning "failures" as "count", greatest(1, ceil(extract(epoch from ("window_start" + make_interval(secs => ?) - now()))))::int as "secondsLeft"`,
      [key, windowSeconds, windowSeconds, windowSeconds],
    );
    return row!;
  }

  /** Counts a failure for `key` within the rule's window, without locking it; answers the count. */
  async countFailure(key: string, rule: ThrottleRule): Promise<number> {
    const windowSeconds = rule.windowMs / 1000;
    const [row] = await this.em.getConnection().execute<{ failures: number }[]>(
      `insert into "login_throttle" ("key", "failures", "window_start") values (?, 1, now())
       on conflict ("key") do update set
         "failures" = case when ${EXPIRED} then 1 else "login_throttle"."failures" + 1 end,
         "window_start" = case when ${EXPIRED} then now() else "login_throttle"."window_start" end
       returning "failures"`,
      [key, windowSeconds, windowSeconds],
    );
    return row?.failures ?? 0;
  }
}

function tooMany(seconds: number): TooManyAttemptsException {
  return new TooManyAttemptsException(`Too many failed attempts. Try again in ${formatWait(seconds)}.`, seconds);
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
