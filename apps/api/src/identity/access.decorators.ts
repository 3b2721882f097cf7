import { SetMetadata } from '@nestjs/common';
import { ROLES, type Role } from '@pathdesk/contracts';

export const ACCESS_KEY = 'pathdesk:access';

export type RouteAccess = { public: true } | { public: false; roles: readonly Role[] };

/** Anyone, signed in or not (sign-in, health). */
export const Public = () => SetMetadata(ACCESS_KEY, { public: true } satisfies RouteAccess);

/** Signed-in users with one of these roles. Routes without an access decorator are refused. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_KEY, { public: false, roles } satisfies RouteAccess);

/** Every signed-in user whose role reaches something (admin, user, doctor, guest). */
export const SignedIn = () => Roles(...ROLES);
