import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import {
  BILLING_ROLES,
  INVOICE_KINDS,
  INVOICE_ROUTES,
  type CreateCreditNoteRequest,
  type CreateInvoiceDraftRequest,
  type CreatePaymentRequest,
  type InvoiceKind,
  type InvoiceListResponse,
  type InvoiceResponse,
  type IssueInvoiceRequest,
  type MonthEndJobResponse,
  type MonthEndRequest,
  type MonthEndRunListResponse,
  type ReversePaymentRequest,
  type UpdateInvoiceDraftRequest,
  type VoidInvoiceRequest,
} from '@pathdesk/contracts';
import {
  createCreditNoteSchema,
  createInvoiceDraftSchema,
  createPaymentSchema,
  idParamSchema,
  invoiceListQuerySchema,
  issueInvoiceSchema,
  jobIdParamSchema,
  monthEndRunListQuerySchema,
  monthEndSchema,
  reversePaymentSchema,
  updateInvoiceDraftSchema,
  voidInvoiceSchema,
} from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { DOCUMENT_SEAL, type DocumentSeal } from '../../pdf/document-seal.js';
import { sendPdf } from '../../pdf/send-pdf.js';
import { CreditNotesService } from '../credit-notes.service.js';
import { fromSatang, toSatang } from '../domain/money.js';
import { InvoicesService } from '../invoices.service.js';
import { MonthEndService } from '../month-end/month-end.service.js';
import { InvoicePdfService } from '../pdf/invoice-pdf.service.js';
import type { InvoiceListQuery } from '../sql/invoice-list.js';

const id = new ZodValidationPipe(idParamSchema);
const jobId = new ZodValidationPipe(jobIdParamSchema);
const listQuery = new ZodValidationPipe(invoiceListQuerySchema);
const createDraft = new ZodValidationPipe(createInvoiceDraftSchema);
const updateDraft = new ZodValidationPipe(updateInvoiceDraftSchema);
const issue = new ZodValidationPipe(issueInvoiceSchema);
const voidBody = new ZodValidationPipe(voidInvoiceSchema);
const payment = new ZodValidationPipe(createPaymentSchema);
const monthEnd = new ZodValidationPipe(monthEndSchema);
const runList = new ZodValidationPipe(monthEndRunListQuerySchema);
const reverse = new ZodValidationPipe(reversePaymentSchema);
const creditNote = new ZodValidationPipe(createCreditNoteSchema);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One kind's invoices at `/api/reports/{kind}invoices` (the table in docs/architecture.md, "Billing"):
 * lab staff and administrators only. The month-end routes come first, so `month-end` is never read as an id.
 */
