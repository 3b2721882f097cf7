// SQL straight to a test app's database: audit rows, and fixtures of tables later issues add.
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app.js';

export interface AuditRow {
  action: string;
  actor_username: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** The audit entries of one record, oldest first. */
export function auditOf(t: TestApp, entity: string, entityId: number | string): Promise<AuditRow[]> {
  return t.app
    .get(MikroORM)
    .em.getConnection()
    .execute<AuditRow[]>(`select action, actor_username, before, after, reason from audit_log where entity = ? and entity_id = ? order by id`, [entity, String(entityId)]);
}

/** Runs SQL against the test app's database (fixtures of tables other issues will add). */
export function sql<T = Record<string, unknown>[]>(t: TestApp, query: string, params: unknown[] = []): Promise<T> {
  return t.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;
}

/**
 * The plan PostgreSQL gives `query` with sequential scans turned off (as the trigram searches run),
 * as one text: which index a count or a search reads.
 */
export async function planOf(t: TestApp, query: string): Promise<string> {
  const rows = await t.app
    .get(MikroORM)
    .em.fork()
    .transactional(async (em) => {
      await em.execute('set local enable_seqscan = off');
      return em.execute<{ 'QUERY PLAN': string }[]>(`explain ${query}`);
    });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
