import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { ormOptions } from './orm-options.js';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { BenchModule } from '../bench/bench.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { SigningModule } from '../signing/signing.module.js';
import { CasesModule } from '../cases/cases.module.js';
import { CustodyModule } from '../custody/custody.module.js';
import { DashboardModule } from '../dashboard/dashboard.module.js';
import { DispatchModule } from '../dispatch/dispatch.module.js';
import { InterfacesModule } from '../interfaces/interfaces.module.js';
import { EventsModule } from '../events/events.module.js';
import { HealthModule } from '../health/health.module.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { LookupsModule } from '../lookups/lookups.module.js';
import { PatientsModule } from '../patients/patients.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { PortalModule } from '../portal/portal.module.js';
import { RequisitionsModule } from '../requisitions/requisitions.module.js';
import { SafetyModule } from '../safety/safety.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ResultsModule } from '../results/results.module.js';
import { SummariesModule } from '../summaries/summaries.module.js';
import { SynopticModule } from '../synoptic/synoptic.module.js';
import { TurnaroundModule } from '../turnaround/turnaround.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebModule } from '../web/web.module.js';
import { WorkloadModule } from '../workload/workload.module.js';
import { SeedModule } from '../seed/seed.module.js';
import { usePreparedStatements } from '../common/prepared-query.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig & { databaseUrl: string }): DynamicModule {
    usePreparedStatements(config.replicas.preparedStatements);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // The request context is created in setupApp, before session middleware needs the ORM.
        MikroOrmModule.forRoot({ ...ormOptions(config.databaseUrl), registerRequestContext: false }),
        AuditModule,
        EventsModule,
        AuthModule,
        UsersModule,
        LookupsModule,
        // Before CasesModule: its `/:id` routes would take /api/{kind}/summary.
        SummariesModule,
        CasesModule,
        ResultsModule,
        PatientsModule,
        SafetyModule,
        LabSettingsModule,
        SynopticModule,
        WorkloadModule,
        ReportsModule,
        BenchModule,
        CustodyModule,
        TurnaroundModule,
        DispatchModule,
        InterfacesModule,
        DashboardModule,
        BillingModule,
        PortalModule,
        RequisitionsModule,
        SigningModule,
        PdfModule,
        HealthModule,
        WebModule,
        SeedModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
