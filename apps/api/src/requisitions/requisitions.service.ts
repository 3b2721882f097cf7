import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  buddhistYear,
  coded,
  issueError,
  labYear,
  normalizeRole,
  type CaseKind,
  type FieldError,
  type PrepareRequisitionResponse,
  type ReceiveRequisitionResponse,
  type RequisitionChanges,
  type RequisitionDto,
  type RequisitionListResponse,
  type RequisitionStatus,
} from '@pathdesk/contracts';
import { receivedCaseOf } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { hospitalCondition, hospitalScope, type HospitalScope } from '../identity/hospital-scope.js';
import { AuditService } from '../audit/audit.service.js';
import { invalidInput } from '../common/invalid-input.js';
import { escapeLike } from '../common/escape-like.js';
import { CasesService } from '../cases/cases.service.js';

const ENTITY = 'requisition';

/** A requisition's case as stored: the output of `requisitionCaseSchema`. */
type SentCase = Record<string, unknown> & { hospitalId: number; doctorId?: number | null };

interface RequisitionRow {
  id: number;
  code: string;
  kind: CaseKind;
  status: RequisitionStatus;
  hospitalId: number;
  hospitalName: string;
  doctorName: string | null;
  sent: SentCase;
  changes: RequisitionChanges | null;
  createdAt: Date;
  createdBy: string;
  receivedAt: Date | null;
  receivedBy: string | null;
  caseId: number | null;
  accessionNo: string | null;
  total?: number;
}

const SELECT = `select q.id, q.code, q.kind, q.status, q.hospital_id as "hospitalId", h.name_th as "hospitalName", d.name as "doctorName",
       q.sent, q.changes, q.created_at as "createdAt", q.created_by_username as "createdBy", q.received_at as "receivedAt",
       q.received_by_username as "receivedBy", q.case_id as "caseId", c.accession_no as "accessionNo"
  from requisition q
  join hospital h on h.id = q.hospital_id
  left join doctor d on d.id = (q.sent->>'doctorId')::int
  left join pathology_case c on c.id = q.case_id`;

/** RQ, the Buddhist-era year's last two digits, six digits: RQ69-000123. */
function requisitionCode(beYear: number, n: number): string {
  return `RQ${String(beYear % 100).padStart(2, '0')}-${String(n).padStart(6, '0')}`;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function toDto(row: RequisitionRow): RequisitionDto {
  const s = row.sent;
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    hn: text(s.hn),
    patientName: [s.patientTitle, s.patientFirstName, s.patientLastName].map(text).filter(Boolean).join(' '),
    doctorName: row.doctorName,
    priority: text(s.priority) || 'routine',
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    sent: s,
    changes: row.changes,
    receivedAt: row.receivedAt ? new Date(row.receivedAt).toISOString() : null,
    receivedBy: row.receivedBy,
    caseId: row.caseId,
    accessionNo: row.accessionNo,
  };
}

/** The fields the lab changed at receipt: each as the hospital sent it and as the lab registered it. */
function changesOf(sent: SentCase, requested: Record<string, unknown>, registered: Record<string, unknown>): RequisitionChanges {
  const changes: RequisitionChanges = {};
  for (const field of Object.keys(requested)) {
    if (field === 'receivedAt') continue;
    const before = sent[field] ?? null;
    const after = registered[field] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = { sent: before, received: after };
  }
  return changes;
}

/** Zod's issues of the case registered at receipt, as field errors under `changes.` */
function receiptErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ field: ['changes', ...issue.path].join('.'), message: issue.message, ...issueError(issue) }));
}

/**
 * Online requisitions (issue 28.4): a client hospital's account that may order (`app_user.may_order`)
 * orders one case for one of its hospitals; the lab prints nothing and retypes nothing — at receipt
 * (the scan of the requisition's code) the case is registered through CasesService with its accession
 * number, and what the lab changed is kept beside what was sent. Every read is scoped to the caller's
 * hospitals in the query (identity/hospital-scope.ts): another hospital's requisition is a 404.
 */
