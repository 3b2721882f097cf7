import type { CaseHistoryEntry } from '@pathdesk/contracts';
import type { AuditHistoryRow } from '../../audit/audit-sql.js';

/** Field → [before, after] for the fields whose values differ (absent counts as null). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = [was, is];
  }
  return changes;
}

export function toHistoryEntry(row: AuditHistoryRow): CaseHistoryEntry {
  return { id: row.id, at: row.at, action: row.action, actor: row.actorUsername, changes: changedFields(row.before, row.after), reason: row.reason };
}
