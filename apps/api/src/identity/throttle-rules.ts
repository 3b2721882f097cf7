import type { ThrottleRule } from './login-throttle.service.js';

const WINDOW = 15 * 60_000;

/** Per account (`user:<name>`), for sign-in and for change-password's current password: a few tries, then growing locks. */
export const USER_RULE: ThrottleRule = { limit: 5, windowMs: WINDOW };

/**
 * Per client address (`ip:<address>`): past 30 failures, every sign-in from the address waits before
 * it is checked (1 s, growing to 8 s), but none is refused for the address: a hospital behind one
 * NAT address cannot be locked out by one person. The per-account lock still stops guessing.
 */
export const CLIENT_RULE: ThrottleRule = { limit: 30, windowMs: WINDOW };

/** Per client address (`register:<address>`): every registration counts. */
export const REGISTRATION_RULE: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };

/** The throttle key of an account: the same for sign-in and change-password. */
export const accountKey = (username: string) => `user:${username}`;
