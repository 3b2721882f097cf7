import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { COSIGN_CONTROLLERS } from './http/cosign.controller.js';
import { CosignService } from './cosign.service.js';
import { CONSULTATION_CONTROLLERS } from './http/consultations.controller.js';
import { ConsultationsService } from './consultations.service.js';

/** Second pathologists on a case (issue 32.2, README.md): co-signatures and internal second opinions. */
@Module({
  imports: [LabSettingsModule, UsersModule],
  controllers: [...CONSULTATION_CONTROLLERS, ...COSIGN_CONTROLLERS],
  providers: [CosignService, ConsultationsService],
  exports: [CosignService],
})
export class ConsultationsModule {}
