import { Module } from '@nestjs/common';
import { IcdO3Controller } from './http/icdo3.controller.js';
import { SynopticTemplatesController } from './http/templates.controller.js';
import { IcdO3Service } from './icdo3.service.js';
import { synopticTemplatesProvider } from './synoptic-templates.js';
import { SynopticTemplatesService } from './templates.service.js';

/**
 * Synoptic reporting's reference data (issue 30): the ICCR-based templates (JSON files, checked
 * when the API starts) and their retired versions, and the lab's ICD-O-3 lists. Results will check
 * `fields.synoptic` and `fields.icdO3` through the exported services.
 */
@Module({
  controllers: [SynopticTemplatesController, IcdO3Controller],
  providers: [synopticTemplatesProvider, SynopticTemplatesService, IcdO3Service],
  exports: [SynopticTemplatesService, IcdO3Service],
})
export class SynopticModule {}
