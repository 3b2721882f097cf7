import type { CaseHistoryEntry } from '@pathdesk/contracts';

/** An audit_log row of a case, as read for its history. */
export interface CaseAuditRow {
  id: string;
  at_ms: number | string;
  action: string;
  actor_username: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

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

export function toHistoryEntry(row: CaseAuditRow): CaseHistoryEntry {
  return {
    id: String(row.id),
    at: new Date(Number(row.at_ms)).toISOString(),
    action: row.action,
    actor: row.actor_username,
    changes: changedFields(row.before, row.after),
    reason: row.reason,
  };
}
