import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { OptimisticLockError, UniqueConstraintViolationException, type EntityClass } from '@mikro-orm/core';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  CASE_COUNT_CAP,
  CASE_SEARCH_COUNT_CAP,
  ageAt,
  CLINICAL_FIELDS,
  formatAccessionNumber,
  hasRole,
  labDay,
  labYear,
  type CaseDto,
  type CaseHistoryEntry,
  type CaseInput,
  type CaseKind,
  type CaseListItem,
  type CaseUpdate,
  type FieldError,
  type PrepareRegisterResponse,
} from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { CfgvaluesService } from '../lookups/cfgvalues/cfgvalues.service.js';
import { Doctor } from '../lookups/doctors/doctor.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { HospitalsService } from '../lookups/hospitals/hospitals.service.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';
import { toSettingPrefixDto } from '../lookups/prefixes/setting-prefix.mapper.js';
import { CaseClock } from './case-clock.js';
import { decodeCursor, encodeCursor, isKeysetSort } from './case-cursor.js';
import { toHistoryEntry, type CaseAuditRow } from './case-history.js';
import { afterCursor, caseConditions, caseOrder, searchTarget, type CaseListQuery, type Sql } from './case-list.js';
import { differingFields, fieldsFromInput, fieldsOfCase, pick, requestedFields, type CaseFieldName, type CaseFields } from './case.mapper.js';
import { loadReferences, referenceErrors, referenceIds, type CaseRefs } from './case-references.js';
import { insertRegistration } from './case-registration.js';
import { caseById, LIST_COLUMNS, LIST_JOINS, rowToCaseDto, rowToListItem, type CaseListRow } from './case-rows.js';
import { assertEditable, assertTransition } from './case-status.js';
import { PathologyCase } from './pathology-case.entity.js';

/** The audit log's name for cases. */
export const CASE_ENTITY = 'pathology_case';

export interface CasePage {
  items: CaseListItem[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

const KIND_LABELS: Record<CaseKind, string> = { surgical: 'surgical', cytological: 'cytological', gynecological: 'gynecological' };

/** Which relation each reference field sets on the entity. */
const RELATIONS: Record<string, [property: string, type: EntityClass<object>]> = {
  hospitalId: ['hospital', Hospital],
  doctorId: ['doctor', Doctor],
  companyId: ['company', Cfgvalue],
  gynTypeId: ['gynType', Cfgvalue],
  cytoTypeId: ['cytoType', Cfgvalue],
};

@Injectable()
export class CasesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly clock: CaseClock,
    private readonly cfgvalues: CfgvaluesService,
    private readonly hospitals: HospitalsService,
  ) {}

  /**
   * A worklist page and the size of the list (see LIST_PLAN). With a cursor the page continues after
   * that row (keyset), at any depth; otherwise `first` is an offset (at most CASE_COUNT_CAP).
   */
  async list(kind: CaseKind, query: CaseListQuery): Promise<CasePage> {
    const cursor = query.cursor ? decodeCursor(query.cursor, query.sortField, query.sortOrder) : null;
    const plan: ListPlan = {
      where: caseConditions(kind, query),
      order: caseOrder(query.sortField, query.sortOrder),
      after: cursor ? afterCursor(cursor) : null,
      limit: query.rows + 1,
      offset: cursor ? 0 : query.first,
    };
    const search = searchesText(query);
    let rows: CaseListRow[];
    let count: number;
    let cap = CASE_COUNT_CAP;
    if (!search) {
      [rows, count] = await Promise.all([pageOf(this.em, plan), countOf(this.em, plan.where, CASE_COUNT_CAP)]);
    } else {
      cap = CASE_SEARCH_COUNT_CAP;
      const run = async (em: EntityManager): Promise<[CaseListRow[], number]> => {
        const found = await matchesPage(em, plan);
        const matches = found.length ? found[0]!.matches : plan.offset > 0 || plan.after ? await countOf(em, plan.where, cap) : 0;
        // Many matches: they are dense, and walking the sort's index finds a page of them soonest.
        return matches > cap ? [await pageOf(em, plan), matches] : [found, matches];
      };
      [rows, count] =
        search === 'trigram'
          ? await this.em.transactional(
              async (em) => {
                await em.execute('set local enable_seqscan = off');
                return run(em);
              },
              { readOnly: true },
            )
          : await run(this.em);
    }
    const page = rows.slice(0, query.rows);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.rows && last && isKeysetSort(query.sortField)
        ? encodeCursor({
            sortField: query.sortField,
            sortOrder: query.sortOrder,
            value: query.sortField === 'receivedAt' ? last.received_key : last.accession_no,
            id: last.id,
          })
        : null;
    return { items: page.map(rowToListItem), total: Math.min(count, cap), totalCapped: count > cap, nextCursor };
  }