function invoicesController(kind: InvoiceKind): Type<unknown> {
  const { list, one } = INVOICE_ROUTES[kind];
  const wrap = async (invoice: Promise<unknown>): Promise<InvoiceResponse> => ({ [one]: await invoice }) as InvoiceResponse;

  @Controller(`reports/${list}`)
  @Roles(...BILLING_ROLES)
  class InvoicesController {
    constructor(
      @Inject(InvoicesService) private readonly invoices: InvoicesService,
      @Inject(InvoicePdfService) private readonly pdf: InvoicePdfService,
      @Inject(DOCUMENT_SEAL) private readonly seal: DocumentSeal,
      @Inject(MonthEndService) private readonly monthEnd: MonthEndService,
      @Inject(CreditNotesService) private readonly creditNotes: CreditNotesService,
    ) {}

    @Get('month-end')
    monthEndRuns(@Query(runList) page: { first: number; rows: number }): Promise<MonthEndRunListResponse> {
      return this.monthEnd.list(kind, page);
    }

    @Post('month-end')
    @HttpCode(202)
    async startMonthEnd(@CurrentActor() actor: Actor, @Body(monthEnd) body: MonthEndRequest): Promise<MonthEndJobResponse> {
      return { job: await this.monthEnd.start(actor, kind, body) };
    }

    @Get('month-end/:jobId')
    async monthEndJob(@Param('jobId', jobId) job: string): Promise<MonthEndJobResponse> {
      return { job: await this.monthEnd.get(kind, job) };
    }

    @Get('month-end/:jobId/pdf')
    async monthEndPdf(@CurrentActor() actor: Actor, @Param('jobId', jobId) job: string, @Res() res: Response): Promise<void> {
      const file = await this.monthEnd.file(actor, kind, job, 'pdf');
      sendPdf(res, { pdf: file.bytes, filename: file.filename });
    }

    @Get('month-end/:jobId/xlsx')
    async monthEndXlsx(@CurrentActor() actor: Actor, @Param('jobId', jobId) job: string, @Res() res: Response): Promise<void> {
      const file = await this.monthEnd.file(actor, kind, job, 'xlsx');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', XLSX);
      res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
      res.send(Buffer.from(file.bytes));
    }

    @Get()
    list(@Query(listQuery) query: InvoiceListQuery): Promise<InvoiceListResponse> {
      return this.invoices.list(kind, query);
    }

    @Post()
    async create(@CurrentActor() actor: Actor, @Body(createDraft) body: CreateInvoiceDraftRequest): Promise<InvoiceListResponse> {
      const drafts = await this.invoices.createDrafts(actor, kind, body);
      const sum = (key: 'subtotal' | 'total' | 'paid' | 'credited' | 'balance'): string => fromSatang(drafts.reduce((s, d) => s + toSatang(d[key]), 0));
      return {
        [list]: drafts,
        total: drafts.length,
        sums: { subtotal: sum('subtotal'), total: sum('total'), paid: sum('paid'), credited: sum('credited'), balance: sum('balance') },
      } as InvoiceListResponse;
    }

    @Get(':id')
    get(@Param('id', id) invoiceId: number): Promise<InvoiceResponse> {
      return wrap(this.invoices.get(kind, invoiceId));
    }

    @Get(':id/pdf')
    async getPdf(@Param('id', id) invoiceId: number, @Res() res: Response): Promise<void> {
      const { invoice, lab } = await this.invoices.printable(kind, invoiceId);
      // An issued invoice prints once per state (issued, paid, void…), sealed and kept (issue 32.5–32.6); a draft is printed afresh, unsealed.
      const render = (): Promise<Uint8Array> => this.pdf.render(invoice, lab);
      const pdf = invoice.number ? await this.seal.pdf({ type: 'invoice', id: invoice.id, variant: invoice.status }, render) : await render();
      sendPdf(res, { pdf, filename: `${invoice.number ?? `draft-${invoice.id}`}.pdf` });
    }

    @Put(':id')
    update(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number, @Body(updateDraft) body: UpdateInvoiceDraftRequest): Promise<InvoiceResponse> {
      return wrap(this.invoices.updateDraft(actor, kind, invoiceId, body));
    }

    @Delete(':id')
    @HttpCode(204)
    async remove(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number): Promise<void> {
      await this.invoices.deleteDraft(actor, kind, invoiceId);
    }

    @Post(':id/issue')
    @HttpCode(200)
    issue(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number, @Body(issue) body: IssueInvoiceRequest): Promise<InvoiceResponse> {
      return wrap(this.invoices.issue(actor, kind, invoiceId, body));
    }

    @Post(':id/void')
    @HttpCode(200)
    void(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number, @Body(voidBody) body: VoidInvoiceRequest): Promise<InvoiceResponse> {
      return wrap(this.invoices.void(actor, kind, invoiceId, body));
    }

    @Post(':id/payments')
    payment(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number, @Body(payment) body: CreatePaymentRequest): Promise<InvoiceResponse> {
      return wrap(this.invoices.addPayment(actor, kind, invoiceId, body));
    }

    @Post(':id/payments/:paymentId/reverse')
    @HttpCode(200)
    reversePayment(
      @CurrentActor() actor: Actor,
      @Param('id', id) invoiceId: number,
      @Param('paymentId', id) paymentId: number,
      @Body(reverse) body: ReversePaymentRequest,
    ): Promise<InvoiceResponse> {
      return wrap(this.invoices.reversePayment(actor, kind, invoiceId, paymentId, body));
    }

    @Post(':id/credit-notes')
    creditNote(@CurrentActor() actor: Actor, @Param('id', id) invoiceId: number, @Body(creditNote) body: CreateCreditNoteRequest): Promise<InvoiceResponse> {
      return wrap(this.creditNotes.create(actor, kind, invoiceId, body));
    }

    @Get(':id/credit-notes/:creditNoteId/pdf')
    async creditNotePdf(@Param('id', id) invoiceId: number, @Param('creditNoteId', id) creditNoteId: number, @Res() res: Response): Promise<void> {
      const { invoice, creditNote: note, lab } = await this.creditNotes.printable(kind, invoiceId, creditNoteId);
      sendPdf(res, { pdf: await this.pdf.renderCreditNote(invoice, note, lab), filename: `${note.number}.pdf` });
    }
  }
  Object.defineProperty(InvoicesController, 'name', { value: `${kind[0]!.toUpperCase()}${kind.slice(1)}InvoicesController` });
  return InvoicesController;
}

export const INVOICE_CONTROLLERS = INVOICE_KINDS.map(invoicesController);
