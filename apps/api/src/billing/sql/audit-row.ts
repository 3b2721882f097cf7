import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../audit/actor.js';
import type { AuditAction } from '../../audit/audit-entry.entity.js';

/** One audit record, written in the caller's transaction (so with the change, or not at all). */
export async function auditRow(
  em: EntityManager,
  actor: Actor,
  r: { action: AuditAction; entity: string; entityId: number | string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; reason?: string | null },
): Promise<void> {
  await em.execute(
    `insert into audit_log (at, actor_id, actor_username, action, entity, entity_id, before, after, reason, ip) values (now(), ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)`,
    [
      actor.id,
      actor.username,
      r.action,
      r.entity,
      String(r.entityId),
      r.before ? JSON.stringify(r.before) : null,
      r.after ? JSON.stringify(r.after) : null,
      r.reason ?? null,
      actor.ip,
    ],
  );
}
