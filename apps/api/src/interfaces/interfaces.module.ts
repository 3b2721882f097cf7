import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { JobsService } from '../jobs/jobs.service.js';
import { CasesModule } from '../cases/cases.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportsService } from '../reports/reports.service.js';
import { FhirController } from './fhir/fhir.controller.js';
import { FhirTokenMiddleware } from './fhir/fhir-token.middleware.js';
import { FhirService } from './fhir/fhir.service.js';
import { HL7_SEND_QUEUE, HL7_SEND_RETRIES, hl7OnRelease, hl7SendHandler } from './hl7/hl7-outbox.js';
import { HOSXP_POLL_CRON, HOSXP_POLL_QUEUE, HosxpPollService } from './hosxp/hosxp-poll.service.js';
import { HOSXP_WRITE_QUEUE, HOSXP_WRITE_RETRIES, hosxpOnRelease, hosxpWriteHandler } from './hosxp/hosxp-results.js';
import { InterfacesController } from './interfaces.controller.js';
import { InterfacesService } from './interfaces.service.js';
import { MllpListener } from './orders/mllp-listener.js';
import { OrdersController } from './orders/orders.controller.js';
import { OrdersService } from './orders/orders.service.js';
import { releaseTargets } from './release-targets.js';
import { ReportMessagesController } from './report-messages.controller.js';

/**
 * The hospital's systems (README.md): the FHIR R4 read API and its tokens, the interfaces' settings,
 * the HL7 outbox — each release queues an ORU^R01 per HL7 interface (report.released) — and orders in
 * (the MLLP listener, FHIR ServiceRequest, /api/orders) — and HOSxP: its orders polled, each release written back.
 */
@Module({
  imports: [ReportsModule, JobsModule, CasesModule],
  controllers: [FhirController, InterfacesController, OrdersController, ReportMessagesController],
  providers: [FhirService, InterfacesService, FhirTokenMiddleware, OrdersService, MllpListener, HosxpPollService],
  exports: [FhirTokenMiddleware, MllpListener],
})
export class InterfacesModule implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly jobs: JobsService,
    private readonly audit: AuditService,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hosxp: HosxpPollService,
    private readonly reports: ReportsService,
  ) {}

  onModuleInit(): void {
    const hl7 = hl7OnRelease(this.jobs, this.audit);
    const hosxp = hosxpOnRelease(this.jobs, this.audit, this.config.signing.publicUrl);
    this.events.subscribe('report.released', 'interfaces', async (release, context) => {
      const targets = await releaseTargets(context.em, release);
      await hl7(release, context, targets);
      await hosxp(release, context, targets);
    });
    // Messages go out in batches, a backlog drained at once (issue 29: ≥ 100 messages a second), and a
    // release's message waits at most half a second for its worker.
    const outbox = { batchSize: 20, pollingSeconds: 0.5 };
    this.jobs.register(
      HL7_SEND_QUEUE,
      hl7SendHandler(this.em, this.audit, this.config.interfaces.ackTimeoutMs, (id) => this.reports.issuedPdf(id)),
      { retryLimit: HL7_SEND_RETRIES, ...outbox },
    );
    this.jobs.register(HOSXP_WRITE_QUEUE, hosxpWriteHandler(this.em, this.audit, this.config.interfaces.secretKey), { retryLimit: HOSXP_WRITE_RETRIES, ...outbox });
    this.jobs.registerScheduled(HOSXP_POLL_QUEUE, HOSXP_POLL_CRON, () => this.hosxp.pollAll(), { retryLimit: 0 });
  }
}
