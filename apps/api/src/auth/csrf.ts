import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from '@pathdesk/contracts';

/** Everything else (POST, PUT, PATCH, DELETE, and any verb Express knows) needs the token. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
}

export function isValidToken(secret: string, token: string | undefined): token is string {
  if (!token) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function newToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Signed double-submit CSRF protection. Every response without a valid token cookie gets one (the
 * page's script may read it; other sites may not); every state-changing call (any path) must repeat it in
 * the X-CSRF-Token header. Another site can make the browser send the cookie, not read it.
 */
export function csrfProtection(secret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    let token = readCookie(req, CSRF_COOKIE);
    if (!isValidToken(secret, token)) {
      token = newToken(secret);
      res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'strict', secure: req.secure, path: '/' });
    }
    res.locals.csrfToken = token;
    // Every unsafe method, whatever the path: nothing outside the API accepts one, and a check keyed
    // on a path spelling (/api/ vs /API/) is a check that can be sidestepped.
    if (!SAFE.has(req.method)) {
      const header = req.get(CSRF_HEADER);
      if (header !== token || !isValidToken(secret, header)) {
        res.status(403).json({
          statusCode: 403,
          error: 'Forbidden',
          message: 'The request lacks a valid CSRF token. Reload the page and try again.',
        });
        return;
      }
    }
    next();
  };
}
