import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { EventBus } from '../events/event-bus.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { JobsService } from '../jobs/jobs.service.js';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { DOCUMENT_SEAL } from '../pdf/document-seal.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportsService } from '../reports/reports.service.js';
import { pdfOnRelease, RELEASE_PDF_QUEUE, releasePdfHandler } from './pdf-on-release.js';
import { sealOnRelease } from './release-subscriber.js';
import { SealService } from './seal.service.js';
import { SigningController, VerifyController } from './signing.controller.js';
import { VerificationService } from './verification.service.js';

/**
 * Issued documents that prove themselves (README.md): each released version sealed and chained
 * (report.released), PDFs stamped with their verification QR code and signed, the public
 * verification, the chain check. Global: reports/ and billing/ print through DOCUMENT_SEAL without
 * importing this folder.
 */
@Global()
@Module({
  imports: [ReportsModule, JobsModule],
  controllers: [VerifyController, SigningController],
  providers: [SealService, VerificationService, LoginThrottleService, { provide: DOCUMENT_SEAL, useExisting: SealService }],
  exports: [DOCUMENT_SEAL],
})
export class SigningModule implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly jobs: JobsService,
    private readonly reports: ReportsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const pdf = this.config.signing.pdfAtRelease ? pdfOnRelease(this.jobs) : null;
    // The seal first: the PDF's job, queued in the same transaction, chains to it.
    this.events.subscribe('report.released', 'signing', async (release, context) => {
      await sealOnRelease(release, context);
      await pdf?.(release, context);
    });
    this.jobs.register(
      RELEASE_PDF_QUEUE,
      releasePdfHandler((id) => this.reports.issuedPdf(id)),
      { retryLimit: 3 },
    );
  }
}
