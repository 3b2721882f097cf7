import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeRole } from '@pathdesk/contracts';
import { invalidInput } from '../common/invalid-input.js';

/** A pathologist or screener record (a config value) a user account signs as. */
export interface StaffRecord {
  id: number;
  category: 'pathologist' | 'screener';
  name: string;
  credentials: string | null;
  active: boolean;
}

/** Which records each role may be linked to: a doctor is a pathologist, lab staff screen, an administrator may be either. */
const LINKABLE: Record<string, readonly StaffRecord['category'][]> = {
  doctor: ['pathologist'],
  user: ['screener'],
  admin: ['pathologist', 'screener'],
};

export async function loadStaff(em: EntityManager, ids: readonly (number | null)[]): Promise<Map<number, StaffRecord>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await em.execute<StaffRecord[]>(
    `select id, category, name, value as credentials, status = 'active' as active from cfgvalue where id in (?) and category in ('pathologist', 'screener')`,
    [wanted],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Checks a link before it is saved: the record exists, is active, fits the role, and is not the
 * record of another account (one person, one signature).
 */
export async function assertStaffLink(em: EntityManager, userId: number | null, role: string, staffId: number | null): Promise<void> {
  if (staffId === null) return;
  const record = (await loadStaff(em, [staffId])).get(staffId);
  if (!record) throw invalidInput([{ field: 'staffId', message: 'must be a pathologist or screener record' }]);
  if (!record.active) throw invalidInput([{ field: 'staffId', ...coded('name_is_not_active', { name: record.name }) }]);
  const allowed = LINKABLE[normalizeRole(role)] ?? [];
  if (!allowed.includes(record.category)) {
    const what = allowed.length ? `a ${allowed.join(' or ')} record` : 'no pathologist or screener record';
    throw invalidInput([{ field: 'staffId', ...coded('role_account_is_linked_to', { role, what }) }]);
  }
  const [other] = await em.execute<{ username: string }[]>('select username from app_user where staff_id = ? and deleted_at is null and id is distinct from ?', [staffId, userId]);
  if (other) {
    throw new ConflictException({
      ...coded('record_already_linked', { name: record.name, username: other.username }),
      errors: [{ field: 'staffId', message: 'is linked to another account' }],
    });
  }
}

/** The record the signed-in account signs as, or null when it is not linked (or the link was retired). */
export async function ownStaffRecord(em: EntityManager, userId: number | null): Promise<StaffRecord | null> {
  if (userId === null) return null;
  const [row] = await em.execute<StaffRecord[]>(
    `select c.id, c.category, c.name, c.value as credentials, c.status = 'active' as active
       from app_user u join cfgvalue c on c.id = u.staff_id where u.id = ? and u.deleted_at is null`,
    [userId],
  );
  return row ?? null;
}

/** Refuses a doctor whose account is not linked to an active pathologist record. */
export function requiredPathologist(record: StaffRecord | null): StaffRecord {
  if (!record || record.category !== 'pathologist' || !record.active) {
    throw new ForbiddenException({
      message: 'Your account is not linked to an active pathologist record, so you cannot sign reports: ask an administrator to link it in Settings → Users.',
      errors: [{ field: 'staffId', message: 'is not linked' }],
    });
  }
  return record;
}
