import { Module } from '@nestjs/common';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { FROZEN_SECTION_CONTROLLERS } from './http/frozen-sections.controller.js';
import { FrozenSectionsService } from './frozen-sections.service.js';

/** Intraoperative consultations (issue 32.3, README.md). */
@Module({
  imports: [LabSettingsModule],
  controllers: FROZEN_SECTION_CONTROLLERS,
  providers: [FrozenSectionsService],
  exports: [FrozenSectionsService],
})
export class FrozenSectionsModule {}
