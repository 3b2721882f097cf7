import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import type { CaseDto, CaseOrderDto } from '@pathdesk/contracts';
import { caseOrderListQuerySchema, receiveOrderSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../common/zod-validation.pipe.js';
import { Roles } from '../../identity/access.decorators.js';
import { CurrentActor, type Actor } from '../../identity/actor.js';
import { OrdersService } from './orders.service.js';

/**
 * /api/orders: the hospitals' orders (HL7 ORM^O01/OML^O21, FHIR ServiceRequest; issue 29.4) —
 * "Ordered — not yet received", and receiving one as a case. Lab staff (admin, user).
 */
@Controller('orders')
@Roles('admin', 'user')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  /** `{ orders, total }`: waiting (`state=ordered`, oldest first) or received (newest first). */
  @Get()
  list(@Query(new ZodValidationPipe(caseOrderListQuerySchema)) query: z.output<typeof caseOrderListQuerySchema>): Promise<{ orders: CaseOrderDto[]; total: number }> {
    return this.orders.list(query);
  }

  /** Receives the order scanned or typed: 201 `{ order, case }`, the case registered with its accession number. */
  @Post('receive')
  receive(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(receiveOrderSchema)) body: z.output<typeof receiveOrderSchema>,
  ): Promise<{ order: CaseOrderDto; case: CaseDto }> {
    return this.orders.receive(actor, body);
  }
}
