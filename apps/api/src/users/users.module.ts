import { Module } from '@nestjs/common';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersService, LoginThrottleService, ReauthenticationService],
  exports: [UsersService, LoginThrottleService, ReauthenticationService],
})
export class UsersModule {}
