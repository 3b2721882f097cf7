import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Outside production: the demo doctor signs as the first active pathologist record and the demo lab
 * staff account as the first active screener record (issue 16.6), so a new demo lab can sign out.
 */
export async function linkDemoStaff(em: EntityManager): Promise<void> {
  for (const [username, category] of [
    ['doctor', 'pathologist'],
    ['user', 'screener'],
  ] as const) {
    await em.execute(
      `update app_user u set staff_id = (select min(c.id) from cfgvalue c where c.category = ? and c.status = 'active'
                                          and not exists (select 1 from app_user o where o.staff_id = c.id))
        where u.username = ? and u.staff_id is null and u.deleted_at is null`,
      [category, username],
    );
  }
}
