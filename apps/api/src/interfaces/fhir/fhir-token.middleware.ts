import { createHash } from 'node:crypto';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import type { SessionUser } from '@pathdesk/contracts';
import { FHIR_JSON } from './fhir-exception.filter.js';

/** 401 as an OperationOutcome (middleware runs before the controller's exception filter). */
function refuse(res: Response, diagnostics: string): void {
  res.status(401).setHeader('WWW-Authenticate', 'Bearer');
  res.type(FHIR_JSON).send(JSON.stringify({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login', diagnostics }] }));
}

/** The SHA-256 of a token, as `interface.token_hash` keeps it (the token itself is shown once). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A request of a hospital's system: the interface its token belongs to and the hospital it reads. */
export interface TokenCaller {
  interfaceId: number;
  hospitalId: number;
}

export const tokenCallerOf = (req: Request): TokenCaller | undefined => (req as Request & { fhirToken?: TokenCaller }).fhirToken;

/**
 * /api/fhir only: `Authorization: Bearer …` names a hospital's `fhir-token` interface (issue 29.2). A
 * known, enabled, unrevoked token signs the request in as that interface, whose reads the FHIR
 * service scopes to its hospital; any other bearer token is 401 at once, whatever the session.
 * Without the header the session decides, as everywhere else.
 */
@Injectable()
export class FhirTokenMiddleware implements NestMiddleware {
  constructor(private readonly em: EntityManager) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const m = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
    if (!m) return refuse(res, 'The Authorization header must be "Bearer <token>".');
    const [row] = await this.em.execute<{ id: number; hospitalId: number; name: string }[]>(
      `select id, hospital_id as "hospitalId", name from interface where token_hash = ? and kind = 'fhir-token' and enabled and revoked_at is null`,
      [tokenHash(m[1]!)],
    );
    if (!row) return refuse(res, 'The token is unknown or revoked.');
    // Only /api/fhir sees this user: its role passes the FHIR routes' guard, and FhirService scopes it to its hospital.
    const user: SessionUser = { id: 0, username: `interface:${row.id}`, name: row.name, role: 'user' };
    Object.assign(req, { user, fhirToken: { interfaceId: row.id, hospitalId: row.hospitalId } satisfies TokenCaller });
    next();
  }
}
