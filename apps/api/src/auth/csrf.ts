import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from '@pathdesk/contracts';

/** Everything else (POST, PUT, PATCH, DELETE, and any verb Express knows) needs the token. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${binding}:${nonce}`).digest('base64url');
}

function isValidToken(secret: string, binding: string, token: string | undefined): token is string {
  if (!token) return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function newToken(secret: string, binding: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, binding, nonce)}`;
}

/** A signed-in session's id: its tokens are valid for it alone. Before sign-in, nothing to bind to. */
function bindingOf(req: Request): string {
  const signedIn = (req.session as { passport?: { user?: unknown } } | undefined)?.passport?.user !== undefined;
  return signedIn ? req.sessionID : '';
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Gives the response a new token cookie for the request's session as it is now (after sign-in or sign-out). */
export function renewCsrfToken(res: Response): void {
  (res.locals.renewCsrfToken as (() => void) | undefined)?.();
}

/**
 * Signed double-submit CSRF protection. Every response without a valid token cookie gets one (the
 * page's script may read it; other sites may not); every state-changing call (any path) must repeat
 * it in the X-CSRF-Token header. Another site can make the browser send the cookie, not read it.
 * A signed-in session's token is signed with its session id, so a token pair obtained elsewhere
 * (another client's, planted in the browser) does not work with it; sign-in and sign-out renew it.
 */
export function csrfProtection(secret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const issue = () => {
      const token = newToken(secret, bindingOf(req));
      res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'strict', secure: req.secure, path: '/' });
      res.locals.csrfToken = token;
    };
    res.locals.renewCsrfToken = issue;
    const binding = bindingOf(req);
    const cookie = readCookie(req, CSRF_COOKIE);
    if (isValidToken(secret, binding, cookie)) res.locals.csrfToken = cookie;
    else issue();
    // Every unsafe method, whatever the path: nothing outside the API accepts one, and a check keyed
    // on a path spelling (/api/ vs /API/) is a check that can be sidestepped.
    // A hospital system's bearer token without a signed-in session (orders in, issue 29.4): no cookie
    // authenticates it, and another site cannot set Authorization without a preflight it never gets.
    const bearerOnly = binding === '' && /^Bearer\s/i.test(req.get('authorization') ?? '');
    if (!SAFE.has(req.method) && !bearerOnly) {
      const header = req.get(CSRF_HEADER);
      // A session that ended (timed out) still had its token: let the route answer 401, not 403.
      const ended = binding === '' && isValidToken(secret, req.sessionID, header);
      if (header !== cookie || !(isValidToken(secret, binding, header) || ended)) {
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
