import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { labDay, PARAFFIN_TRANSITIONS, type CaseKind, type FieldError, type ParaffinDto, type ParaffinsResponse } from '@pathdesk/contracts';
import type { createParaffinSchema, paraffinListQuerySchema, updateParaffinSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { escapeLike } from '../common/escape-like.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { invalid } from '../results/results.service.js';
import { lockBenchCase, readBenchCase } from './domain/bench-case.js';
import { ParaffinRequest } from './paraffin-request.entity.js';
import { readParaffins } from './sql/bench-rows.js';

const PARAFFIN_ENTITY = 'paraffin_request';

type CreateParaffin = z.output<typeof createParaffinSchema>;
type UpdateParaffin = z.output<typeof updateParaffinSchema>;
type ParaffinListQuery = z.output<typeof paraffinListQuerySchema>;

const EDITABLE = ['requester', 'hospitalId', 'purpose', 'items', 'sentDate', 'courierNote', 'dueBackDate', 'returnedDate', 'fee', 'note'] as const;
type Editable = (typeof EDITABLE)[number];

const SORT_SQL: Record<ParaffinListQuery['sortField'], string> = { createdAt: 'p.created_at', dueBackDate: 'p.due_back_date', accessionNo: 'c.accession_no' };

/**
 * Paraffin requests: blocks or unstained slides of a case lent to the patient's hospital or a
 * referral centre. requested → sent (a sent date) → returned (a returned date, not before the sent
 * date) or kept. Returned and kept requests are final. The overdue list is what is out past its
 * due-back date on the lab's clock.
 */
@Injectable()
export class ParaffinsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async listOfCase(kind: CaseKind, caseId: number): Promise<ParaffinsResponse> {
    await readBenchCase(this.em, kind, caseId);
    const paraffins = await readParaffins(this.em, labDay(), 'p.case_id = ?', [caseId]);
    return { paraffins, total: paraffins.length };
  }

  async list(query: ParaffinListQuery): Promise<ParaffinsResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    const today = labDay();
    if (query.overdue) {
      where.push(`p.status = 'sent' and p.due_back_date < ?::date`);
      params.push(today);
    }
    if (query.status) {
      where.push('p.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      where.push('c.accession_no like ?');
      params.push(`${escapeLike(query.search.toUpperCase())}%`);
    }
    const condition = where.length ? where.join(' and ') : 'true';
    const direction = query.sortOrder === -1 ? 'desc' : 'asc';
    const paraffins = await readParaffins(this.em, today, condition, params, `order by ${SORT_SQL[query.sortField]} ${direction} nulls last, p.id ${direction} limit ${query.rows} offset ${query.first}`);
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from paraffin_request p join pathology_case c on c.id = p.case_id where ${condition}`, params);
    return { paraffins, total };
  }

  async create(actor: Actor, kind: CaseKind, caseId: number, request: CreateParaffin): Promise<ParaffinDto> {
    const id = await this.em.transactional(async (em) => {
      await lockBenchCase(em, kind, caseId);
      await assertReferences(em, caseId, request);
      const row = em.create(ParaffinRequest, {
        case: em.getReference(PathologyCase, caseId),
        requester: request.requester,
        hospital: request.hospitalId ? em.getReference(Hospital, request.hospitalId) : null,
        purpose: request.purpose,
        items: request.items,
        dueBackDate: request.dueBackDate ?? null,
        fee: request.fee ?? null,
        note: request.note ?? null,
        createdByUsername: actor.username ?? '',
      });
      await em.flush();
      this.audit.record(actor, { action: 'create', entity: PARAFFIN_ENTITY, entityId: row.id, after: { caseId, ...request, status: 'requested' } }, em);
      await em.flush();
      return row.id;
    });
    return this.one(id);
  }

  async update(actor: Actor, kind: CaseKind, caseId: number, requestId: number, request: UpdateParaffin): Promise<ParaffinDto> {
    await this.em.transactional(async (em) => {
      const theCase = await lockBenchCase(em, kind, caseId);
      const row = await em.findOne(ParaffinRequest, { id: requestId, case: caseId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException(`No paraffin request ${requestId} in case ${theCase.accessionNo}.`);
      if (request.version !== row.version) throw new ConflictException({ message: 'The request was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      if (row.status === 'returned' || row.status === 'kept') {
        throw new ConflictException({ message: `This request is ${row.status}: it is not changed any more.`, errors: [{ field: 'status', message: `is ${row.status}` }] });
      }
      const to = request.status && request.status !== row.status ? request.status : null;
      if (to && !PARAFFIN_TRANSITIONS[row.status].includes(to)) {
        throw new ConflictException({ message: `A request ${row.status} cannot become ${to}.`, errors: [{ field: 'status', message: `cannot move from ${row.status} to ${to}` }] });
      }
      await assertReferences(em, caseId, request);
      const before = current(row);
      const next: Record<Editable, unknown> = { ...before };
      for (const key of EDITABLE) if (request[key] !== undefined) next[key] = request[key];
      const status = to ?? row.status;
      const errors = dateErrors(status, next as Pick<ParaffinDto, 'sentDate' | 'returnedDate'>);
      if (errors.length) throw invalid(errors);

      const changed = EDITABLE.filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
      if (!changed.length && !to) return;
      Object.assign(row, {
        requester: next.requester,
        hospital: next.hospitalId ? em.getReference(Hospital, next.hospitalId as number) : null,
        purpose: next.purpose,
        items: next.items,
        sentDate: next.sentDate,
        courierNote: next.courierNote,
        dueBackDate: next.dueBackDate,
        returnedDate: next.returnedDate,
        fee: next.fee,
        note: next.note,
        status,
        updatedAt: new Date(),
        version: row.version + 1,
      });
      const beforeAudit = Object.fromEntries(changed.map((k) => [k, before[k]]));
      const afterAudit = Object.fromEntries(changed.map((k) => [k, next[k]]));
      if (to) {
        beforeAudit.status = before.status;
        afterAudit.status = to;
      }
      this.audit.record(actor, { action: 'update', entity: PARAFFIN_ENTITY, entityId: row.id, before: beforeAudit, after: afterAudit }, em);
      await em.flush();
    });
    return this.one(requestId);
  }

  private async one(id: number): Promise<ParaffinDto> {
    return (await readParaffins(this.em, labDay(), 'p.id = ?', [id]))[0]!;
  }
}

function current(row: ParaffinRequest): Record<Editable, unknown> & { status: string } {
  return {
    requester: row.requester,
    hospitalId: row.hospital?.id ?? null,
    purpose: row.purpose,
    items: row.items,
    sentDate: row.sentDate,
    courierNote: row.courierNote,
    dueBackDate: row.dueBackDate,
    returnedDate: row.returnedDate,
    fee: row.fee,
    note: row.note,
    status: row.status,
  };
}

/** Sent needs a sent date; returned a returned date, not before the sent date. */
function dateErrors(status: string, r: Pick<ParaffinDto, 'sentDate' | 'returnedDate'>): FieldError[] {
  const errors: FieldError[] = [];
  if ((status === 'sent' || status === 'returned' || status === 'kept') && !r.sentDate) errors.push({ field: 'sentDate', message: 'is required once the request is sent' });
  if (status === 'returned' && !r.returnedDate) errors.push({ field: 'returnedDate', message: 'is required to mark it returned' });
  if (status !== 'returned' && r.returnedDate) errors.push({ field: 'returnedDate', message: 'goes with status returned' });
  if (r.sentDate && r.returnedDate && r.returnedDate < r.sentDate) errors.push({ field: 'returnedDate', message: 'cannot be before the sent date' });
  return errors;
}

/** The blocks lent are the case's; the hospital exists. */
async function assertReferences(em: EntityManager, caseId: number, request: Pick<UpdateParaffin, 'items' | 'hospitalId'>): Promise<void> {
  const errors: FieldError[] = [];
  if (request.items) {
    const ids = request.items.map((i) => i.blockId);
    const found = new Set((await em.execute<{ id: number }[]>(`select id from bench_block where case_id = ? and id in (?)`, [caseId, ids])).map((r) => r.id));
    request.items.forEach((item, i) => {
      if (!found.has(item.blockId)) errors.push({ field: `items.${i}.blockId`, message: 'is not a block of this case' });
    });
  }
  if (request.hospitalId && !(await em.count(Hospital, { id: request.hospitalId }))) errors.push({ field: 'hospitalId', message: 'is not a hospital' });
  if (errors.length) throw invalid(errors);
}
