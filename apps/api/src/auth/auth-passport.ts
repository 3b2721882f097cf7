import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '@pathdesk/contracts';
import { AuthService } from './auth.service.js';
import { userResolvedWithSession } from './session-store.js';

/**
 * This app's own Passport (not the process-wide singleton, so that several apps — tests — never
 * share strategies): passport-local checks the password through AuthService, and the session keeps
 * only the user's id, read afresh on each request so that a new role or a deletion applies at once.
 */
@Injectable()
export class AuthPassport {
  readonly passport = new Passport();

  constructor(auth: AuthService, em: EntityManager) {
    this.passport.use(
      'local',
      new LocalStrategy({ passReqToCallback: true }, (req: Request, username: string, password: string, done) => {
        auth.verifyCredentials(username, password, req.ip).then((user) => done(null, user), done);
      }),
    );
    this.passport.serializeUser<number>((user, done) => done(null, (user as SessionUser).id));
    // On every request. The session store read the user with the session (one query); if not,
    // one indexed read without the ORM's entity bookkeeping.
    this.passport.deserializeUser<number, Request>((req, id, done) => {
      const resolved = userResolvedWithSession(req);
      if (resolved !== undefined) return done(null, resolved?.id === id ? resolved : false);
      em.getConnection()
        .execute<SessionUser[]>('select "id", "username", "name", "role" from "app_user" where "id" = ? and "deleted_at" is null', [id])
        .then((rows) => done(null, rows[0] ?? false), done);
    });
  }

  /** Runs passport-local; resolves with the user or rejects with AuthService's error (401/429). */
  authenticate(req: Request, res: Response): Promise<SessionUser> {
    return new Promise((resolve, reject) => {
      const next: NextFunction = (error?: unknown) => reject(error);
      this.passport.authenticate('local', { session: false }, (error: unknown, user: SessionUser | false) => {
        if (error || !user) reject(error ?? new Error('Sign-in failed'));
        else resolve(user);
      })(req, res, next);
    });
  }
}
