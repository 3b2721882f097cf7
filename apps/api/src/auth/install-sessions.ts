import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import type { AppConfig } from '../config/app-config.js';
import { AuthPassport } from './auth-passport.js';
import { csrfProtection } from './csrf.js';
import { resolveSessionSecret } from './session-secret.js';
import { SessionStore } from './session-store.js';
import { sessionTimeouts } from './session-timeouts.js';

export const SESSION_COOKIE = 'pathdesk.sid';

/**
 * Express middleware for sign-in, in order: session (cookie httpOnly, SameSite=Lax, Secure over
 * TLS), idle/absolute time-outs, CSRF, then passport, which reads the user of the session.
 * Must run after the ORM's request context middleware (passport reads users through it).
 */
export async function installSessions(app: NestExpressApplication, config: AppConfig): Promise<void> {
  const secret = resolveSessionSecret(config);
  // Only the listed proxies are believed: X-Forwarded-For from any other peer is ignored (issue 24.15).
  if (config.auth.trustProxy) app.set('trust proxy', config.auth.trustProxy);
  const store = await app.get(SessionStore).open(config.auth.idleTimeoutMs);
  const sessions = session({
    store,
    secret,
    name: SESSION_COOKIE,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: config.auth.idleTimeoutMs },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    sessions(req, res, (error?: unknown) => {
      // The store could not read the session (the database restarting): the request fails, and the
      // session must outlive it — express-session would destroy a session it did not load when the
      // response ends, by which time the database may be back (issue 24.11).
      if (error && !req.session) delete (req as { sessionID?: string }).sessionID;
      next(error);
    }),
  );
  app.use(sessionTimeouts({ idleMs: config.auth.idleTimeoutMs, absoluteMs: config.auth.absoluteTimeoutMs }));
  app.use(csrfProtection(secret));
  const { passport } = app.get(AuthPassport);
  app.use(passport.initialize());
  app.use(passport.session());
}
