import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { z } from 'zod';
import { ACCESS_KEY, type RouteAccess } from '../identity/access.decorators.js';

type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** One route as Nest registers it, with the zod schemas its validation pipes apply. */
export interface ApiRoute {
  method: HttpMethod;
  /** Express spelling: /api/surgicals/:id */
  path: string;
  controller: string;
  handler: string;
  access: RouteAccess | undefined;
  body?: z.ZodType;
  query?: z.ZodType;
  params: Record<string, z.ZodType>;
}

const METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
};

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

/** The zod schema a ZodValidationPipe (common/zod-validation.pipe.ts) validates with, if any. */
function schemaOf(pipes: unknown[] | undefined): z.ZodType | undefined {
  for (const pipe of pipes ?? []) {
    const schema = (pipe as { schema?: unknown } | null)?.schema;
    if (schema instanceof z.ZodType) return schema;
  }
  return undefined;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of these controllers under the global prefix, read from Nest's own metadata. */
export function routeInventory(controllers: Type[], prefix = 'api'): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const controller of controllers) {
    const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
    const classAccess = Reflect.getMetadata(ACCESS_KEY, controller) as RouteAccess | undefined;
    for (const handler of Object.getOwnPropertyNames(controller.prototype)) {
      const fn = (controller.prototype as Record<string, unknown>)[handler];
      if (handler === 'constructor' || typeof fn !== 'function') continue;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
      const methodPaths = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
      if (!method || methodPaths === undefined) continue;
      const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, RouteArg>);
      const of = (type: RouteParamtypes) => args.filter(([key]) => Number(key.split(':')[0]) === type).map(([, arg]) => arg);
      const params: Record<string, z.ZodType> = {};
      for (const arg of of(RouteParamtypes.PARAM)) {
        if (typeof arg.data === 'string') params[arg.data] = schemaOf(arg.pipes) ?? z.string();
      }
      for (const controllerPath of controllerPaths) {
        for (const methodPath of [methodPaths].flat()) {
          const path = join(prefix, controllerPath, methodPath);
          // Path parameters without a pipe are still parameters.
          for (const [, name] of path.matchAll(/:(\w+)/g)) params[name!] ??= z.string();
          routes.push({
            method,
            path,
            controller: controller.name,
            handler,
            access: (Reflect.getMetadata(ACCESS_KEY, fn) as RouteAccess | undefined) ?? classAccess,
            body: of(RouteParamtypes.BODY)
              .map((a) => schemaOf(a.pipes))
              .find(Boolean),
            query: of(RouteParamtypes.QUERY)
              .map((a) => schemaOf(a.pipes))
              .find(Boolean),
            params,
          });
        }
      }
    }
  }
  return routes;
}
