import { Body, Controller, ForbiddenException, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { ServiceRequest } from '@medplum/fhirtypes';
import { coded } from '@pathdesk/contracts';
import { serviceRequestBodySchema } from '@pathdesk/contracts/schemas';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { OrderRefusal } from '../orders/order-message.js';
import { OrdersService } from '../orders/orders.service.js';
import type { Request, Response } from 'express';
import { CurrentActor, type Actor } from '../../identity/actor.js';
import { Roles } from '../../identity/access.decorators.js';
import { FHIR_JSON, FhirExceptionFilter } from './fhir-exception.filter.js';
import { parseReportSearch } from './fhir-search.js';
import { tokenCallerOf } from './fhir-token.middleware.js';
import { FhirService, type FhirScope } from './fhir.service.js';
import { orderOfServiceRequest, resourceIssues } from './service-request.js';

const scopeOf = (req: Request): FhirScope => ({ hospitalId: tokenCallerOf(req)?.hospitalId ?? null });
const baseOf = (req: Request): string => `${req.protocol}://${req.get('host')}/api/fhir`;
const send = (res: Response, resource: object): Response => res.type(FHIR_JSON).send(JSON.stringify(resource));
/** A FHIR id of ours is a row id spelled as one (no leading zero, sign or space); any other spelling is no resource of ours (404). */
const numeric = (id: string): number => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : 0);

/**
 * /api/fhir: the FHIR R4 read API (issue 29.1–2; interfaces/README.md). Lab staff and pathologists
 * read through their session (guests not yet: their hospital scope comes with the portal issue); a hospital's system through its token (FhirTokenMiddleware), its own
 * hospital's records only. Answers application/fhir+json; errors are OperationOutcomes.
 */
@Controller('fhir')
@Roles('admin', 'user', 'doctor')
@UseFilters(FhirExceptionFilter)
export class FhirController {
  constructor(
    private readonly fhir: FhirService,
    private readonly orders: OrdersService,
  ) {}

  /**
   * Orders in (issue 29.4): a hospital's system places an order with its token — a ServiceRequest,
   * validated against FHIR R4 with @medplum/core; 201 with the ServiceRequest as kept (its id the
   * order's) and its Location. Invalid, or refused for its content: 400 (a number placed before: 409)
   * with an OperationOutcome; the request is kept either way. A session may not place orders (403, as
   * for a role a route does not name).
   */
  @Post('ServiceRequest')
  async placeOrder(@Req() req: Request, @Body(new ZodValidationPipe(serviceRequestBodySchema)) body: object, @Res() res: Response): Promise<void> {
    const caller = tokenCallerOf(req);
    // A session's role never places orders (the access matrix's 403): only a hospital's token.
    if (!caller) throw new ForbiddenException(coded('role_does_not_allow'));
    const request = body as ServiceRequest;
    const order = await this.orders.receiveFhir(caller, JSON.stringify(body), () => {
      const issues = resourceIssues(request);
      if (issues.length) throw new OrderRefusal('AE', 'fhir_invalid_resource', { type: 'ServiceRequest', summary: issues.slice(0, 10).join('; ') });
      return orderOfServiceRequest(request);
    });
    const id = String(order.id);
    res.status(201).location(`${baseOf(req)}/ServiceRequest/${id}`);
    send(res, { ...request, id, meta: { lastUpdated: order.orderedAt } });
  }

  @Get('metadata')
  metadata(@Req() req: Request, @Res() res: Response): void {
    send(res, this.fhir.capabilities(baseOf(req)));
  }

  @Get('DiagnosticReport')
  async search(@Req() req: Request, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    send(
      res,
      await this.fhir.searchReports(parseReportSearch(query), scopeOf(req), baseOf(req), `${baseOf(req)}${req.originalUrl.slice(req.originalUrl.indexOf('/DiagnosticReport'))}`),
    );
  }

  @Get('DiagnosticReport/:id')
  async report(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.diagnosticReport(numeric(id), scopeOf(req), baseOf(req)));
  }

  @Get('Patient/:id')
  async patient(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.patient(numeric(id), scopeOf(req)));
  }

  @Get('Specimen/:id')
  async specimen(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.specimen(id, scopeOf(req)));
  }

  @Get('Observation/:id')
  async observation(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.observation(id, scopeOf(req)));
  }

  @Get('Practitioner/:id')
  async practitioner(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.practitioner(numeric(id), scopeOf(req)));
  }

  @Get('Organization/:id')
  async organization(@Req() req: Request, @Param('id') id: string, @Res() res: Response): Promise<void> {
    send(res, await this.fhir.organization(numeric(id), scopeOf(req)));
  }

  /** The PDF of a version (DiagnosticReport.presentedForm.url). */
  @Get('Binary/:id')
  async binary(@Req() req: Request, @CurrentActor() actor: Actor, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { pdf, filename } = await this.fhir.pdf(actor, numeric(id), scopeOf(req));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
    res.send(Buffer.from(pdf));
  }
}
