import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  labDay,
  LAB_TIME_ZONE,
  type DisposalDto,
  type DisposalsResponse,
  type DueItemDto,
  type DisposalRefusal,
  type DueItemsResponse,
  type LegalHoldDto,
  type RetentionPeriods,
} from '@pathdesk/contracts';
import type { disposalSchema, dueQuerySchema, listPageSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { LoginThrottleService } from '../identity/login-throttle.service.js';
import { verifyAgainstNothing, verifyPassword } from '../identity/password-hasher.js';
import { accountKey, USER_RULE } from '../identity/throttle-rules.js';
import { openSafetyReviews } from '../safety/open-reviews.js';
import { CustodySettingsService } from './custody-settings.service.js';
import { DISPOSAL_APPROVERS } from './domain/custody-access.js';
import { appendEvent } from './sql/custody-events.js';
import { identify, labelOf, lockItem, type CustodyItem } from './sql/custody-items.js';

type DueQuery = z.output<typeof dueQuerySchema>;
type Disposal = z.output<typeof disposalSchema>;
type Page = z.output<typeof listPageSchema>;

const receivedDay = `(c.received_at at time zone '${LAB_TIME_ZONE}')::date`;
const dueDay = (yearsParam: string) => `(${receivedDay} + make_interval(years => ${yearsParam}))::date`;

/** What is kept of each kind: its code, barcode and case, from pathology_case `c`. */
const KEPT: Record<'block' | 'slide' | 'requisition', { from: string; barcode: string; code: string }> = {
  block: { from: 'bench_block x join pathology_case c on c.id = x.case_id', barcode: `'BLK-' || x.id`, code: 'x.code' },
  slide: { from: 'bench_slide x join pathology_case c on c.id = x.case_id', barcode: `'SLD-' || x.id`, code: 'x.code' },
  requisition: { from: 'pathology_case c', barcode: `'REQ-' || c.id`, code: `'requisition'` },
};

/** Loans that keep a block from disposal: sent and not back, or kept by the requester. */
const LOAN_SQL = `select p.case_id as "caseId", (it ->> 'blockId')::int as "blockId", p.status, p.requester from paraffin_request p, jsonb_array_elements(p.items) it
  where p.status in ('sent', 'kept') and it ->> 'type' = 'block' and p.case_id in (?)`;

/** Why an item cannot be disposed of: its code and detail (for the screen) and the English sentence (for the API's errors). */
interface Refusal {
  code: DisposalRefusal;
  detail: string | null;
  text: string;
}

interface Refusable {
  barcode: string;
  kind: string;
  caseId: number;
  blockId: number | null;
}

/**
 * Retention: what is due for disposal (the case's received day + the kind's period, on the lab's
 * clock: due on the day the period ends, not the day before), legal holds, and disposals — a batch
 * approved by a second person with their password, refused whole if any item is on loan, under
 * legal hold, in an open correlation or look-back, retrieved, or not yet due. Disposal records are
 * append-only and kept forever. Reports are never disposed of.
 */
@Injectable()
export class RetentionService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly settings: CustodySettingsService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async due(query: DueQuery, today = labDay()): Promise<DueItemsResponse> {
    const retention = await this.settings.get();
    const kinds = query.kind ? [query.kind] : (['block', 'slide', 'requisition'] as const);
    const parts: string[] = [];
    const params: unknown[] = [];
    for (const kind of kinds) {
      const k = KEPT[kind];
      const years = yearsOf(retention.retention, kind);
      parts.push(`select ${k.barcode} as barcode, '${kind}' as "itemKind", ${k.code} as "itemCode", c.accession_no || ' ' || ${k.code} as label, c.id as "caseId",
                         c.kind as "caseKind", c.accession_no as "accessionNo", to_char(${receivedDay}, 'YYYY-MM-DD') as "receivedDay",
                         to_char(${dueDay('?::int')}, 'YYYY-MM-DD') as "dueDay", ${kind === 'block' ? 'x.id' : 'null::int'} as "blockId"
                    from ${k.from}
                   where c.received_at < ((?::date - make_interval(years => ?::int))::date + 2)::timestamp at time zone '${LAB_TIME_ZONE}'
                     and ${dueDay('?::int')} <= ?::date
                     and not exists (select 1 from custody_item i where i.barcode = ${k.barcode} and i.status = 'disposed')`);
      params.push(years, today, years, years, today);
    }
    const union = parts.join(' union all ');
    const rows = await this.em.execute<(DueItemDto & { blockId: number | null; total: number })[]>(
      `select u.*, count(*) over ()::int as total from (${union}) u order by u."dueDay", u."accessionNo", u."itemKind", u."itemCode" limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const refusals = await this.refusals(
      this.em,
      rows.map((r) => ({ barcode: r.barcode, kind: r.itemKind, caseId: r.caseId, blockId: r.blockId })),
    );
    const items = rows.map(({ blockId: _b, total: _t, ...row }) => {
      const refusal = refusals.get(row.barcode);
      return { ...row, refusal: refusal?.text ?? null, refusalCode: refusal?.code ?? null, refusalDetail: refusal?.detail ?? null };
    });
    return { items, total: rows[0]?.total ?? 0 };
  }

  async dispose(actor: Actor, request: Disposal, today = labDay()): Promise<DisposalDto> {
    const approver = await this.approver(actor, request.approver);
    const id = await this.em.transactional(async (em) => {
      const retention = (await this.settings.get(em)).retention;
      const codes = request.codes.map((c) => c.toUpperCase());
      const duplicate = codes.findIndex((c, i) => codes.indexOf(c) !== i);
      if (duplicate >= 0)
        throw new BadRequestException({
          message: `Invalid input — codes.${duplicate}: is listed twice`,
          errors: [{ field: `codes.${duplicate}`, message: 'is listed twice' }],
          code: 'invalid_input',
        });
      const identities = [];
      for (const [i, code] of codes.entries()) identities.push({ i, item: await identify(em, code, `codes.${i}`) });
      // Locked in barcode order, so two batches sharing items cannot deadlock.
      const locked = new Map<string, CustodyItem>();
      for (const { item } of [...identities].sort((a, b) => (a.item.barcode < b.item.barcode ? -1 : 1))) locked.set(item.barcode, await lockItem(em, item));
      const items = identities.map(({ i, item }) => ({ i, item: locked.get(item.barcode)! }));
      const errors: { field: string; message: string }[] = [];
      const refusals = await this.refusals(
        em,
        items.map(({ item }) => ({ barcode: item.barcode, kind: item.kind, caseId: item.caseId, blockId: item.kind === 'block' ? item.blockId : null })),
      );
      const dues = await em.execute<{ id: number; due: string }[]>(`select c.id, to_char(${receivedDay}, 'YYYY-MM-DD') as due from pathology_case c where c.id in (?)`, [
        [...new Set(items.map(({ item }) => item.caseId))],
      ]);
      const received = new Map(dues.map((d) => [d.id, d.due]));
      for (const { i, item } of items) {
        if (item.kind === 'specimen')
          errors.push({ field: `codes.${i}`, message: `${item.barcode} is a specimen container: only blocks, slides and requisitions are disposed of here` });
        else if (item.status === 'disposed') errors.push({ field: `codes.${i}`, message: `${item.barcode} was disposed of already` });
        else {
          const dueOn = addYears(received.get(item.caseId)!, yearsOf(retention, item.kind));
          if (dueOn > today) errors.push({ field: `codes.${i}`, message: `${item.barcode} (${labelOf(item)}) is kept until ${dueOn}` });
          else if (item.status === 'retrieved')
            errors.push({ field: `codes.${i}`, message: `${item.barcode} (${labelOf(item)}) was retrieved from the archive (${item.reason}): return it first` });
          const refusal = refusals.get(item.barcode);
          if (refusal) errors.push({ field: `codes.${i}`, message: `${item.barcode} (${labelOf(item)}) ${refusal.text}` });
        }
      }
      if (errors.length) {
        throw new ConflictException({
          message: `The batch was not disposed of: ${errors.map((e) => e.message).join('; ')}.`,
          errors,
          code: 'disposal_refused',
          params: { count: errors.length },
        });
      }
      const [disposal] = await em.execute<{ id: number }[]>(
        `insert into custody_disposal (by_id, by_username, approved_by_id, approved_by_username, reason) values (?, ?, ?, ?, ?) returning id`,
        [actor.id, actor.username, approver.id, approver.username, request.reason],
      );
      for (const { item } of items) {
        await em.execute(`insert into custody_disposal_item (disposal_id, item_id, barcode, item_kind, label, case_id, accession_no) values (?, ?, ?, ?, ?, ?, ?)`, [
          disposal!.id,
          item.id,
          item.barcode,
          item.kind,
          labelOf(item),
          item.caseId,
          item.accessionNo,
        ]);
        await appendEvent(
          em,
          actor,
          { itemId: item.id, caseId: item.caseId, action: 'disposal', reason: request.reason, disposalId: disposal!.id },
          { status: 'disposed', locationId: null, reason: request.reason },
        );
      }
      this.audit.record(
        actor,
        {
          action: 'delete',
          entity: 'custody_disposal',
          entityId: disposal!.id,
          after: { items: items.map(({ item }) => item.barcode), approvedBy: approver.username },
          reason: request.reason,
        },
        em,
      );
      await em.flush();
      return disposal!.id;
    });
    return this.disposal(id);
  }

  async disposal(id: number): Promise<DisposalDto> {
    const [row] = await this.em.execute<Omit<DisposalDto, 'items'>[]>(
      `select id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, by_username as by, approved_by_username as "approvedBy", reason from custody_disposal where id = ?`,
      [id],
    );
    if (!row) throw new NotFoundException({ message: `There is no disposal ${id}.`, code: 'unknown_disposal' });
    const items = await this.em.execute<DisposalDto['items']>(
      `select barcode, item_kind as "itemKind", label, case_id as "caseId", accession_no as "accessionNo" from custody_disposal_item where disposal_id = ? order by accession_no, label`,
      [id],
    );
    return { ...row, items };
  }

  async disposals(page: Page): Promise<DisposalsResponse> {
    const rows = await this.em.execute<(DisposalsResponse['disposals'][number] & { total: number })[]>(
      `select d.id, to_char(d.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, d.by_username as by, d.approved_by_username as "approvedBy", d.reason,
              (select count(*)::int from custody_disposal_item i where i.disposal_id = d.id) as count, count(*) over ()::int as total
         from custody_disposal d order by d.id desc limit ? offset ?`,
      [page.rows, page.first],
    );
    return { disposals: rows.map(({ total: _t, ...d }) => d), total: rows[0]?.total ?? 0 };
  }

  async hold(caseId: number): Promise<LegalHoldDto | null> {
    const [row] = await this.em.execute<LegalHoldDto[]>(
      `select case_id as "caseId", reason, set_by_username as "setBy", to_char(set_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "setAt" from custody_legal_hold where case_id = ?`,
      [caseId],
    );
    return row ?? null;
  }

  async setHold(actor: Actor, caseId: number, reason: string): Promise<LegalHoldDto> {
    await this.em.transactional(async (em) => {
      const [theCase] = await em.execute<{ id: number }[]>(`select id from pathology_case where id = ? for update`, [caseId]);
      if (!theCase) throw new NotFoundException({ message: 'No such case.', code: 'case_not_found' });
      const before = await this.hold(caseId);
      await em.execute(
        `insert into custody_legal_hold (case_id, reason, set_by_username) values (?, ?, ?)
         on conflict (case_id) do update set reason = excluded.reason, set_by_username = excluded.set_by_username, set_at = now()`,
        [caseId, reason, actor.username],
      );
      this.audit.record(
        actor,
        { action: before ? 'update' : 'create', entity: 'custody_legal_hold', entityId: caseId, before: before ? { reason: before.reason } : null, after: { reason } },
        em,
      );
      await em.flush();
    });
    return (await this.hold(caseId))!;
  }

  async liftHold(actor: Actor, caseId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ reason: string }[]>(`delete from custody_legal_hold where case_id = ? returning reason`, [caseId]);
      if (!row) throw new NotFoundException({ message: 'The case is not under legal hold.', code: 'no_legal_hold' });
      this.audit.record(actor, { action: 'delete', entity: 'custody_legal_hold', entityId: caseId, before: { reason: row.reason } }, em);
      await em.flush();
    });
  }

  /** Why each item may not be disposed of (absent: it may): a loan, a legal hold, an open safety review. */
  private async refusals(em: EntityManager, items: readonly Refusable[]): Promise<Map<string, Refusal>> {
    const out = new Map<string, Refusal>();
    const caseIds = [...new Set(items.map((i) => i.caseId))];
    if (!caseIds.length) return out;
    const holds = new Map(
      (await em.execute<{ case_id: number; reason: string }[]>(`select case_id, reason from custody_legal_hold where case_id in (?)`, [caseIds])).map((h) => [h.case_id, h.reason]),
    );
    const loans = await em.execute<{ caseId: number; blockId: number; status: string; requester: string }[]>(LOAN_SQL, [caseIds]);
    const reviews = await openSafetyReviews(em, caseIds);
    for (const item of items) {
      const loan = item.blockId === null ? undefined : loans.find((l) => l.blockId === item.blockId);
      const review = reviews.find((r) => r.caseId === item.caseId);
      const hold = holds.get(item.caseId);
      const why: Refusal | null = loan
        ? loan.status === 'sent'
          ? { code: 'on-loan', detail: loan.requester, text: `is on loan to ${loan.requester}` }
          : { code: 'kept-on-loan', detail: loan.requester, text: `was kept by ${loan.requester}` }
        : hold !== undefined
          ? { code: 'legal-hold', detail: hold, text: `is under legal hold (${hold})` }
          : review
            ? review.kind === 'correlation'
              ? { code: 'open-correlation', detail: null, text: 'is part of an open correlation review' }
              : { code: 'open-look-back', detail: null, text: 'is part of an open look-back review' }
            : null;
      if (why) out.set(item.barcode, why);
    }
    return out;
  }

  /** The second person: an active staff account other than the one disposing, with their password. */
  private async approver(actor: Actor, given: Disposal['approver']): Promise<{ id: number; username: string }> {
    const [row] = await this.em.execute<{ id: number; username: string; role: string; password_hash: string }[]>(
      `select id, username, role, password_hash from app_user where lower(username) = lower(?) and deleted_at is null`,
      [given.username],
    );
    const key = accountKey(row?.username ?? given.username);
    const correct = await this.throttle.guess(key, USER_RULE, () => (row ? verifyPassword(row.password_hash, given.password) : verifyAgainstNothing(given.password)));
    if (!correct || !row) throw approverRefused('the account or password is not correct', 'approver.password');
    if (row.id === actor.id) throw approverRefused('the approver must be a second person, not the one disposing', 'approver.username');
    if (!(DISPOSAL_APPROVERS as readonly string[]).includes(row.role)) throw approverRefused('the approver must be lab staff or an administrator', 'approver.username');
    return { id: row.id, username: row.username };
  }
}

function approverRefused(why: string, field: string): BadRequestException {
  return new BadRequestException({ ...coded('approver_refused', { reason: why }), errors: [{ field, message: why }], code: 'approver_refused', params: { reason: why } });
}

function yearsOf(retention: RetentionPeriods, kind: string): number {
  return kind === 'block' ? retention.blockYears : kind === 'slide' ? retention.slideYears : retention.requisitionYears;
}

/** yyyy-mm-dd + whole years; 29 February becomes 28 February in a year that has none (as PostgreSQL does). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
