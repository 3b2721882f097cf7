import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ADDITIONAL_TRANSITIONS,
  hasRole,
  parseBenchBarcode,
  type AdditionalDto,
  type AdditionalsResponse,
  type AdditionalWorklistResponse,
  type AdditionalStatus,
  type CaseKind,
  type FieldError,
} from '@pathdesk/contracts';
import type { additionalListQuerySchema, createAdditionalsSchema, markDoneByScanSchema, updateAdditionalSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { invalidInput } from '../common/invalid-input.js';
import { AdditionalOrder } from './additional-order.entity.js';
import { BenchBlock } from './bench-block.entity.js';
import { addSlidesTo } from './blocks.service.js';
import { BENCH_STAFF } from './domain/bench-access.js';
import { lockBenchCase, readBenchCase, type BenchCase } from './domain/bench-case.js';
import { resolvePrice, type StoredPrice } from './domain/price-resolution.js';
import { LabTest } from './lab-test.entity.js';
import { readAdditionals } from './sql/bench-rows.js';
import { worklistPage } from './sql/additional-worklist.js';

const ADDITIONAL_ENTITY = 'additional_order';

type CreateAdditionals = z.output<typeof createAdditionalsSchema>;
type UpdateAdditional = z.output<typeof updateAdditionalSchema>;
type MarkDoneByScan = z.output<typeof markDoneByScanSchema>;
export type AdditionalListQuery = z.output<typeof additionalListQuerySchema>;

/**
 * Additional-test orders. A pathologist orders several tests at once on a block (each gets a slide
 * cut for it, stained with the test) or on the case; lab staff move them ordered → in progress →
 * done (or anyone who reads the case cancels one with a reason). Done and cancelled are final. When
 * an order is done it becomes billable: its price is resolved then (price-resolution.ts) and kept.
 */
@Injectable()
export class AdditionalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async listOfCase(kind: CaseKind, caseId: number): Promise<AdditionalsResponse> {
    await readBenchCase(this.em, kind, caseId);
    const additionals = await readAdditionals(this.em, 'o.case_id = ?', [caseId]);
    return { additionals, total: additionals.length };
  }

  async create(actor: Actor, kind: CaseKind, caseId: number, request: CreateAdditionals): Promise<AdditionalsResponse> {
    const ids = await this.em.transactional(async (em) => {
      await lockBenchCase(em, kind, caseId);
      const blockId = request.blockId ?? null;
      const block = blockId === null ? null : await em.findOne(BenchBlock, { id: blockId, case: caseId });
      const errors: FieldError[] = [];
      if (blockId !== null && !block) errors.push({ field: 'blockId', message: 'is not a block of this case' });
      const tests = new Map((await em.find(LabTest, { id: { $in: request.testIds } })).map((t) => [t.id, t]));
      request.testIds.forEach((id, i) => {
        const test = tests.get(id);
        if (!test) errors.push({ field: `testIds.${i}`, message: 'is not a test of the catalogue' });
        else if (!test.active) errors.push({ field: `testIds.${i}`, ...coded('test_is_inactive', { code: test.code }) });
      });
      if (errors.length) throw invalidInput(errors);
      await lockOpenCounts(em, request.testIds);

      const created: AdditionalOrder[] = [];
      for (const testId of request.testIds) {
        const test = tests.get(testId)!;
        const [slide] = block ? await addSlidesTo(em, this.audit, actor, caseId, block, 1, test.code) : [null];
        const order = em.create(AdditionalOrder, {
          case: em.getReference(PathologyCase, caseId),
          block,
          slide: slide ?? null,
          test,
          note: request.note ?? null,
          orderedById: actor.id,
          orderedByUsername: actor.username ?? '',
        });
        await em.flush();
        this.audit.record(
          actor,
          {
            action: 'create',
            entity: ADDITIONAL_ENTITY,
            entityId: order.id,
            after: { caseId, blockId, slideId: slide?.id ?? null, testId, testCode: test.code, status: 'ordered', note: order.note },
          },
          em,
        );
        created.push(order);
      }
      await em.flush();
      return created.map((o) => o.id);
    });
    const additionals = await readAdditionals(this.em, 'o.id in (?)', [ids]);
    return { additionals, total: additionals.length };
  }

  async update(actor: Actor, kind: CaseKind, caseId: number, orderId: number, request: UpdateAdditional): Promise<AdditionalDto> {
    await this.em.transactional(async (em) => {
      const theCase = await lockBenchCase(em, kind, caseId);
      const order = await em.findOne(AdditionalOrder, { id: orderId, case: caseId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!order) throw new NotFoundException(coded('no_order_in_case', { orderId, accessionNo: theCase.accessionNo }));
      if (request.version !== order.version)
        throw new ConflictException({ message: 'The order was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      await this.apply(em, actor, theCase, order, request);
    });
    return (await readAdditionals(this.em, 'o.id = ?', [orderId]))[0]!;
  }

  /** The lab scans a slide (SLD-123, or its id typed): the order it was cut for is done. */
  async markDoneByScan(actor: Actor, request: MarkDoneByScan): Promise<AdditionalDto> {
    const scanned = parseBenchBarcode(request.code) ?? (/^[1-9][0-9]{0,9}$/.test(request.code) ? { target: 'slide' as const, id: Number(request.code) } : null);
    if (!scanned || scanned.id > 2_147_483_647) throw invalidInput([{ field: 'code', message: 'is not a slide barcode (SLD-…) or slide id' }]);
    if (scanned.target === 'block') throw invalidInput([{ field: 'code', message: 'is a block: scan the slide cut for the order' }]);
    const orderId = await this.em.transactional(async (em) => {
      const [found] = await em.execute<{ id: number; caseId: number; kind: CaseKind }[]>(
        `select o.id, o.case_id as "caseId", c.kind from additional_order o join pathology_case c on c.id = o.case_id where o.slide_id = ?`,
        [scanned.id],
      );
      if (!found) throw new NotFoundException({ ...coded('no_order_cut_on_slide', { slideId: scanned.id }), errors: [{ field: 'code', message: 'names no ordered slide' }] });
      const theCase = await lockBenchCase(em, found.kind, found.caseId);
      const order = (await em.findOne(AdditionalOrder, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE }))!;
      await this.apply(em, actor, theCase, order, { version: order.version, status: 'done', resultNote: request.resultNote });
      return order.id;
    });
    return (await readAdditionals(this.em, 'o.id = ?', [orderId]))[0]!;
  }

  async worklist(query: AdditionalListQuery): Promise<AdditionalWorklistResponse> {
    return worklistPage(this.em, query);
  }

  /** A status move and/or notes on a locked order: final orders refuse, moves follow ADDITIONAL_TRANSITIONS. */
  private async apply(em: EntityManager, actor: Actor, theCase: BenchCase, order: AdditionalOrder, request: UpdateAdditional): Promise<void> {
    if (order.status === 'done' || order.status === 'cancelled') {
      throw new ConflictException({
        ...coded('order_is_status_no_change', { status: order.status }),
        errors: [{ field: 'status', ...coded('is_status', { status: order.status }) }],
      });
    }
    const to = request.status;
    if (to && to !== 'cancelled' && !hasRole(actor.role, BENCH_STAFF)) throw new ForbiddenException('Only lab staff perform orders (in progress, done).');
    if (to && !ADDITIONAL_TRANSITIONS[order.status].includes(to)) {
      throw new ConflictException({
        ...coded('order_cannot_become', { status: order.status, to }),
        errors: [{ field: 'status', ...coded('cannot_move_from_status_to', { status: order.status, to }) }],
      });
    }
    const before = snapshot(order);
    const now = new Date();
    if (request.note !== undefined) order.note = request.note;
    if (request.resultNote !== undefined) order.resultNote = request.resultNote;
    if (to === 'in_progress') Object.assign(order, { status: to, startedAt: now, startedByUsername: actor.username });
    if (to === 'cancelled') Object.assign(order, { status: to, cancelledAt: now, cancelledByUsername: actor.username, cancelReason: request.cancelReason });
    if (to === 'done') {
      const { price, source } = await this.priceOf(em, theCase, order);
      Object.assign(order, { status: to, doneAt: now, doneByUsername: actor.username, price, priceSource: source });
      if (!order.startedAt) Object.assign(order, { startedAt: now, startedByUsername: actor.username });
    }
    const after = snapshot(order);
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
    if (!changed.length) return;
    order.version++;
    this.audit.record(
      actor,
      {
        action: to === 'cancelled' ? 'cancel' : 'update',
        entity: ADDITIONAL_ENTITY,
        entityId: order.id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        reason: to === 'cancelled' ? (request.cancelReason ?? null) : null,
      },
      em,
    );
    await em.flush();
  }

  private async priceOf(em: EntityManager, theCase: BenchCase, order: AdditionalOrder) {
    const testId = order.test.id;
    const prices = await em.execute<StoredPrice[]>(
      `select hospital_id as "hospitalId", company_id as "companyId", kind, price::text as price from lab_test_price where test_id = ? and (hospital_id = ? or company_id = ?)`,
      [testId, theCase.hospitalId, theCase.companyId],
    );
    const [{ defaultPrice }] = await em.execute<{ defaultPrice: string }[]>(`select default_price::text as "defaultPrice" from lab_test where id = ?`, [testId]);
    return resolvePrice(prices, theCase, defaultPrice);
  }
}

function snapshot(order: AdditionalOrder): Record<string, string | null> & { status: AdditionalStatus } {
  return { status: order.status, note: order.note, resultNote: order.resultNote, price: order.price, priceSource: order.priceSource, cancelReason: order.cancelReason };
}

/**
 * Takes the open-count rows of `testIds` (made if missing) in test order before the orders are
 * inserted one by one: the insert trigger updates a test's row at each insert, so two orders of the
 * same tests at once, listed in other orders, would take the rows in opposite orders — a deadlock
 * (issue 34, found by bench:day). Holding them all first, always in the same order, they wait in turn.
 */
async function lockOpenCounts(em: EntityManager, testIds: readonly number[]): Promise<void> {
  await em.execute(
    `insert into additional_open_count (test_id, n) select id, 0 from lab_test where id in (?) order by id
       on conflict (test_id) do update set n = additional_open_count.n`,
    [[...testIds]],
  );
}
