import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import {
  envelope,
  REPORT_ROUTES,
  type AddendumRequest,
  type CaseKind,
  type GenerateReportRequest,
  type GenerateReportResponse,
  type ReportKeyOf,
  type ReportListKeyOf,
  type ReportListResponse,
  type ReportReadResponse,
  type ReportResponse,
} from '@pathdesk/contracts';
import { addendumSchema, generateReportSchema, idParamSchema, reportListQuerySchema, reportPdfQuerySchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles, SignedIn } from '../identity/access.decorators.js';
import { controllersFor } from '../common/controller-for.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { REPORT_READERS, REPORT_SIGNERS } from './report-access.js';
import { ReportsService, type ReportListQuery } from './reports.service.js';
import { SignOutService } from './sign-out.service.js';
import { AddendumService } from './addendum.service.js';

const id = new ZodValidationPipe(idParamSchema);
const listQuery = new ZodValidationPipe(reportListQuerySchema);
const pdfQuery = new ZodValidationPipe(reportPdfQuerySchema);
const generateBody = new ZodValidationPipe(generateReportSchema);
const addendumBody = new ZodValidationPipe(addendumSchema);

/** A PDF or a report's HTML: patient data, never cached; the HTML may not run or load anything. */
const NO_STORE = 'private, no-store';
const HTML_POLICY = "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

/**
 * The report routes of one kind at /api/reports/<plural> (spec §7), with the spec's envelope keys:
 * `{ surgicalreports, total }`, `{ surgicalreport }`. Generating is a POST (a GET must never change
 * a medical record); a released version is never changed — PUT and DELETE answer 409.
 */
function reportsController<K extends CaseKind>(kind: K): Type<unknown> {
  const { plural, list, one } = REPORT_ROUTES[kind];

  @Controller(`reports/${plural}`)
  @Roles(...REPORT_READERS)
  class ReportsController {
    constructor(
      @Inject(ReportsService) private readonly reports: ReportsService,
      @Inject(SignOutService) private readonly signOut: SignOutService,
      @Inject(AddendumService) private readonly addenda: AddendumService,
    ) {}

    /** Query: first, rows, sortField (releasedAt, accessionNo), sortOrder, search, caseId, hospitalId, from, to, latestOnly (default true). */
    @Get()
    async list(@CurrentActor() actor: Actor, @Query(listQuery) query: ReportListQuery): Promise<ReportListResponse<ReportListKeyOf<K>>> {
      const { items, total, totalCapped } = await this.reports.list(actor, kind, query);
      return { ...envelope(list, items), total, totalCapped };
    }

    /** Sign-out (201 with the released version), amendment (with amendReason), or a QC hold (202 `{ qc }`). */
    @Post('generate')
    @Roles(...REPORT_SIGNERS)
    async generate(
      @CurrentActor() actor: Actor,
      @Body(generateBody) body: GenerateReportRequest,
      @Res({ passthrough: true }) res: Response,
    ): Promise<GenerateReportResponse | ReportResponse<ReportKeyOf<K>>> {
      const outcome = await this.signOut.generate(actor, kind, body);
      if ('qc' in outcome) {
        res.status(202);
        return { qc: outcome.qc };
      }
      return envelope(one, outcome.report);
    }

    /** An addendum to the current version (issue 32.1): 201 with the new version; a pathologist only, with their password again. */
    @Post(':id/addenda')
    @Roles(...REPORT_SIGNERS)
    async addendum(@CurrentActor() actor: Actor, @Param('id', id) reportId: number, @Body(addendumBody) body: AddendumRequest): Promise<ReportResponse<ReportKeyOf<K>>> {
      return envelope(one, await this.addenda.add(actor, kind, reportId, body));
    }

    /** The version whole to staff; to a guest what the printed report shows, no more (issue 24.9). */
    @Get(':id')
    async get(@CurrentActor() actor: Actor, @Param('id', id) reportId: number): Promise<ReportReadResponse<ReportKeyOf<K>>> {
      return envelope(one, await this.reports.view(actor, kind, reportId));
    }

    /** The PDF (inline, named by accession number and version); `?format=html`: its HTML (administrators). */
    @Get(':id/pdf')
    async pdf(@CurrentActor() actor: Actor, @Param('id', id) reportId: number, @Query(pdfQuery) query: { format: 'pdf' | 'html' }, @Res() res: Response): Promise<void> {
      const doc = await this.reports.document(actor, kind, reportId, query.format);
      res.setHeader('Cache-Control', NO_STORE);
      if (doc.format === 'html') {
        res.setHeader('Content-Security-Policy', HTML_POLICY);
        res.type('html').send(doc.html);
        return;
      }
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${doc.filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(doc.filename)}`);
      res.send(Buffer.from(doc.pdf));
    }

    @Put(':id')
    @SignedIn()
    async update(@CurrentActor() actor: Actor, @Param('id', id) reportId: number): Promise<never> {
      return this.reports.refuseChange(actor, kind, reportId);
    }

    @Delete(':id')
    @SignedIn()
    async remove(@CurrentActor() actor: Actor, @Param('id', id) reportId: number): Promise<never> {
      return this.reports.refuseChange(actor, kind, reportId);
    }
  }

  return ReportsController;
}

export const REPORTS_CONTROLLERS = controllersFor('Reports', reportsController);
