/** The signed-in user, as /api/auth/login and /api/auth/check return it. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  role: string;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface RegisterRequest {
  username: string;
  password: string;
}

export interface RegisterResponse {
  user: SessionUser;
  message: string;
}

/** GET /api/auth/csrf. */
export interface CsrfResponse {
  csrfToken: string;
}

/** POST /api/auth/logout and /api/logout. */
export interface SignOutResponse {
  signedOut: true;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,49}$/;

/** The header that must repeat the CSRF cookie on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'pathdesk.csrf';
