import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LookupsModule } from '../lookups/lookups.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { InitialAccounts } from './initial-accounts.js';
import { AuthPassport } from './auth-passport.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SessionStore } from './session-store.js';

@Module({
  imports: [UsersModule, LookupsModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthPassport,
    LocalAuthGuard,
    SessionStore,
    InitialAccounts,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [InitialAccounts],
})
export class AuthModule {}
