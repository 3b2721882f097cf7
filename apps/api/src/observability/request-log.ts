import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import type { Options } from 'pino-http';
import type { SessionUser } from '@pathdesk/contracts';

/** A request id from the load balancer is kept if it looks like one (no room for log injection). */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The route's pattern (/api/surgicals/:id), never the URL: paths and queries may carry an HN or a name. */
export function routeOf(req: IncomingMessage): string {
  const route = (req as Request).route as { path?: unknown } | undefined;
  if (typeof route?.path === 'string') return route.path;
  return (req.url ?? '').startsWith('/api/') ? 'unmatched' : 'web';
}

/**
 * pino-http's options: one line per finished /api request with the request id, method, route
 * pattern, status, time and the signed-in user's id. No URL, query, header, cookie or body is
 * logged: those are where patients' names, HNs and citizen IDs travel.
 */
export function requestLogOptions(): Options {
  return {
    genReqId: requestId,
    customProps: (req) => ({ userId: ((req as Request).user as SessionUser | undefined)?.id ?? null, route: routeOf(req) }),
    serializers: {
      req: (req: { id: unknown; method: unknown }) => ({ id: req.id, method: req.method }),
      res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
      err: (err: { type?: unknown; message?: unknown }) => ({ type: err.type }),
    },
    // Probes and static files would drown the rest.
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') || req.url.startsWith('/api/health') || req.url === '/api/metrics' },
    // A refused request is a warning and a failed one an error, so LOG_LEVEL=warn (development's
    // default) shows only those.
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    quietReqLogger: true,
  };
}
