import type { ListResponse } from './lists.js';

/** A user as the users API returns it (never a password hash). */
export interface UserDto {
  id: number;
  username: string;
  name: string;
  role: string;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** The pathologist or screener record (a config value) this account signs as; null: none. */
  staffId: number | null;
  /** That record's name and credentials, for lists. */
  staff: { name: string; credentials: string | null; category: string } | null;
  /** The hospitals the account belongs to (issue 28.1): a guest reads only their records. */
  hospitalIds: number[];
  /** An administrator's explicit "all hospitals" (a lab's own read-only account). */
  allHospitals: boolean;
  /** Whether the account may order online requisitions for its hospitals (issue 28.4). */
  mayOrder: boolean;
}

export interface CreateUserRequest {
  username: string;
  name: string;
  role: string;
  password: string;
  staffId?: number | null;
  hospitalIds?: number[];
  allHospitals?: boolean;
  mayOrder?: boolean;
}

export interface UpdateUserRequest {
  username?: string;
  name?: string;
  role?: string;
  staffId?: number | null;
  hospitalIds?: number[];
  allHospitals?: boolean;
  mayOrder?: boolean;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ResetPasswordRequest {
  newPassword: string;
}

export interface DeleteByIdsRequest {
  ids: number[];
}

/** GET and DELETE /api/users. */
export type UsersResponse = ListResponse<'users', UserDto>;
/** GET, POST and PUT of one user (also reset-password and change-password). */
export interface UserResponse {
  user: UserDto;
}

export const USER_SORT_FIELDS = ['username', 'name', 'role', 'createdAt', 'lastLoginAt'] as const;
export const USER_FILTERS = { username: 'text', name: 'text', role: 'text', createdAt: 'date', lastLoginAt: 'date' } as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The record the signed-in account signs reports as (issue 16.6). */
export interface SignerRecord {
  staffId: number;
  category: 'pathologist' | 'screener';
  name: string;
  credentials: string | null;
  active: boolean;
}

/** GET /api/users/me/signature: null when the account is not linked. */
export interface SignatureResponse {
  signature: SignerRecord | null;
}
