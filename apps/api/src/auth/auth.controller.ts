import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { registerSchema } from '@pathdesk/contracts/schemas';
import type { CsrfResponse, RegisterRequest, RegisterResponse, SessionUser, SignOutResponse } from '@pathdesk/contracts';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { Public } from '../identity/access.decorators.js';
import { AuthService } from './auth.service.js';
import { renewCsrfToken } from './csrf.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SESSION_COOKIE } from './install-sessions.js';

@Controller()
@Public()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  /** The CSRF token (also in the pathdesk.csrf cookie) for clients that cannot read cookies. */
  @Get('auth/csrf')
  csrf(@Res({ passthrough: true }) res: Response): CsrfResponse {
    return { csrfToken: res.locals.csrfToken as string };
  }

  @Post('auth/login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@Req() req: Request): SessionUser {
    return req.user as SessionUser;
  }

  @Get('auth/check')
  check(@Req() req: Request): SessionUser {
    if (!req.user) throw new UnauthorizedException('Not signed in.');
    return req.user as SessionUser;
  }

  @Post('auth/logout')
  @HttpCode(200)
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentActor() actor: Actor): Promise<SignOutResponse> {
    return this.endSession(req, res, actor);
  }

  /** Same as /api/auth/logout (the spec defines both). */
  @Post('logout')
  @HttpCode(200)
  logoutAlias(@Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentActor() actor: Actor): Promise<SignOutResponse> {
    return this.endSession(req, res, actor);
  }

  @Post('register')
  register(@Body(new ZodValidationPipe(registerSchema)) body: RegisterRequest, @CurrentActor() actor: Actor): Promise<RegisterResponse> {
    return this.auth.register(body, actor);
  }

  private async endSession(req: Request, res: Response, actor: Actor): Promise<SignOutResponse> {
    if (req.user && actor.id !== null) {
      this.audit.record(actor, { action: 'logout', entity: 'user', entityId: actor.id });
      await this.auth.flush();
    }
    await new Promise<void>((resolve, reject) => req.logout((error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    renewCsrfToken(res); // the signed-out browser's token no longer names the old session
    return { signedOut: true };
  }
}
