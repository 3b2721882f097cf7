import { Module } from '@nestjs/common';
import { CfgvaluesController } from './cfgvalues/cfgvalues.controller.js';
import { CfgvaluesService } from './cfgvalues/cfgvalues.service.js';
import { DoctorsController } from './doctors/doctors.controller.js';
import { DoctorsService } from './doctors/doctors.service.js';
import { HospitalsController } from './hospitals/hospitals.controller.js';
import { HospitalsService } from './hospitals/hospitals.service.js';
import { LOOKUP_USAGE_CHECKS, LOOKUP_USAGE_CHECKS_TOKEN, LookupUsage } from './lookup-usage.js';
import { SettingPrefixesController } from './prefixes/setting-prefixes.controller.js';
import { SettingPrefixesService } from './prefixes/setting-prefixes.service.js';

/** Config values, hospitals, doctors and accession prefixes. */
@Module({
  controllers: [CfgvaluesController, HospitalsController, DoctorsController, SettingPrefixesController],
  providers: [CfgvaluesService, HospitalsService, DoctorsService, SettingPrefixesService, LookupUsage, { provide: LOOKUP_USAGE_CHECKS_TOKEN, useValue: LOOKUP_USAGE_CHECKS }],
  exports: [LookupUsage, CfgvaluesService, HospitalsService, DoctorsService, SettingPrefixesService],
})
export class LookupsModule {}
