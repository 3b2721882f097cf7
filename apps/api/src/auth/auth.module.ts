import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthPassport } from './auth-passport.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SessionStore } from './session-store.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, AuthPassport, LocalAuthGuard, SessionStore, { provide: APP_GUARD, useClass: AccessGuard }],
})
export class AuthModule {}
