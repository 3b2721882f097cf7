import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { labDay, PARAFFIN_TRANSITIONS, type CaseKind, type FieldError, type ParaffinDto, type ParaffinsResponse, type PayerRef } from '@pathdesk/contracts';
import type { createParaffinSchema, paraffinListQuerySchema, updateParaffinSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { escapeLike } from '../common/escape-like.js';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { invalidInput } from '../common/invalid-input.js';
import { lockBenchCase, readBenchCase } from './domain/bench-case.js';
import { ParaffinRequest } from './paraffin-request.entity.js';
import { readParaffins } from './sql/bench-rows.js';

const PARAFFIN_ENTITY = 'paraffin_request';

type CreateParaffin = z.output<typeof createParaffinSchema>;
type UpdateParaffin = z.output<typeof updateParaffinSchema>;
type ParaffinListQuery = z.output<typeof paraffinListQuerySchema>;

const EDITABLE = ['requester', 'hospitalId', 'billTo', 'purpose', 'items', 'sentDate', 'courierNote', 'dueBackDate', 'returnedDate', 'fee', 'note'] as const;
/** What an invoice bills of a request: fixed once the request is on one. */
const BILLED = ['billTo', 'fee'] as const;
type Editable = (typeof EDITABLE)[number];

const SORT_SQL: Record<ParaffinListQuery['sortField'], string> = { createdAt: 'p.created_at', dueBackDate: 'p.due_back_date', accessionNo: 'c.accession_no' };

/**
 * Paraffin requests: blocks or unstained slides of a case lent to the patient's hospital or a
 * referral centre. requested → sent (a sent date) → returned (a returned date, not before the sent
 * date) or kept. Returned and kept requests are final. The overdue list is what is out past its
 * due-back date on the lab's clock. The fee is billed to `billTo` (the requester, a hospital or a
 * company) when set, else to the case's payer; neither changes once the request is on an invoice.
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
    if (query.open) where.push(`p.status in ('requested', 'sent')`);
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
    const paraffins = await readParaffins(
      this.em,
      today,
      condition,
      params,
      `order by ${SORT_SQL[query.sortField]} ${direction} nulls last, p.id ${direction} limit ${query.rows} offset ${query.first}`,
    );
    const [{ total }] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from paraffin_request p join pathology_case c on c.id = p.case_id where ${condition}`,
      params,
    );
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
        ...billToColumns(em, request.billTo ?? null),
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
      if (!row) throw new NotFoundException(coded('no_paraffin_request_in_case', { requestId, accessionNo: theCase.accessionNo }));
      if (request.version !== row.version)
        throw new ConflictException({ message: 'The request was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      if (row.status === 'returned' || row.status === 'kept') {
        throw new ConflictException({
          ...coded('request_is_status_no_change', { status: row.status }),
          errors: [{ field: 'status', ...coded('is_status', { status: row.status }) }],
        });
      }
      const to = request.status && request.status !== row.status ? request.status : null;
      if (to && !PARAFFIN_TRANSITIONS[row.status].includes(to)) {
        throw new ConflictException({
          ...coded('request_cannot_become', { status: row.status, to }),
          errors: [{ field: 'status', ...coded('cannot_move_from_status_to', { status: row.status, to }) }],
        });
      }
      await assertReferences(em, caseId, request);
      const before = current(row);
      const next: Record<Editable, unknown> = { ...before };
      for (const key of EDITABLE) if (request[key] !== undefined) next[key] = request[key];
      const status = to ?? row.status;
      const errors = dateErrors(status, next as Pick<ParaffinDto, 'sentDate' | 'returnedDate'>);
      if (errors.length) throw invalidInput(errors);

      const changed = EDITABLE.filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
      if (!changed.length && !to) return;
      await assertNotBilled(em, row.id, changed);
      Object.assign(row, {
        requester: next.requester,
        hospital: next.hospitalId ? em.getReference(Hospital, next.hospitalId as number) : null,
        ...billToColumns(em, next.billTo as PayerRef | null),
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
    billTo: row.billHospital ? { type: 'hospital', id: row.billHospital.id } : row.billCompany ? { type: 'company', id: row.billCompany.id } : null,
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

function billToColumns(em: EntityManager, billTo: PayerRef | null): Pick<ParaffinRequest, 'billHospital' | 'billCompany'> {
  return {
    billHospital: billTo?.type === 'hospital' ? em.getReference(Hospital, billTo.id) : null,
    billCompany: billTo?.type === 'company' ? em.getReference(Cfgvalue, billTo.id) : null,
  };
}

/** Who pays and the fee stay as billed once the request is on a draft or an issued invoice (409, with the invoice). */
async function assertNotBilled(em: EntityManager, requestId: number, changed: readonly string[]): Promise<void> {
  const fields = BILLED.filter((k) => changed.includes(k));
  if (!fields.length) return;
  const [claim] = await em.execute<{ number: string | null; id: number }[]>(
    `select i.number, i.id from invoice_claim k join invoice i on i.id = k.invoice_id where k.source = 'paraffin' and k.source_id = ?`,
    [requestId],
  );
  if (!claim) return;
  const on = claim.number ?? `draft ${claim.id}`;
  throw new ConflictException({
    ...coded('paraffin_billed_on', { invoice: on }),
    errors: fields.map((field) => ({ field, ...coded('is_billed_on', { invoice: on }) })),
  });
}

/** The blocks lent are the case's; the hospital and the payer exist. */
async function assertReferences(em: EntityManager, caseId: number, request: Pick<UpdateParaffin, 'items' | 'hospitalId' | 'billTo'>): Promise<void> {
  const errors: FieldError[] = [];
  if (request.items) {
    const ids = request.items.map((i) => i.blockId);
    const found = new Set((await em.execute<{ id: number }[]>(`select id from bench_block where case_id = ? and id in (?)`, [caseId, ids])).map((r) => r.id));
    request.items.forEach((item, i) => {
      if (!found.has(item.blockId)) errors.push({ field: `items.${i}.blockId`, message: 'is not a block of this case' });
    });
  }
  if (request.hospitalId && !(await em.count(Hospital, { id: request.hospitalId }))) errors.push({ field: 'hospitalId', message: 'is not a hospital' });
  const payer = request.billTo;
  if (payer?.type === 'hospital' && !(await em.count(Hospital, { id: payer.id }))) errors.push({ field: 'billTo.id', message: 'is not a hospital' });
  if (payer?.type === 'company' && !(await em.count(Cfgvalue, { id: payer.id, category: 'company' }))) errors.push({ field: 'billTo.id', message: 'is not a company' });
  if (errors.length) throw invalidInput(errors);
}
