import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '../common/sql.js';
import type { Actor } from '../identity/actor.js';
import type { AuditAction } from './audit-entry.entity.js';
import type { AuditRecord } from './audit.service.js';

/**
 * The audit log written and read by SQL — the only place besides the entity (AuditEntry) that
 * names its table. An insert is a statement of its own or a CTE of a larger statement (a
 * registration numbers, inserts and audits its cases in one), so a change and its record are
 * written together or not at all.
 */

const COLUMNS = 'at, actor_id, actor_username, action, entity, entity_id, before, after, reason, ip';

/**
 * `insert into audit_log … select …` — one record per row of `from` (a CTE of the same statement,
 * with its joins), each naming the row by `entityIdSql` and its after-image by `afterSql` (jsonb).
 */
export function auditInsertSelect(
  actor: Actor,
  r: { action: AuditAction; entity: string; entityIdSql: string; beforeSql?: string; afterSql: string; reason?: string | null; from: Sql },
): Sql {
  return {
    sql: `insert into audit_log (${COLUMNS})
       select now(), ?, ?, ?, ?, (${r.entityIdSql})::text, ${r.beforeSql ?? 'null'}, ${r.afterSql}, ?, ? from ${r.from.sql}`,
    params: [actor.id, actor.username, r.action, r.entity, r.reason ?? null, actor.ip, ...r.from.params],
  };
}

/** An audit record of one row of a CTE named `source` (e.g. the rows an UPDATE … RETURNING changed). */
export function auditInsertOf(
  actor: Actor,
  r: {
    action: AuditAction;
    entity: string;
    source: string;
    idColumn: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason?: string | null;
  },
): Sql {
  return {
    sql: `insert into audit_log (${COLUMNS})
       select now(), ?, ?, ?, ?, ${r.idColumn}::text, ?::jsonb, ?::jsonb, ?, ? from ${r.source}`,
    params: [actor.id, actor.username, r.action, r.entity, json(r.before), json(r.after), r.reason ?? null, actor.ip],
  };
}

/** One audit record as a statement of its own, written now in the caller's transaction (so with the change, or not at all). */
export async function auditRow(em: EntityManager, actor: Actor, r: AuditRecord): Promise<void> {
  await em.execute(`insert into audit_log (${COLUMNS}) values (now(), ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)`, [
    actor.id,
    actor.username,
    r.action,
    r.entity,
    String(r.entityId),
    json(r.before ?? null),
    json(r.after ?? null),
    r.reason ?? null,
    actor.ip,
  ]);
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** An audit record as its history shows it. */
export interface AuditHistoryRow {
  id: string;
  at: string;
  action: string;
  actorUsername: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

/** The records of one entity, newest first. */
export function historyOf(em: EntityManager, entity: string, id: string | number): Promise<AuditHistoryRow[]> {
  return em.execute<AuditHistoryRow[]>(
    `select id::text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, action, actor_username as "actorUsername", before, after, reason
       from audit_log where entity = ? and entity_id = ? order by id desc`,
    [entity, String(id)],
  );
}
