import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Ends a user's sessions in the session store (after a password reset or deletion), except
 * `keepSid` — the session of the user who changes their own password stays signed in.
 */
export async function revokeSessions(em: EntityManager, userId: number, keepSid?: string): Promise<void> {
  await em.getConnection().execute(`delete from "session" where ("sess"->'passport'->>'user') = ? and "sid" <> ?`, [String(userId), keepSid ?? '']);
}
