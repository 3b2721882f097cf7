import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeRole } from '@pathdesk/contracts';
import type { Actor } from './actor.js';

/**
 * The hospitals whose records the caller may read (issue 28.2, DESIGN §8 "Hospital scope"): every
 * hospital for the lab's own roles, and for a guest (a client hospital's account) only the hospitals
 * of its account (app_user_hospital, kept by users/), unless an administrator gave it "all
 * hospitals". A guest of no hospital reads nothing. The scope is applied in each query itself
 * (`hospitalCondition`) — never by filtering rows after fetching them — so another hospital's record
 * is simply not found: a 404, as a record that does not exist.
 *
 * Reusable by any reader of hospital records (reports, the dashboard, the portal; FHIR tokens of a
 * hospital's system can build the same scope from their hospital).
 */
export type HospitalScope = { all: true } | { all: false; hospitalIds: readonly number[] };

const EVERY_HOSPITAL: HospitalScope = { all: true };

/** Roles whose reading is limited to their account's hospitals. */
const SCOPED_ROLES = new Set(['guest']);

/** Whether the actor's reading is limited to its hospitals (without reading them). */
function isHospitalScoped(actor: Actor): boolean {
  return SCOPED_ROLES.has(normalizeRole(actor.role));
}

/** The caller's scope: one indexed read for a guest, none for lab staff. */
export async function hospitalScope(em: EntityManager, actor: Actor): Promise<HospitalScope> {
  if (!isHospitalScoped(actor)) return EVERY_HOSPITAL;
  if (actor.id === null) return { all: false, hospitalIds: [] };
  const [row] = await em.execute<{ all: boolean; hospitalIds: number[] | null }[]>(
    `select u.all_hospitals as "all", array(select h.hospital_id from app_user_hospital h where h.user_id = u.id order by h.hospital_id) as "hospitalIds"
       from app_user u where u.id = ? and u.deleted_at is null`,
    [actor.id],
  );
  if (!row) return { all: false, hospitalIds: [] };
  return row.all ? EVERY_HOSPITAL : { all: false, hospitalIds: (row.hospitalIds ?? []).map(Number) };
}

/**
 * The SQL condition on `column` (a hospital id column of the caller's query) and its parameters: `true`
 * for every hospital, `false` for none, `column = ?` for one, else `column = any(?)` (an index on the hospital serves it).
 */
export function hospitalCondition(scope: HospitalScope, column: string): { sql: string; params: unknown[] } {
  if (scope.all) return { sql: 'true', params: [] };
  if (!scope.hospitalIds.length) return { sql: 'false', params: [] };
  // One hospital (most accounts): an equality, so that an index on (hospital, date) yields its rows
  // in order — PostgreSQL 15 sorts every row an `= any(array)` finds (the inbox: 120,000 rows, 34 ms).
  if (scope.hospitalIds.length === 1) return { sql: `${column} = ?`, params: [scope.hospitalIds[0]] };
  return { sql: `${column} = any(?::int[])`, params: [`{${scope.hospitalIds.join(',')}}`] };
}
