import type { NextFunction, Request, Response } from 'express';

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: number };
    /** When the user signed in (ms): the absolute time-out counts from here. */
    signedInAt?: number;
    /** Last activity, recorded at most once a minute (ms): the idle time-out counts from here. */
    activeAt?: number;
  }
}

/** Activity is written to the session store at most this often, not on every request. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export function startSessionClock(req: Request): void {
  const now = Date.now();
  req.session.signedInAt = now;
  req.session.activeAt = now;
}

/**
 * Ends signed-in sessions idle longer than `idleMs` or older than `absoluteMs`. Activity moves the
 * idle clock (and the cookie's expiry) once a minute at most, so checking a session costs no write.
 */
export function sessionTimeouts({ idleMs, absoluteMs }: { idleMs: number; absoluteMs: number }) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const session = req.session;
    if (!session?.passport?.user) return next();
    const now = Date.now();
    const signedInAt = session.signedInAt ?? now;
    const activeAt = session.activeAt ?? now;
    if (now - activeAt > idleMs || now - signedInAt > absoluteMs) {
      return session.destroy(() => {
        // A fresh, empty session, so that what follows (a new sign-in) has one to work with.
        req.sessionStore.generate(req);
        next();
      });
    }
    if (now - activeAt >= ACTIVITY_RESOLUTION_MS) session.activeAt = now;
    next();
  };
}
