import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { COSIGN_CONTROLLERS } from './http/cosign.controller.js';
import { CosignService } from './cosign.service.js';

/** Second pathologists on a case (issue 32.2, README.md): co-signatures. */
@Module({
  imports: [LabSettingsModule, UsersModule],
  controllers: COSIGN_CONTROLLERS,
  providers: [CosignService],
  exports: [CosignService],
})
export class ConsultationsModule {}
