import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { stepRefusal, type ExpectedSlide, type ScanDto, type CustodyEventDto } from '@pathdesk/contracts';
import type { retrievalSchema, returnSchema, scanSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CustodyLabelsService } from './custody-labels.service.js';
import { CUSTODY_SUPERVISORS } from './domain/custody-access.js';
import { appendEvent, readEvent } from './sql/custody-events.js';
import { assertActive, identify, labelOf, lockItem, lockKnownItem, type CustodyItem } from './sql/custody-items.js';
import { activeLocation } from './sql/custody-locations.js';
import type { DeviceLabel } from './labels/zpl.js';

type Scan = z.output<typeof scanSchema>;
type Retrieval = z.output<typeof retrievalSchema>;
type Return = z.output<typeof returnSchema>;

const EVENT_ENTITY = 'custody_event';

/**
 * Scans at the bench's stations, and the archive's retrievals and returns. Each locks the item's
 * custody row, checks it (case not cancelled, not disposed, of the case being worked, in order),
 * appends the event and moves the item's latest state, with its audit record, in one transaction.
 */
@Injectable()
export class ScansService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly labels: CustodyLabelsService,
  ) {}

  async scan(actor: Actor, request: Scan): Promise<ScanDto> {
    const { event, item } = await this.em.transactional(async (em) => {
      const item = (await lockKnownItem(em, request.code)) ?? (await lockItem(em, await identify(em, request.code)));
      assertActive(item);
      if (request.caseId !== undefined && request.caseId !== item.caseId) throw wrongCase(item, await accessionOf(em, request.caseId));
      const refusal = stepRefusal(item.kind, item.lastAction, request.step);
      const override = request.override?.reason ?? null;
      if (refusal && !override) {
        throw new ConflictException({
          ...coded('out_of_order', { label: labelOf(item), barcode: item.barcode, step: request.step, reason: refusal }),
          errors: [{ field: 'step', message: refusal }],
          code: 'out_of_order',
          params: { label: labelOf(item), barcode: item.barcode, step: request.step, reason: refusal },
        });
      }
      if (override && !(CUSTODY_SUPERVISORS as readonly string[]).includes(actor.role ?? '')) {
        throw new ForbiddenException({
          message: 'Only a supervisor (administrator) may record a step out of its order.',
          errors: [{ field: 'override', message: 'needs a supervisor' }],
          code: 'supervisor_only',
        });
      }
      if (override && !refusal)
        throw new BadRequestException({
          message: `${labelOf(item)} may be recorded at ${request.step} without an override.`,
          errors: [{ field: 'override', message: 'is not needed: the step is in order' }],
          code: 'override_not_needed',
        });
      if (request.step === 'filing' && !request.location)
        throw new BadRequestException({
          message: 'Filing needs the location: scan the box or drawer first.',
          errors: [{ field: 'location', message: 'is required at filing' }],
          code: 'location_required',
        });
      const location = request.location ? await activeLocation(em, request.location) : null;
      const filed = request.step === 'filing';
      const { id, at } = await appendEvent(
        em,
        actor,
        { itemId: item.id, caseId: item.caseId, action: request.step, station: request.station ?? null, locationId: location?.id ?? null, overrideReason: override },
        { status: filed ? 'filed' : 'on-bench', locationId: filed ? location!.id : null },
      );
      this.audit.record(
        actor,
        {
          action: 'create',
          entity: EVENT_ENTITY,
          entityId: id,
          after: {
            barcode: item.barcode,
            step: request.step,
            station: request.station ?? null,
            location: location?.code ?? null,
            ...(override ? { overriddenRefusal: refusal } : {}),
          },
          reason: override,
        },
        em,
      );
      await em.flush();
      const event: CustodyEventDto = {
        id,
        action: request.step,
        barcode: item.barcode,
        itemKind: item.kind,
        itemCode: item.itemCode,
        label: labelOf(item),
        caseId: item.caseId,
        caseKind: item.caseKind,
        accessionNo: item.accessionNo,
        station: request.station ?? null,
        location,
        at,
        by: actor.username,
        reason: null,
        overrideReason: override,
      };
      return { event, item };
    });
    const scan: ScanDto = { ...event };
    if (item.kind === 'block' && request.step === 'cutting') scan.expectedSlides = await this.expectedSlides(item.blockId!);
    if (request.print) scan.printed = await this.printAfterScan(actor, item, request.step);
    return scan;
  }

  async retrieve(actor: Actor, request: Retrieval): Promise<CustodyEventDto> {
    return this.em.transactional(async (em) => {
      const item = await lockItem(em, await identify(em, request.code));
      assertActive(item);
      if (item.status !== 'filed')
        throw notFiled(item, item.status === 'retrieved' ? `it was retrieved already (by ${item.lastBy}: ${item.reason})` : 'it is not filed in the archive');
      const { id } = await appendEvent(
        em,
        actor,
        { itemId: item.id, caseId: item.caseId, action: 'retrieval', locationId: item.locationId, reason: request.reason },
        { status: 'retrieved', locationId: item.locationId, reason: request.reason },
      );
      this.audit.record(actor, { action: 'update', entity: EVENT_ENTITY, entityId: id, after: { barcode: item.barcode, action: 'retrieval' }, reason: request.reason }, em);
      await em.flush();
      return readEvent(em, id);
    });
  }

  async giveBack(actor: Actor, request: Return): Promise<CustodyEventDto> {
    return this.em.transactional(async (em) => {
      const item = await lockItem(em, await identify(em, request.code));
      assertActive(item);
      if (item.status !== 'retrieved') throw notFiled(item, 'it was not retrieved from the archive');
      const locationId = request.location ? (await activeLocation(em, request.location)).id : item.locationId;
      const reason = request.reason ?? null;
      const { id } = await appendEvent(em, actor, { itemId: item.id, caseId: item.caseId, action: 'return', locationId, reason }, { status: 'filed', locationId });
      this.audit.record(actor, { action: 'update', entity: EVENT_ENTITY, entityId: id, after: { barcode: item.barcode, action: 'return', locationId }, reason }, em);
      await em.flush();
      return readEvent(em, id);
    });
  }

  private async expectedSlides(blockId: number): Promise<ExpectedSlide[]> {
    return this.em.execute<ExpectedSlide[]>(
      `select s.id, s.code, 'SLD-' || s.id as barcode, s.stain, i.last_action as "lastAction"
         from bench_slide s left join custody_item i on i.barcode = 'SLD-' || s.id where s.block_id = ? order by substring(s.code from '[0-9]+$')::int, s.id`,
      [blockId],
    );
  }

  /** Grossing a specimen: its case's cassettes to the hot folder; cutting a block: its slides' labels to the printer. */
  private async printAfterScan(actor: Actor, item: CustodyItem, step: string): Promise<ScanDto['printed']> {
    let codes: string[] = [];
    if (item.kind === 'specimen' && step === 'grossing') {
      codes = (await this.em.execute<{ id: number }[]>(`select id from bench_block where case_id = ? order by id`, [item.caseId])).map((r) => `BLK-${r.id}`);
    } else if (item.kind === 'block' && step === 'cutting') {
      codes = (await this.em.execute<{ id: number }[]>(`select id from bench_slide where block_id = ? order by id`, [item.blockId])).map((r) => `SLD-${r.id}`);
    } else {
      return { error: `Nothing is printed at ${step} for a ${item.kind}.` };
    }
    if (!codes.length) return { error: item.kind === 'specimen' ? 'The case has no blocks yet.' : 'The block has no slides yet.' };
    try {
      const labels: DeviceLabel[] = await this.labels.labelsOf(codes);
      const done = await this.labels.deliver(actor, labels, item.kind === 'specimen' ? 'hot-folder' : 'printer');
      return { output: done.output, count: done.count };
    } catch (error) {
      return { error: (error as { message?: string }).message ?? 'The labels could not be printed.' };
    }
  }
}

async function accessionOf(em: EntityManager, caseId: number): Promise<string> {
  const [row] = await em.execute<{ accession_no: string }[]>(`select accession_no from pathology_case where id = ?`, [caseId]);
  return row?.accession_no ?? `case ${caseId}`;
}

/** The mislabelling check: an item of another case than the one being worked is stopped. */
function wrongCase(item: CustodyItem, workedAccession: string): ConflictException {
  return new ConflictException({
    ...coded('wrong_case', { barcode: item.barcode, label: labelOf(item), worked: workedAccession }),
    errors: [{ field: 'code', ...coded('belongs_to_another_case', { accessionNo: item.accessionNo, worked: workedAccession }) }],
    code: 'wrong_case',
    params: { barcode: item.barcode, label: labelOf(item), worked: workedAccession },
  });
}

function notFiled(item: CustodyItem, why: string): ConflictException {
  return new ConflictException({
    message: `${labelOf(item)} (${item.barcode}): ${why}.`,
    errors: [{ field: 'code', message: why }],
    code: 'not_filed',
    params: { label: labelOf(item), reason: why },
  });
}
