import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../identity/actor.js';
import { invalidInput } from '../common/invalid-input.js';
import { pathologistName } from './sql/pathologist-name.js';

/** A pathologist: their account `u`, their pathologist record `c`. */
const pathologist = pathologistName('u', 'c');

/**
 * Refuses (400 at `field`) anyone but another pathologist of the lab — an active doctor account
 * linked to an active pathologist record — as a co-signer or consultant: nobody consults or co-signs
 * for themself.
 */
export async function assertColleague(em: EntityManager, actor: Actor, username: string, field: string): Promise<void> {
  if (username === actor.username) throw invalidInput([{ field, message: 'is you: ask another pathologist' }]);
  const [colleague] = await em.execute<{ pathologist: boolean }[]>(
    `select u.role = 'doctor' and c.category = 'pathologist' and c.status = 'active' as pathologist
       from ${pathologist.tables} where u.username = ? and u.deleted_at is null`,
    [username],
  );
  if (!colleague) throw invalidInput([{ field, message: 'is not an account of this lab' }]);
  if (!colleague.pathologist) throw invalidInput([{ field, message: 'is not a pathologist: only a pathologist is asked' }]);
}

/** The other pathologists of the lab (active doctor accounts linked to an active pathologist record), by name. */
export function colleaguesOf(em: EntityManager, actor: Actor): Promise<{ username: string; name: string }[]> {
  return em.execute(
    `select u.username, ${pathologist.name()} as name
       from ${pathologist.tables}
      where u.role = 'doctor' and u.deleted_at is null and c.category = 'pathologist' and c.status = 'active' and u.username <> ?
      order by 2, 1`,
    [actor.username],
  );
}
