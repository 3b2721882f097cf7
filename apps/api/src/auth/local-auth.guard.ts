import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { loginSchema } from '@pathdesk/contracts/schemas';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AuthPassport } from './auth-passport.js';
import { renewCsrfToken } from './csrf.js';
import { startSessionClock } from './session-timeouts.js';

const validLogin = new ZodValidationPipe(loginSchema);

/**
 * Sign-in: validates the body (400), runs passport-local (401/429), then logs the user in — passport
 * 0.7 gives the session a new id — starts its idle and absolute clocks, and issues a CSRF token
 * bound to it.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(private readonly auth: AuthPassport) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    req.body = validLogin.transform(req.body);
    const res = http.getResponse<Response>();
    const user = await this.auth.authenticate(req, res);
    await new Promise<void>((resolve, reject) => req.logIn(user, (error) => (error ? reject(error) : resolve())));
    startSessionClock(req);
    renewCsrfToken(res); // bound to the new session
    return true;
  }
}