@Injectable()
export class RequisitionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly cases: CasesService,
  ) {}

  async prepare(actor: Actor): Promise<PrepareRequisitionResponse> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'h.id');
    const hospitals = await this.em.execute<{ id: number; name: string }[]>(
      `select h.id, h.name_th as name from hospital h where h.active and ${scope.sql} order by h.name_th, h.id`,
      scope.params,
    );
    const doctors = await this.em.execute<{ id: number; name: string; hospitalId: number }[]>(
      `select d.id, d.name, d.hospital_id as "hospitalId" from doctor d join hospital h on h.id = d.hospital_id where d.active and h.active and ${scope.sql} order by d.name, d.id`,
      scope.params,
    );
    const types = await this.em.execute<{ id: number; name: string; category: string }[]>(
      `select id, name, category from cfgvalue where category in ('cytologicaltype', 'gynecologicaltype') and status = 'active' order by sort_order, name, id`,
    );
    return {
      mayOrder: await this.mayOrder(actor),
      hospitals,
      doctors,
      cytologicalTypes: types.filter((t) => t.category === 'cytologicaltype').map(({ id, name }) => ({ id, name })),
      gynecologicalTypes: types.filter((t) => t.category === 'gynecologicaltype').map(({ id, name }) => ({ id, name })),
    };
  }

  async list(actor: Actor, query: { first: number; rows: number; status?: RequisitionStatus; search?: string }): Promise<RequisitionListResponse> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'q.hospital_id');
    const where = [scope.sql];
    const params: unknown[] = [...scope.params];
    if (query.status) {
      where.push('q.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      const prefix = `${escapeLike(query.search.toUpperCase())}%`;
      where.push(`(q.code like ? or q.sent->>'hn' like ? or c.accession_no like ?)`);
      params.push(prefix, `${escapeLike(query.search)}%`, prefix);
    }
    const rows = await this.em.execute<RequisitionRow[]>(
      `${SELECT.replace('select q.id,', 'select count(*) over ()::int as total, q.id,')} where ${where.join(' and ')} order by q.created_at desc, q.id desc limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    return { requisitions: rows.map(toDto), total: rows[0]?.total ?? (query.first ? await this.count(where, params) : 0) };
  }

  async get(actor: Actor, id: number, em: EntityManager = this.em, lock = false): Promise<RequisitionDto> {
    const scope = hospitalCondition(await hospitalScope(em, actor), 'q.hospital_id');
    const [row] = await em.execute<RequisitionRow[]>(`${SELECT} where q.id = ? and ${scope.sql}${lock ? ' for update of q' : ''}`, [id, ...scope.params]);
    if (!row) throw new NotFoundException(coded('requisition_not_found'));
    return toDto(row);
  }

  /**
   * A hospital orders one case. A guest needs its account's permission to order (403) and orders for
   * its own hospitals only (403 with the reason); the case's doctor and types are checked as a
   * registration checks them (400 at `case.<field>`). Numbered from the year's counter, audited.
   */
  async create(actor: Actor, request: { kind: CaseKind; case: SentCase }): Promise<RequisitionDto> {
    const scope = await hospitalScope(this.em, actor);
    if (normalizeRole(actor.role) === 'guest' && !(await this.mayOrder(actor))) throw new ForbiddenException(coded('may_not_order'));
    const sent = request.case;
    if (!inScope(scope, sent.hospitalId)) {
      throw new ForbiddenException({
        ...coded('order_for_own_hospitals', { hospitalId: sent.hospitalId }),
        errors: [{ field: 'case.hospitalId', ...coded('is_not_one_of_your_hospitals') }],
      });
    }
    const errors = await this.cases.referenceErrors(
      request.kind,
      {
        hospitalId: sent.hospitalId,
        doctorId: sent.doctorId ?? null,
        companyId: (sent.companyId as number | null | undefined) ?? null,
        cytoTypeId: (sent.cytoTypeId as number | null | undefined) ?? null,
        gynTypeId: (sent.gynTypeId as number | null | undefined) ?? null,
      },
      'case.',
    );
    if (errors.length) throw invalidInput(errors);
    const id = await this.em.transactional(async (em) => {
      const year = buddhistYear(labYear());
      const [counter] = await em.execute<{ n: number }[]>(
        `insert into requisition_counter (year, last_number) values (?, 1) on conflict (year) do update set last_number = requisition_counter.last_number + 1 returning last_number as n`,
        [year],
      );
      const code = requisitionCode(year, counter!.n);
      const [row] = await em.execute<{ id: number }[]>(
        `insert into requisition (code, kind, hospital_id, sent, created_by_id, created_by_username) values (?, ?, ?, ?::jsonb, ?, ?) returning id`,
        [code, request.kind, sent.hospitalId, JSON.stringify(sent), actor.id, actor.username ?? ''],
      );
      this.audit.record(actor, { action: 'create', entity: ENTITY, entityId: row!.id, after: { code, kind: request.kind, status: 'ordered', case: sent } }, em);
      await em.flush();
      return row!.id;
    });
    return this.get(actor, id);
  }

  /**
   * The lab receives a requisition: the case registered from what the hospital sent with the lab's
   * changes over it (checked as `POST /api/{kind}` checks one case; 400 at `changes.<field>`), numbered,
   * in one transaction with the requisition's receipt. A second receipt is 409 and registers nothing.
   */
  async receive(actor: Actor, id: number, changes: Record<string, unknown>): Promise<ReceiveRequisitionResponse> {
    return this.em.transactional(async (em) => {
      const requisition = await this.get(actor, id, em, true);
      if (requisition.status === 'received') {
        throw new ConflictException(coded('requisition_already_received', { code: requisition.code, accessionNo: requisition.accessionNo }));
      }
      const parsed = receivedCaseOf(requisition.kind, requisition.sent, changes, new Date().toISOString());
      if (!parsed.success) throw invalidInput(receiptErrors(parsed.error.issues));
      const registered = parsed.data as Record<string, unknown>;
      const cases = await this.cases.register(actor, requisition.kind, [parsed.data]);
      const changed = changesOf(requisition.sent as SentCase, changes, registered);
      const theCase = cases[0]!;
      await em.execute(
        `update requisition set status = 'received', changes = ?::jsonb, received = ?::jsonb, case_id = ?, received_by_username = ?, received_at = now() where id = ?`,
        [JSON.stringify(changed), JSON.stringify(registered), theCase.id, actor.username ?? '', id],
      );
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: { status: 'ordered' },
          after: { status: 'received', caseId: theCase.id, accessionNo: theCase.accessionNo, changes: changed },
        },
        em,
      );
      await em.flush();
      return { requisition: await this.get(actor, id, em), cases };
    });
  }

  private async mayOrder(actor: Actor): Promise<boolean> {
    if (normalizeRole(actor.role) !== 'guest') return true;
    if (actor.id === null) return false;
    const [row] = await this.em.execute<{ mayOrder: boolean }[]>(`select may_order as "mayOrder" from app_user where id = ? and deleted_at is null`, [actor.id]);
    return row?.mayOrder ?? false;
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from requisition q left join pathology_case c on c.id = q.case_id where ${where.join(' and ')}`,
      params,
    );
    return row?.n ?? 0;
  }
}

function inScope(scope: HospitalScope, hospitalId: number): boolean {
  return scope.all || scope.hospitalIds.includes(hospitalId);
}
