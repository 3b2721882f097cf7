import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { ApiRoute } from './route-inventory.js';

/** The OpenAPI path of an Express path: /api/surgicals/:id → /api/surgicals/{id}. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function who(route: ApiRoute): string {
  if (!route.access) return 'Signed-in users (no role set: denied by default).';
  return route.access.public ? 'Anyone (no session needed).' : `Roles: ${route.access.roles.join(', ')}.`;
}

/** What a caller should know beyond who may call a route, by "method path". */
const NOTES: Record<string, string> = {
  'post /api/reports/dispatches':
    ' Kept for API clients: it queues the dispatch job and waits for it (a few seconds for many reports). Prefer POST /api/reports/dispatches/jobs and poll GET /api/jobs/{jobId}.',
};

/** Query schemas are documented as parameters when they are objects; others as one JSON parameter. */
function queryObject(schema: z.ZodType): z.ZodObject | undefined {
  return schema instanceof z.ZodObject ? schema : undefined;
}

/**
 * The OpenAPI 3.1 document of the routes, their request schemas generated from the zod schemas the
 * routes validate with (libs/contracts/src/schemas), never written by hand. Responses are described
 * by status; their types are the TypeScript types of libs/contracts.
 */
export function openApiDocument(routes: ApiRoute[], version: string) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'pathdesk.sid' });
  for (const route of routes) {
    const writes = route.method !== 'get';
    const query = route.query && queryObject(route.query);
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      operationId: `${route.controller}.${route.handler}.${route.method}.${route.path}`,
      tags: [route.path.split('/')[2] ?? 'api'],
      description: `${who(route)}${writes ? ' State-changing: send the CSRF token (GET /api/auth/csrf) in X-CSRF-Token.' : ''}${NOTES[`${route.method} ${route.path}`] ?? ''}`,
      ...(route.access?.public ? {} : { security: [{ session: [] }] }),
      request: {
        ...(Object.keys(route.params).length ? { params: z.object(route.params) } : {}),
        ...(query ? { query } : {}),
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
      },
      responses: {
        '2XX': { description: 'Done: the envelope of libs/contracts (e.g. `{ surgical: {...} }`).' },
        '400': { description: 'Invalid input: `{ message, errors: [{ field, message }] }`.' },
        ...(route.access?.public ? {} : { '401': { description: 'Not signed in.' }, '403': { description: 'The role may not.' } }),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'PathDesk API', version, description: 'Generated at run time from the routes Nest registered and their zod schemas.' },
    servers: [{ url: '/' }],
  });
}
