import type { SessionUser, UserDto } from '@pathdesk/contracts';
import type { User } from './user.entity.js';
import type { StaffRecord } from './staff-link.js';

export function toUserDto(user: User, staff: ReadonlyMap<number, StaffRecord> = new Map(), hospitalIds: number[] = []): UserDto {
  const record = user.staffId === null ? undefined : staff.get(user.staffId);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    staffId: user.staffId,
    staff: record ? { name: record.name, credentials: record.credentials, category: record.category } : null,
    hospitalIds,
    allHospitals: user.allHospitals,
    mayOrder: user.mayOrder,
  };
}

export function toSessionUser(user: User): SessionUser {
  return { id: user.id, username: user.username, name: user.name, role: user.role };
}

/** What the audit log keeps of a user: never the password hash. */
export function auditedUser(user: User, hospitalIds: number[] = []): Record<string, unknown> {
  return {
    username: user.username,
    name: user.name,
    role: user.role,
    deletedAt: user.deletedAt?.toISOString() ?? null,
    staffId: user.staffId,
    hospitalIds,
    allHospitals: user.allHospitals,
    mayOrder: user.mayOrder,
  };
}
