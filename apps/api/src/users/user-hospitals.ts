import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeRole } from '@pathdesk/contracts';
import { invalidInput } from '../common/invalid-input.js';

/**
 * The hospitals an account belongs to (issue 28.1), kept in app_user_hospital beside the account;
 * `app_user.all_hospitals` is an administrator's explicit "all hospitals". What a guest may read is
 * decided from them by identity/hospital-scope.ts.
 */

export async function loadHospitalIds(em: EntityManager, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return byUser;
  const rows = await em.execute<{ userId: number; hospitalId: number }[]>(
    'select user_id as "userId", hospital_id as "hospitalId" from app_user_hospital where user_id in (?) order by hospital_id',
    [[...userIds]],
  );
  for (const row of rows) byUser.get(row.userId)?.push(row.hospitalId);
  return byUser;
}

/**
 * Checks an account's hospitals before they are saved: each one exists, and a guest has at least one
 * hospital or "all hospitals" (400 at the field `hospitalIds`).
 */
export async function assertHospitals(em: EntityManager, role: string, hospitalIds: readonly number[], allHospitals: boolean): Promise<void> {
  if (hospitalIds.length) {
    const found = await em.execute<{ id: number }[]>('select id from hospital where id in (?)', [[...hospitalIds]]);
    const unknown = hospitalIds.filter((id) => !found.some((h) => h.id === id));
    if (unknown.length) throw invalidInput([{ field: 'hospitalIds', message: `names no hospital: ${unknown.join(', ')}` }]);
  }
  if (normalizeRole(role) === 'guest' && !hospitalIds.length && !allHospitals) {
    throw invalidInput([{ field: 'hospitalIds', message: 'a guest account belongs to at least one hospital (or, for the lab’s own account, all hospitals)' }]);
  }
}

/** Replaces the account's hospitals (inside the caller's transaction). */
export async function saveHospitalIds(em: EntityManager, userId: number, hospitalIds: readonly number[]): Promise<void> {
  await em.execute('delete from app_user_hospital where user_id = ?', [userId]);
  if (hospitalIds.length) {
    await em.execute(`insert into app_user_hospital (user_id, hospital_id) select ?, unnest(?::int[])`, [userId, `{${hospitalIds.join(',')}}`]);
  }
}

/** The second demo guest, of another hospital than the demo `guest` (issue 28.1). */
export const DEMO_SECOND_GUEST = 'guest2';

/**
 * Outside production: the demo guest belongs to the first demo hospital and the second demo guest
 * to the second one (by code), so that each reads only its own reports.
 */
export async function linkDemoGuests(em: EntityManager): Promise<void> {
  for (const [username, code] of [
    ['guest', 'BKV'],
    [DEMO_SECOND_GUEST, 'RKK'],
  ] as const) {
    await em.execute(
      `insert into app_user_hospital (user_id, hospital_id)
         select u.id, h.id from app_user u, hospital h where u.username = ? and h.code = ? and u.deleted_at is null on conflict do nothing`,
      [username, code],
    );
  }
}
