import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STAIN, parseGrossing, partOfBlock, type BlocksResponse, type BlockDto, type BlockType, type CaseKind, type FieldError } from '@pathdesk/contracts';
import type { createBlocksSchema, createSlidesSchema, updateBlockSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { invalidInput } from '../common/invalid-input.js';
import { BenchBlock } from './bench-block.entity.js';
import { BenchSlide } from './bench-slide.entity.js';
import { lockBenchCase, readBenchCase, type BenchCase } from './domain/bench-case.js';
import { expandRange, nextSlideCodes, type BlockToAdd } from './domain/block-codes.js';
import { readBlocks } from './sql/bench-rows.js';
import { readParts } from '../cases/domain/case-parts.js';

const BLOCK_ENTITY = 'bench_block';
const SLIDE_ENTITY = 'bench_slide';

type CreateBlocks = z.output<typeof createBlocksSchema>;
type UpdateBlock = z.output<typeof updateBlockSchema>;
type CreateSlides = z.output<typeof createSlidesSchema>;

/**
 * A case's blocks and slides, recorded at grossing. Codes are unique in the case (checked under the
 * case's lock, and by a unique index); a block that has slides or orders keeps its code, since it is
 * printed on them. Cytological and gynecological cases get cell blocks, not cassettes.
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(kind: CaseKind, caseId: number): Promise<BlocksResponse> {
    await readBenchCase(this.em, kind, caseId);
    return this.page(this.em, caseId);
  }

  async create(actor: Actor, kind: CaseKind, caseId: number, request: CreateBlocks): Promise<BlocksResponse> {
    const asked = request.range ? expandRange(request.range) : request.shorthand !== undefined ? fromShorthand(request.shorthand, request.type) : request.blocks!;
    const toAdd: BlockToAdd[] = asked.map((b) => ({ ...b, description: b.description ?? null, type: b.type ?? defaultBlockType(kind) }));
    const field = (i: number, name: string) =>
      request.range ? `range.${name === 'code' ? 'from' : name}` : request.shorthand !== undefined ? (name === 'code' ? 'shorthand' : name) : `blocks.${i}.${name}`;
    return this.em.transactional(async (em) => {
      const theCase = await lockBenchCase(em, kind, caseId);
      const errors = typeErrors(theCase, toAdd, field);
      errors.push(...partErrors(theCase, await partLetters(em, caseId), toAdd, (i, name) => (request.range ? 'range.part' : field(i, name))));
      const taken = new Set(
        (await em.execute<{ code: string }[]>(`select code from bench_block where case_id = ? and code in (?)`, [caseId, toAdd.map((b) => b.code)])).map((r) => r.code),
      );
      toAdd.forEach((b, i) => {
        if (taken.has(b.code)) errors.push({ field: field(i, 'code'), ...coded('block_already_exists', { accessionNo: theCase.accessionNo, code: b.code }) });
      });
      if (errors.length) throw invalidInput(errors);

      const caseRef = em.getReference(PathologyCase, caseId);
      for (const b of toAdd) {
        const block = em.create(BenchBlock, { case: caseRef, code: b.code, type: b.type, description: b.description, createdByUsername: actor.username });
        await em.flush();
        const codes = nextSlideCodes(b.code, [], b.slides);
        for (const code of codes) em.create(BenchSlide, { case: caseRef, block, code, stain: DEFAULT_STAIN, createdByUsername: actor.username });
        this.audit.record(
          actor,
          { action: 'create', entity: BLOCK_ENTITY, entityId: block.id, after: { caseId, code: b.code, type: b.type, description: b.description, slides: codes } },
          em,
        );
      }
      await em.flush();
      return this.page(em, caseId);
    });
  }

  async update(actor: Actor, kind: CaseKind, caseId: number, blockId: number, request: UpdateBlock): Promise<BlockDto> {
    return this.em.transactional(async (em) => {
      const theCase = await lockBenchCase(em, kind, caseId);
      const block = await em.findOne(BenchBlock, { id: blockId, case: caseId });
      if (!block) throw new NotFoundException(coded('no_block_in_case', { blockId, accessionNo: theCase.accessionNo }));
      if (request.version !== block.version)
        throw new ConflictException({ message: 'The block was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      const errors = typeErrors(theCase, request.type ? [{ type: request.type }] : [], () => 'type');
      const renamed = request.code !== undefined && request.code !== block.code;
      if (renamed) {
        const [{ slides, orders }] = await em.execute<{ slides: number; orders: number }[]>(
          `select (select count(*) from bench_slide where block_id = ?)::int as slides, (select count(*) from additional_order where block_id = ?)::int as orders`,
          [blockId, blockId],
        );
        if (slides || orders) {
          throw new ConflictException({
            ...coded('block_cannot_be_renamed', { accessionNo: theCase.accessionNo, code: block.code, slides, orders }),
            errors: [{ field: 'code', message: 'cannot change once the block has slides or orders' }],
          });
        }
        if (await em.count(BenchBlock, { case: caseId, code: request.code }))
          errors.push({ field: 'code', ...coded('block_already_exists', { accessionNo: theCase.accessionNo, code: request.code }) });
        errors.push(...partErrors(theCase, await partLetters(em, caseId), [{ code: request.code! }], () => 'code'));
      }
      if (errors.length) throw invalidInput(errors);

      const before = { code: block.code, type: block.type, description: block.description };
      if (request.code !== undefined) block.code = request.code;
      if (request.type !== undefined) block.type = request.type;
      if (request.description !== undefined) block.description = request.description;
      const after = { code: block.code, type: block.type, description: block.description };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((k) => after[k] !== before[k]);
      if (changed.length) {
        block.version++;
        this.audit.record(actor, { action: 'update', entity: BLOCK_ENTITY, entityId: block.id, before: pick(before, changed), after: pick(after, changed) }, em);
        await em.flush();
      }
      return (await readBlocks(em, caseId)).blocks.find((b) => b.id === blockId)!;
    });
  }

  /** More slides on a block (A1-2, A1-3…) or the case's own slides (S1, S2…, smears). */
  async addSlides(actor: Actor, kind: CaseKind, caseId: number, request: CreateSlides): Promise<BlocksResponse> {
    return this.em.transactional(async (em) => {
      await lockBenchCase(em, kind, caseId);
      const blockId = request.blockId ?? null;
      const block = blockId === null ? null : await em.findOne(BenchBlock, { id: blockId, case: caseId });
      if (blockId !== null && !block) throw invalidInput([{ field: 'blockId', message: 'is not a block of this case' }]);
      const stain = request.orderId === undefined ? (request.stain ?? DEFAULT_STAIN) : await orderStain(em, request.orderId, blockId);
      await addSlidesTo(em, this.audit, actor, caseId, block, request.count, stain);
      await em.flush();
      return this.page(em, caseId);
    });
  }

  private async page(em: EntityManager, caseId: number): Promise<BlocksResponse> {
    const { blocks, slides } = await readBlocks(em, caseId);
    return { blocks, total: blocks.length, slides };
  }
}