  async get(kind: CaseKind, id: number): Promise<CaseDto> {
    const found = await caseById(this.em, kind, id);
    if (!found) throw notFound(kind);
    return found;
  }

  /** The case's audit records, newest first, each with the fields it changed. */
  async history(kind: CaseKind, id: number): Promise<CaseHistoryEntry[]> {
    const [exists] = await this.em.execute<{ id: number }[]>('select id from pathology_case where id = ? and kind = ?', [id, kind]);
    if (!exists) throw notFound(kind);
    const rows = await this.em.execute<CaseAuditRow[]>(
      `select id, floor(extract(epoch from at) * 1000)::float8 as at_ms, action, actor_username, before, after, reason
         from audit_log where entity = ? and entity_id = ? order by id desc`,
      [CASE_ENTITY, String(id)],
    );
    return rows.map(toHistoryEntry);
  }

  /** What the registration form needs: the number it would get now, the prefix, the lists. */
  async prepareRegister(kind: CaseKind): Promise<PrepareRegisterResponse> {
    const now = this.clock.now();
    const prefix = await this.em.findOne(SettingPrefix, { kind, status: 'active' });
    let nextAccessionNo: string | null = null;
    if (prefix) {
      const year = labYear(now);
      const [counter] = await this.em.execute<{ last_number: number }[]>('select last_number from accession_counter where prefix_id = ? and year = ?', [
        prefix.id,
        year,
      ]);
      nextAccessionNo = formatAccessionNumber(prefix, year, (counter?.last_number ?? 0) + 1);
    }
    const lookups: PrepareRegisterResponse['lookups'] = {
      ...(await this.cfgvalues.options('prefixs')),
      ...(await this.cfgvalues.options('companies')),
      ...(await this.hospitals.options()),
    };
    if (kind === 'cytological') Object.assign(lookups, await this.cfgvalues.options('cytologicaltypes'));
    if (kind === 'gynecological') Object.assign(lookups, await this.cfgvalues.options('gynecologicaltypes'));
    return {
      kind,
      nextAccessionNo,
      prefix: prefix ? toSettingPrefixDto(prefix, now) : null,
      defaultPrice: prefix ? Number(prefix.defaultPrice) : 0,
      lookups,
    };
  }

  /**
   * Registers the cases of one requisition (one, or a batch): every check first — all errors
   * together, 400 naming the fields (a batch's as cases.<i>.<field>) — then one statement that
   * numbers, inserts and audits them all (case-registration.ts). Nothing is written on any error.
   */
  async register(actor: Actor, kind: CaseKind, inputs: CaseInput[], { batch = false } = {}): Promise<CaseDto[]> {
    const refs = await loadReferences(this.em, referenceIds(inputs.map(refsOf)), { activeFor: kind });
    const prefix = refs.prefix;
    if (!prefix) throw noActivePrefix(kind);
    const errors: FieldError[] = [];
    const cases = inputs.map((input, i) => {
      const path = batch ? `cases.${i}.` : '';
      const receivedAt = new Date(input.receivedAt);
      const ageYears = input.birthDate ? ageAt(input.birthDate, receivedAt) : (input.ageYears ?? null);
      const fields = fieldsFromInput(kind, input, { price: input.price ?? prefix.defaultPrice, ageYears });
      errors.push(...referenceErrors(refsOf(input), refs, () => true, path), ...dateErrors(fields, path));
      return fields;
    });
    if (errors.length) throw invalid(errors);
    const year = labYear(this.clock.now());
    let rows;
    try {
      rows = await insertRegistration(this.em, { kind, prefix, year, cases, actor });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw numberTaken(prefix.letters);
      throw error;
    }
    if (rows.length !== inputs.length) {
      throw new ConflictException('The accession prefix of these cases was changed while they were being registered: nothing was registered. Try again.');
    }
    return rows.map(rowToCaseDto);
  }

