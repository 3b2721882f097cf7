import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { hasRole, type SessionUser } from '@pathdesk/contracts';
import { ACCESS_KEY, type RouteAccess } from '../identity/access.decorators.js';

/**
 * Global guard: every route declares who may use it (`@Public`, `@Roles`, `@SignedIn`), and a route
 * that declares nothing is refused — deny by default. Not signed in: 401; wrong role: 403.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (access?.public) return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!user) throw new UnauthorizedException('Please sign in.');
    if (!access || !hasRole(user.role, access.roles)) {
      throw new ForbiddenException('Your role does not allow this.');
    }
    return true;
  }
}
