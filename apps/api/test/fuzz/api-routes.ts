// Every route of the running app with the zod schemas of its body and query, read from Nest's own
// metadata (the ZodValidationPipe each controller passes to @Body / @Query): a new route is fuzzed
// without being listed anywhere.
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../src/common/zod-validation.pipe.js';

export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** As Nest registers it, e.g. /api/users/:id */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The schema of each path parameter that has one (`{ id: idParamSchema }`). */
  params: Record<string, z.ZodType>;
}

// Nest's RouteParamtypes (not exported from its public API).
const BODY = 3;
const QUERY = 4;
const PARAM = 5;
const METHODS: Partial<Record<RequestMethod, ApiRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
};

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;
const schemaOf = (pipes: unknown[]) => (pipes.find((p) => p instanceof ZodValidationPipe) as unknown as { schema: z.ZodType } | undefined)?.schema;

export function apiRoutes(app: NestExpressApplication, prefix = 'api'): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata('path', controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata('method', handler) as RequestMethod];
        const paths = Reflect.getMetadata('path', handler) as string | string[] | undefined;
        if (!method || paths === undefined) continue;
        const args = (Reflect.getMetadata('__routeArguments__', controller, name) ?? {}) as Record<string, { pipes?: unknown[] }>;
        const of = (type: number) => schemaOf(Object.entries(args).find(([key]) => key.split(':')[0] === String(type))?.[1].pipes ?? []);
        const params = Object.fromEntries(
          Object.entries(args as Record<string, { pipes?: unknown[]; data?: unknown }>).flatMap(([key, arg]) => {
            const schema = key.split(':')[0] === String(PARAM) && typeof arg.data === 'string' ? schemaOf(arg.pipes ?? []) : undefined;
            return schema ? [[arg.data as string, schema] as const] : [];
          }),
        );
        for (const path of ([] as string[]).concat(paths)) {
          routes.push({ method, path: join(prefix, base, path), body: of(BODY), query: of(QUERY), params });
        }
      }
    }
  }
  return routes;
}
