import type { NextFunction, Request, Response } from 'express';

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: number };
    /** When the user signed in (ms): the absolute time-out counts from here. */
    signedInAt?: number;
    /** Last activity as recorded (ms): the idle time-out counts from here. */
    activeAt?: number;
  }
}

/** Activity is written to the session store at most this often, not on every request. */
const ACTIVITY_RESOLUTION_MS = 60_000;

/**
 * How long activity may go unrecorded: a minute, or a quarter of a shorter idle window (issue 24.14).
 * A request falling in that time moves nothing, so the next must come before the window, counted
 * from the last record, runs out: a session with a request at least every ¾ of the window never ends.
 */
export function activityResolutionMs(idleMs: number): number {
  return Math.min(ACTIVITY_RESOLUTION_MS, Math.floor(idleMs / 4));
}

export function startSessionClock(req: Request): void {
  const now = Date.now();
  req.session.signedInAt = now;
  req.session.activeAt = now;
}

/**
 * Ends signed-in sessions idle longer than `idleMs` or older than `absoluteMs`. Activity moves the
 * idle clock (and the cookie's expiry) once a minute at most — more often only for an idle window
 * under four minutes — so checking a session costs no write.
 */
export function sessionTimeouts({ idleMs, absoluteMs }: { idleMs: number; absoluteMs: number }) {
  const resolutionMs = activityResolutionMs(idleMs);
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
    if (now - activeAt >= resolutionMs) session.activeAt = now;
    next();
  };
}
