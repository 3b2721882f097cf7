import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { LabSettingsModule } from '../lab-settings/lab-settings.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { CreditNotesService } from './credit-notes.service.js';
import { INVOICE_CONTROLLERS } from './http/invoices.controller.js';
import { InvoicesService } from './invoices.service.js';
import { MonthEndService } from './month-end/month-end.service.js';
import { InvoicePdfService } from './pdf/invoice-pdf.service.js';

/** Invoices of five kinds, their PDFs, payments (and their reversal), credit notes and the month-end job (issues 13, 24). */
@Module({
  imports: [PdfModule, LabSettingsModule, JobsModule],
  controllers: INVOICE_CONTROLLERS,
  providers: [InvoicesService, CreditNotesService, InvoicePdfService, MonthEndService],
  // The demo lab issues its invoices through the service (seed/demo-invoices.ts).
  exports: [InvoicesService],
})
export class BillingModule {}
