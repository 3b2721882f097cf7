import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus.js';
import { DOCUMENT_SEAL } from '../pdf/document-seal.js';
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
  controllers: [VerifyController, SigningController],
  providers: [SealService, VerificationService, { provide: DOCUMENT_SEAL, useExisting: SealService }],
  exports: [DOCUMENT_SEAL],
})
export class SigningModule implements OnModuleInit {
  constructor(private readonly events: EventBus) {}

  onModuleInit(): void {
    this.events.subscribe('report.released', 'signing', sealOnRelease);
  }
}
