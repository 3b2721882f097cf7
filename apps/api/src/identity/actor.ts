import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '@pathdesk/contracts';

/** Who is acting, for the audit log: the signed-in user (if any) and the client's address. */
export interface Actor {
  id: number | null;
  username: string | null;
  ip: string | null;
  /** The signed-in user's role, for rules finer than a route's roles (what a doctor may edit). */
  role?: string | null;
  /** The signed-in user's name, as this request's session read found it (who signs: reports/report-release.ts signerOf). */
  name?: string | null;
}

function actorOf(req: Request): Actor {
  const user = req.user as SessionUser | undefined;
  return { id: user?.id ?? null, username: user?.username ?? null, ip: req.ip ?? null, role: user?.role ?? null, name: user?.name ?? null };
}

/** Controller parameter: the acting user, e.g. `create(@CurrentActor() actor: Actor, …)`. */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext) => actorOf(ctx.switchToHttp().getRequest<Request>()));
