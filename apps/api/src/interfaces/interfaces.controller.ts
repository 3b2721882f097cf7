import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { InterfaceDto, InterfaceMessageDto } from '@pathdesk/contracts';
import { createInterfaceSchema, idParamSchema, interfaceListQuerySchema, interfaceMessagesQuerySchema, updateInterfaceSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { Roles } from '../identity/access.decorators.js';
import { CurrentActor, type Actor } from '../identity/actor.js';
import { HosxpPollService, type HosxpPollOutcome } from './hosxp/hosxp-poll.service.js';
import { InterfacesService } from './interfaces.service.js';

const id = new ZodValidationPipe(idParamSchema);

/** /api/interfaces: a hospital's HL7, FHIR-token and HOSxP interfaces (issue 29.6), administrators only. */
@Controller('interfaces')
@Roles('admin')
export class InterfacesController {
  constructor(
    private readonly interfaces: InterfacesService,
    private readonly hosxp: HosxpPollService,
  ) {}

  @Get()
  list(@Query(new ZodValidationPipe(interfaceListQuerySchema)) query: z.output<typeof interfaceListQuerySchema>): Promise<{ interfaces: InterfaceDto[] }> {
    return this.interfaces.list(query.hospitalId);
  }

  @Get(':id')
  get(@Param('id', id) interfaceId: number): Promise<{ interface: InterfaceDto }> {
    return this.interfaces.one(interfaceId);
  }

  /** A `fhir-token` interface's token is answered here, once. */
  @Post()
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createInterfaceSchema)) body: z.output<typeof createInterfaceSchema>,
  ): Promise<{ interface: InterfaceDto; token?: string }> {
    return this.interfaces.create(actor, body);
  }

  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', id) interfaceId: number,
    @Body(new ZodValidationPipe(updateInterfaceSchema)) body: z.output<typeof updateInterfaceSchema>,
  ): Promise<{ interface: InterfaceDto }> {
    return this.interfaces.update(actor, interfaceId, body);
  }

  /** Whether the interface's host answers on its port (HL7, HOSxP): `{ ok, detail }`. */
  @Post(':id/test')
  @HttpCode(200)
  test(@Param('id', id) interfaceId: number): Promise<{ ok: boolean; detail: string }> {
    return this.interfaces.test(interfaceId);
  }

  /** A HOSxP interface's pathology orders fetched now (also every minute): `{ ok, detail, accepted, refused }`. */
  @Post(':id/poll')
  @HttpCode(200)
  poll(@Param('id', id) interfaceId: number): Promise<HosxpPollOutcome> {
    return this.hosxp.pollNow(interfaceId);
  }

  /** Messages sent and received, newest first: `{ messages, total }` (without their text). */
  @Get(':id/messages')
  messages(
    @Param('id', id) interfaceId: number,
    @Query(new ZodValidationPipe(interfaceMessagesQuerySchema)) query: z.output<typeof interfaceMessagesQuerySchema>,
  ): Promise<{ messages: InterfaceMessageDto[]; total: number }> {
    return this.interfaces.messages(interfaceId, query);
  }

  /** One message with its raw text and the hospital's answer (audited). */
  @Get(':id/messages/:messageId')
  message(@CurrentActor() actor: Actor, @Param('id', id) interfaceId: number, @Param('messageId', id) messageId: number): Promise<{ message: InterfaceMessageDto }> {
    return this.interfaces.message(actor, interfaceId, messageId);
  }

  /** Sends the message's report again as a new message. */
  @Post(':id/messages/:messageId/resend')
  resend(@CurrentActor() actor: Actor, @Param('id', id) interfaceId: number, @Param('messageId', id) messageId: number): Promise<{ message: InterfaceMessageDto }> {
    return this.interfaces.resend(actor, interfaceId, messageId);
  }
}
