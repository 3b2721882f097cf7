import { Controller, Get, Header, Inject, Param, Req } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { DocumentVerification, SealChainCheck } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { Public, Roles } from '../identity/access.decorators.js';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { checkSealChain } from './seal-chain.js';
import { VerificationService } from './verification.service.js';
import { VerifyThrottle } from './verify-throttle.js';

/** Anyone holding a printed report or invoice: what its QR code's token says about it (issue 32.5). */
@Controller('verify')
@Public()
export class VerifyController {
  private readonly throttle: VerifyThrottle;

  constructor(
    private readonly verification: VerificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    counts: LoginThrottleService,
  ) {
    this.throttle = new VerifyThrottle((key, windowMs) => counts.hit(key, windowMs));
  }

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  async verify(@Param('token') token: string, @Req() req: Request): Promise<DocumentVerification> {
    await this.throttle.take(req.ip);
    return this.verification.verify(token, this.config.labBrand);
  }
}

/** Administrators: the seals' chains walked again (issue 32.4), as `npm run db:verify` does. */
@Controller('signing')
@Roles('admin')
export class SigningController {
  constructor(private readonly em: EntityManager) {}

  @Get('chain')
  chain(): Promise<SealChainCheck> {
    return checkSealChain(this.em.fork());
  }
}
