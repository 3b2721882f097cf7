import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { PdfModule } from '../pdf/pdf.module.js';
import { RequisitionsController } from './requisitions.controller.js';
import { RequisitionsService } from './requisitions.service.js';

/** Online requisitions (issue 28.4): ordered by client hospitals, received by the lab as cases. */
@Module({ imports: [CasesModule, PdfModule], controllers: [RequisitionsController], providers: [RequisitionsService] })
export class RequisitionsModule {}