/** Cuts slides on a block (or the case) under the case's lock; each is audited. */
export async function addSlidesTo(
  em: EntityManager,
  audit: AuditService,
  actor: Actor,
  caseId: number,
  block: BenchBlock | null,
  count: number,
  stain: string,
): Promise<BenchSlide[]> {
  const taken = await em.execute<{ code: string }[]>(`select code from bench_slide where case_id = ?`, [caseId]);
  const codes = nextSlideCodes(
    block?.code ?? null,
    taken.map((r) => r.code),
    count,
  );
  const slides = codes.map((code) => em.create(BenchSlide, { case: em.getReference(PathologyCase, caseId), block, code, stain, createdByUsername: actor.username }));
  await em.flush();
  for (const slide of slides)
    audit.record(actor, { action: 'create', entity: SLIDE_ENTITY, entityId: slide.id, after: { caseId, blockId: block?.id ?? null, code: slide.code, stain } }, em);
  return slides;
}

/** "Cut more for an order": the stain of an open order on the block (its test's code), else 400 at orderId. */
async function orderStain(em: EntityManager, orderId: number, blockId: number | null): Promise<string> {
  const [order] = await em.execute<{ status: string; code: string }[]>(
    `select o.status, t.code from additional_order o join lab_test t on t.id = o.test_id where o.id = ? and o.block_id = ?`,
    [orderId, blockId],
  );
  if (!order) throw invalidInput([{ field: 'orderId', message: 'is not an order on this block' }]);
  if (order.status === 'done' || order.status === 'cancelled') throw invalidInput([{ field: 'orderId', ...coded('is_status_no_more_slides', { status: order.status }) }]);
  return order.code;
}

/** "A1–A6, B1–B4": one slide each. */
function fromShorthand(shorthand: string, type: BlockType | undefined): (Omit<BlockToAdd, 'type'> & { type?: BlockType })[] {
  const parsed = parseGrossing(shorthand);
  if ('error' in parsed) throw invalidInput([{ field: 'shorthand', message: parsed.error }]); // the schema refused it already
  return parsed.codes.map((code) => ({ code, type, description: null, slides: 1 }));
}

/** The case's part letters (issue 27). */
async function partLetters(em: EntityManager, caseId: number): Promise<Set<string>> {
  return new Set((await readParts(em, caseId)).map((p) => p.letter));
}

/** A block belongs to a part: its code starts with the letter of one of the case's parts (B3 on a case without part B is refused). */
function partErrors(theCase: BenchCase, letters: ReadonlySet<string>, blocks: readonly Pick<BlockToAdd, 'code'>[], field: (i: number, name: string) => string): FieldError[] {
  const errors: FieldError[] = [];
  const reported = new Set<string>();
  blocks.forEach((b, i) => {
    const part = partOfBlock(b.code);
    // A cytology case's cell blocks keep their own codes (CB1, CB2): they are of the whole case.
    if (theCase.kind !== 'surgical' && part === 'CB') return;
    if (letters.has(part) || reported.has(`${field(i, 'code')}:${part}`)) return;
    reported.add(`${field(i, 'code')}:${part}`);
    errors.push({ field: field(i, 'code'), message: `${theCase.accessionNo} has no part ${part} (its parts: ${[...letters].join(', ')}): ${b.code} cannot be its block` });
  });
  return errors;
}

/** A surgical case's blocks are cassettes; a cytological or gynecological case's are cell blocks. */
function defaultBlockType(kind: CaseKind): BlockType {
  return kind === 'surgical' ? 'cassette' : 'cell-block';
}

function typeErrors(theCase: BenchCase, blocks: readonly Pick<BlockToAdd, 'type'>[], field: (i: number, name: string) => string): FieldError[] {
  if (theCase.kind === 'surgical') return [];
  return blocks.flatMap((b, i) => (b.type === 'cassette' ? [{ field: field(i, 'type'), ...coded('cell_blocks_not_cassettes', { kind: theCase.kind }) }] : []));
}

function pick<T extends object>(value: T, keys: (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, value[k]]));
}
