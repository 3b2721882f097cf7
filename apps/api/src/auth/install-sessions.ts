import type { NestExpressApplication } from '@nestjs/platform-express';
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
  if (config.auth.trustProxy) app.set('trust proxy', parseTrustProxy(config.auth.trustProxy));
  const store = await app.get(SessionStore).open(config.auth.idleTimeoutMs);
  app.use(
    session({
      store,
      secret,
      name: SESSION_COOKIE,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      unset: 'destroy',
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: config.auth.idleTimeoutMs },
    }),
  );
  app.use(sessionTimeouts({ idleMs: config.auth.idleTimeoutMs, absoluteMs: config.auth.absoluteTimeoutMs }));
  app.use(csrfProtection(secret));
  const { passport } = app.get(AuthPassport);
  app.use(passport.initialize());
  app.use(passport.session());
}

/** TRUST_PROXY: "true", a hop count, or addresses/subnets, as Express understands them. */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
