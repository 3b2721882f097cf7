import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import session from 'express-session';
import type { Request } from 'express';
import type { Pool } from 'pg';
import type { SessionUser } from '@pathdesk/contracts';
import { statementName } from '../common/prepared-query.js';

const PRUNE_INTERVAL_MS = 15 * 60_000;
/** Set on the session data by get(), taken off again in createSession(): never stored. */
const RESOLVED_USER = '__resolvedUser';

const resolvedUsers = new WeakMap<Request, SessionUser | null>();

/**
 * The signed-in user that the session's own read already fetched; undefined when unknown (no
 * session read on this request), null when the session's user no longer exists.
 */
export function userResolvedWithSession(req: Request): SessionUser | null | undefined {
  return resolvedUsers.get(req);
}

/**
 * Sessions in PostgreSQL (table "session", created by a migration), on the ORM's pool: every API
 * replica shares them, and they survive restarts. Reading a session also reads its user, in the
 * same query, so an authenticated request costs one round trip to the database, not two.
 */
export class PgSessionStore extends session.Store {
  private readonly logger = new Logger('Sessions');
  private readonly pruning: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    private readonly defaultTtlMs: number,
  ) {
    super();
    this.pruning = setInterval(() => void this.prune(), PRUNE_INTERVAL_MS);
    this.pruning.unref();
  }

  override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
    this.pool
      .query<{ sess: session.SessionData; id: number | null; username: string; name: string; role: string }>({
        // Prepared once per pooled connection (a named statement): parsed and planned once, not on
        // every request. The session and its user are still read afresh each time.
        name: statementName('pathdesk_session_get'),
        text: `select s."sess", u."id", u."username", u."name", u."role"
                 from "session" s
                 left join "app_user" u on u."id" = nullif(s."sess"->'passport'->>'user', '')::int and u."deleted_at" is null
                where s."sid" = $1 and s."expire" >= now()`,
        values: [sid],
      })
      .then(({ rows: [row] }) => {
        if (!row) return callback(null, null);
        const user = row.id === null ? null : { id: row.id, username: row.username, name: row.name, role: row.role };
        callback(null, { ...row.sess, [RESOLVED_USER]: user } as session.SessionData);
      }, callback);
  }

  override createSession(req: Request, data: session.SessionData): session.Session & Partial<session.SessionData> {
    const record = data as session.SessionData & { [RESOLVED_USER]?: SessionUser | null };
    if (RESOLVED_USER in record) {
      resolvedUsers.set(req, record[RESOLVED_USER] ?? null);
      delete record[RESOLVED_USER];
    }
    return super.createSession(req, data);
  }

  override set(sid: string, data: session.SessionData, callback?: (error?: unknown) => void): void {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires) : new Date(Date.now() + this.defaultTtlMs);
    this.pool
      .query(
        `insert into "session" ("sid", "sess", "expire") values ($1, $2, $3)
         on conflict ("sid") do update set "sess" = excluded."sess", "expire" = excluded."expire"`,
        [sid, JSON.stringify(data), expires],
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.pool.query(`delete from "session" where "sid" = $1`, [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  /** Expiry moves with activity once a minute (session-timeouts.ts), not with every request. */
  override touch(_sid: string, _data: session.SessionData, callback?: () => void): void {
    callback?.();
  }

  async prune(): Promise<void> {
    try {
      await this.pool.query(`delete from "session" where "expire" < now()`);
    } catch (error) {
      this.logger.warn(`Pruning expired sessions failed: ${(error as Error).message}`);
    }
  }

  close(): void {
    clearInterval(this.pruning);
  }
}

/** The Nest-managed store: opened on the ORM's pool, its timer stopped with the app. */
@Injectable()
export class SessionStore implements OnModuleDestroy {
  private store: PgSessionStore | undefined;

  constructor(private readonly orm: MikroORM) {}

  async open(defaultTtlMs: number): Promise<PgSessionStore> {
    const pool = await this.orm.em.getConnection().getNativeClient();
    this.store = new PgSessionStore(pool, defaultTtlMs);
    return this.store;
  }

  onModuleDestroy(): void {
    this.store?.close();
  }
}