  /**
   * Edits a case (fields sent, `version` as read), and/or cancels it (status 'cancelled' with a
   * reason). Doctors edit only the clinical fields. Answers the case as it now is.
   */
  async update(actor: Actor, kind: CaseKind, id: number, request: CaseUpdate): Promise<CaseDto> {
    if (hasRole(actor.role, ['doctor'])) assertClinicalOnly(request);
    try {
      await this.em.transactional(async (em) => {
        const entity = await em.findOne(PathologyCase, { id, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!entity) throw notFound(kind);
        if (request.version !== entity.version) throw stale();
        const { version: _version, status, cancelReason, ...changes } = request;
        const cancelling = status === 'cancelled';
        const current = fieldsOfCase(entity);
        const requested = requestedFields(kind, changes);
        const next: CaseFields = { ...current, ...requested };
        const refs = await loadReferences(em, referenceIds([next]), { id: entity.prefix.id });
        if (requested.price === null) next.price = refs.prefix!.defaultPrice; // back to the kind's price
        // With a birth date the age is the computed one, whatever was sent.
        if (next.birthDate && ['birthDate', 'receivedAt', 'ageYears'].some((field) => field in requested)) {
          next.ageYears = ageAt(next.birthDate, new Date(next.receivedAt));
        }
        const changed = differingFields(current, next);
        if (!changed.length && !cancelling) return; // nothing to change: no new version, no audit record
        if (changed.length) assertEditable(entity.status);
        if (cancelling) assertTransition(entity.status, 'cancelled');
        const errors = [...referenceErrors(next, refs, (field) => changed.includes(field)), ...dateErrors(next, '', changed)];
        if (errors.length) throw invalid(errors);

        applyFields(em, entity, next, changed);
        const before: Record<string, unknown> = pick(current, changed);
        const after: Record<string, unknown> = pick(next, changed);
        if (cancelling) {
          Object.assign(before, { status: entity.status });
          entity.status = 'cancelled';
          entity.cancelReason = cancelReason!;
          entity.cancelledAt = new Date();
          Object.assign(after, { status: 'cancelled', cancelReason: entity.cancelReason });
        }
        this.audit.record(
          actor,
          { action: cancelling ? 'cancel' : 'update', entity: CASE_ENTITY, entityId: id, before, after, reason: cancelling ? entity.cancelReason : null },
          em,
        );
        await em.flush();
      });
    } catch (error) {
      if (error instanceof OptimisticLockError) throw stale();
      throw error;
    }
    return this.get(kind, id);
  }
}

/**
 * LIST_PLAN — how a worklist is read (measured at 1,000,000 cases by tools/bench/cases.mjs).
 *
 * - A plain list (filters on kind, status, hospital, doctor, dates): the page walks the index of
 *   its sort — (kind, received_at, id) for the default — to the page's ids, then reads those rows
 *   with their names; beside it (in parallel) the count stops at CASE_COUNT_CAP + 1 rows, read from
 *   the indexes alone (each filter index carries the other filter column).
 * - A search (the search box, or a "contains" filter on names): matches are found through their
 *   indexes — names by trigram, accession numbers and HNs by prefix — at most
 *   CASE_SEARCH_COUNT_CAP + 1 of them, materialised; the page is sorted from those, and their
 *   number is the total. Counting more matches would mean rechecking thousands of rows against
 *   the pattern (a common first name: ~50 ms), so a search reports "1,000+" instead. When there
 *   are more matches than that, they are dense, and the plain page walk finds a page soonest.
 *   PostgreSQL misjudges trigram searches (see TEXT_SEARCH_PLAN in doctors.service.ts): for
 *   patterns of three characters or more it plans them with sequential scans turned off.
 */
interface ListPlan {
  where: Sql;
  order: { sql: string; hospital: boolean };
  after: Sql | null;
  limit: number;
  offset: number;
}

/** Whether a list query searches text: by trigram (names, 3+ characters), or otherwise. */
function searchesText(query: CaseListQuery): 'trigram' | 'other' | null {
  const names = query.filters?.patientName?.constraints.filter((c) => c.matchMode === 'contains').map((c) => String(c.value)) ?? [];
  const terms = [...(query.search && searchTarget(query.search) === 'names' ? [query.search] : []), ...names];
  if (terms.some((term) => term.length >= 3)) return 'trigram';
  return query.search || names.length ? 'other' : null;
}

function pageOf(em: EntityManager, plan: ListPlan): Promise<CaseListRow[]> {
  const hospital = plan.order.hospital ? 'join hospital h on h.id = c.hospital_id' : '';
  const where = plan.after ? `${plan.where.sql} and ${plan.after.sql}` : plan.where.sql;
  return em.execute<CaseListRow[]>(
    `select ${LIST_COLUMNS}
       from (select c.id from pathology_case c ${hospital} where ${where} order by ${plan.order.sql} limit ? offset ?) p
       join pathology_case c on c.id = p.id ${LIST_JOINS}
      order by ${plan.order.sql}`,
    [...plan.where.params, ...(plan.after?.params ?? []), plan.limit, plan.offset],
  );
}

/** The rows of a search page, each with the number of matches (at most CASE_SEARCH_COUNT_CAP + 1). */
function matchesPage(em: EntityManager, plan: ListPlan): Promise<(CaseListRow & { matches: number })[]> {
  const hospital = plan.order.hospital ? 'join hospital h on h.id = c.hospital_id' : '';
  return em.execute<(CaseListRow & { matches: number })[]>(
    `with m as materialized (select c.id from pathology_case c where ${plan.where.sql} limit ?),
     p as (select c.id from m join pathology_case c on c.id = m.id ${hospital} ${plan.after ? `where ${plan.after.sql}` : ''}
           order by ${plan.order.sql} limit ? offset ?)
     select ${LIST_COLUMNS}, (select count(*) from m)::int as matches
       from p join pathology_case c on c.id = p.id ${LIST_JOINS}
      order by ${plan.order.sql}`,
    [...plan.where.params, CASE_SEARCH_COUNT_CAP + 1, ...(plan.after?.params ?? []), plan.limit, plan.offset],
  );
}

/** How many rows match, counting no further than `cap` + 1. */
async function countOf(em: EntityManager, where: Sql, cap: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from (select 1 from pathology_case c where ${where.sql} limit ?) s`, [
    ...where.params,
    cap + 1,
  ]);
  return row!.n;
}

function refsOf(input: CaseInput): CaseRefs {
  return {
    hospitalId: input.hospitalId,
    doctorId: input.doctorId ?? null,
    companyId: input.companyId ?? null,
    gynTypeId: input.gynTypeId ?? null,
    cytoTypeId: input.cytoTypeId ?? null,
  };
}

/**
 * Dates that must agree with the reception: the collection before it, the birth and the last
 * period on or before its day. For an edit (`changed` given), only when one of them changed.
 */
function dateErrors(fields: CaseFields, path: string, changed?: readonly CaseFieldName[]): FieldError[] {
  const involved: CaseFieldName[] = ['receivedAt', 'collectedAt', 'birthDate', 'lmp'];
  if (changed && !involved.some((field) => changed.includes(field))) return [];
  const errors: FieldError[] = [];
  const received = new Date(fields.receivedAt);
  const receivedDay = labDay(received);
  if (fields.collectedAt && new Date(fields.collectedAt) > received) errors.push({ field: `${path}receivedAt`, message: 'cannot be before the collection' });
  if (fields.birthDate && fields.birthDate > receivedDay) errors.push({ field: `${path}birthDate`, message: 'cannot be after the reception' });
  if (fields.lmp && fields.lmp > receivedDay) errors.push({ field: `${path}lmp`, message: 'cannot be after the reception' });
  return errors;
}

function applyFields(em: EntityManager, entity: PathologyCase, next: CaseFields, changed: readonly CaseFieldName[]): void {
  const target = entity as unknown as Record<string, unknown>;
  for (const field of changed) {
    const value = next[field];
    if (field in RELATIONS) {
      const [property, type] = RELATIONS[field]!;
      target[property] = value === null || value === undefined ? null : em.getReference(type, value as number);
    } else if (field === 'collectedAt' || field === 'receivedAt') {
      target[field] = value ? new Date(value as string) : null;
    } else {
      target[field] = value;
    }
  }
}

function assertClinicalOnly(request: CaseUpdate): void {
  const others = Object.keys(request).filter((field) => field !== 'version' && !(CLINICAL_FIELDS as readonly string[]).includes(field));
  if (!others.length) return;
  throw new ForbiddenException({
    message: `A doctor may edit only the clinical fields (${CLINICAL_FIELDS.join(', ')}), not ${others.join(', ')}.`,
    errors: others.map((field) => ({
      field,
      message: field === 'status' || field === 'cancelReason' ? 'lab staff cancel cases' : 'is not a clinical field',
    })),
  });
}

function invalid(errors: FieldError[]): BadRequestException {
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new BadRequestException({ message: `Invalid input — ${summary}`, errors });
}

function notFound(kind: CaseKind): NotFoundException {
  return new NotFoundException(`No such ${KIND_LABELS[kind]} case.`);
}

function stale(): ConflictException {
  return new ConflictException({ message: 'The case was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
}

function noActivePrefix(kind: CaseKind): ConflictException {
  return new ConflictException(
    `There is no active accession prefix for ${KIND_LABELS[kind]} cases, so they cannot be numbered: an administrator activates one in Settings → Prefixes.`,
  );
}

function numberTaken(letters: string): ConflictException {
  return new ConflictException(
    `The next accession number of prefix "${letters}" is already taken (another prefix makes the same numbers): an administrator changes one of them in Settings → Prefixes.`,
  );
}
