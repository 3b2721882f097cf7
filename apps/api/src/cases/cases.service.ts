import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ageAt,
  CASE_COUNT_CAP,
  CASE_SEARCH_COUNT_CAP,
  caseDateErrors,
  formatAccessionNumber,
  hasRole,
  labYear,
  type CaseDto,
  type CaseFieldName,
  type CaseFields,
  type CaseHistoryEntry,
  type CaseKind,
  type CasePage,
  type CasePartDto,
  type CaseStatus,
  type CaseUpdate,
  type CaseValues,
  type FieldError,
  type PrepareRegisterResponse,
} from '@pathdesk/contracts';
import { caseFieldsFromParts, caseFieldsOf, CLINICAL_FIELDS } from '@pathdesk/contracts/schemas';
import type { Actor } from '../identity/actor.js';
import { auditInsertOf, historyOf } from '../audit/audit-sql.js';
import { cappedTotal, countUpTo } from '../common/capped-count.js';
import type { Sql } from '../common/sql.js';
import { CfgvaluesService } from '../lookups/cfgvalues/cfgvalues.service.js';
import { HospitalsService } from '../lookups/hospitals/hospitals.service.js';
import { SettingPrefix } from '../lookups/prefixes/setting-prefix.entity.js';
import { toSettingPrefixDto } from '../lookups/prefixes/setting-prefix.mapper.js';
import { CaseClock } from './domain/case-clock.js';
import { decodeCursor, encodeCursor, isKeysetSort } from './sql/case-cursor.js';
import { CASE_ENTITY } from './domain/case-entity-name.js';
import { toHistoryEntry } from './domain/case-history.js';
import { afterCursor, caseConditions, caseOrder, searchTarget, SORT_KEY_COLUMNS, type CaseListQuery } from './sql/case-list.js';
import { differingFields, fieldsFromInput, pick, requestedFields } from './domain/case-fields.js';
import { loadReferences, referenceErrors, referenceIds, type CaseRefs } from './domain/case-references.js';
import { insertRegistration } from './sql/case-registration.js';
import { caseById, LIST_COLUMNS, LIST_JOINS, rowToCaseDto, rowToListItem, type CaseListRow } from './sql/case-rows.js';
import { assertEditable, assertTransition } from './domain/case-status.js';
import { assignSql, readFieldSql } from './sql/case-columns.js';
import { caseNotFound, KIND_LABELS } from './domain/case-kinds.js';
import { invalidInput } from '../common/invalid-input.js';
import { assertRemovable, nextPartsOf, onePart, partDateErrors, pickDefined, readParts, writeParts } from './domain/case-parts.js';

@Injectable()
export class CasesService {
  constructor(
    private readonly em: EntityManager,
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
            value: query.sortField === 'receivedAt' ? last.receivedKey : last.accessionNo,
            id: last.id,
          })
        : null;
    return { items: page.map(rowToListItem), ...cappedTotal(count, cap), nextCursor };
  }

  async get(kind: CaseKind, id: number): Promise<CaseDto> {
    const found = await caseById(this.em, kind, id);
    if (!found) throw caseNotFound(kind);
    return found;
  }

  /** The case's audit records, newest first, each with the fields it changed. */
  async history(kind: CaseKind, id: number): Promise<CaseHistoryEntry[]> {
    const [exists] = await this.em.execute<{ id: number }[]>('select id from pathology_case where id = ? and kind = ?', [id, kind]);
    if (!exists) throw caseNotFound(kind);
    return (await historyOf(this.em, CASE_ENTITY, id)).map(toHistoryEntry);
  }

  /** What the registration form needs: the number it would get now, the prefix, the lists. */
  async prepareRegister(kind: CaseKind): Promise<PrepareRegisterResponse> {
    const now = this.clock.now();
    const prefix = await this.em.findOne(SettingPrefix, { kind, status: 'active' });
    let nextAccessionNo: string | null = null;
    if (prefix) {
      const year = labYear(now);
      const [counter] = await this.em.execute<{ lastNumber: number }[]>('select last_number as "lastNumber" from accession_counter where prefix_id = ? and year = ?', [
        prefix.id,
        year,
      ]);
      nextAccessionNo = formatAccessionNumber(prefix, year, (counter?.lastNumber ?? 0) + 1);
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
   * The lookups a case to be registered refers to, checked as a registration checks them (a known,
   * active hospital and doctor of that hospital, the kind's types), without registering it: an online
   * requisition is checked so when a hospital orders it (issue 28.4). `path` prefixes the fields.
   */
  async referenceErrors(kind: CaseKind, input: CaseRefs, path = ''): Promise<FieldError[]> {
    const refs = await loadReferences(this.em, referenceIds([input]), { activeFor: kind });
    return referenceErrors(input, refs, () => true, path);
  }

  /**
   * Registers the cases of one requisition (one, or a batch): every check first — all errors
   * together, 400 naming the fields (a batch's as cases.<i>.<field>) — then one statement that
   * numbers, inserts and audits them all (case-registration.ts). Nothing is written on any error.
   */
  async register(actor: Actor, kind: CaseKind, inputs: RegistrationInput[], { batch = false } = {}): Promise<CaseDto[]> {
    const refs = await loadReferences(this.em, referenceIds(inputs.map(refsOf)), { activeFor: kind });
    const prefix = refs.prefix;
    if (!prefix) throw noActivePrefix(kind);
    const errors: FieldError[] = [];
    const cases = inputs.map((input, i) => {
      const path = batch ? `cases.${i}.` : '';
      const ageYears = input.birthDate ? ageAt(input.birthDate, input.receivedAt) : (input.ageYears ?? null);
      const fields = fieldsFromInput(kind, input, { price: input.price ?? prefix.defaultPrice, ageYears });
      errors.push(...referenceErrors(refsOf(input), refs, () => true, path), ...caseDateErrors(fields, path));
      return fields;
    });
    if (errors.length) throw invalidInput(errors);
    const year = labYear(this.clock.now());
    const parts = inputs.map((input, i) => input.parts ?? [onePart(cases[i]!)]);
    let rows;
    try {
      rows = await insertRegistration(this.em, { kind, prefix, year, cases, parts, actor });
    } catch (error) {
      // a prepared statement's error is pg's own (23505: unique violation), not the ORM's
      if (error instanceof UniqueConstraintViolationException || (error as { code?: unknown }).code === '23505') throw numberTaken(prefix.letters);
      throw error;
    }
    if (rows.length !== inputs.length) {
      throw new ConflictException('The accession prefix of these cases was changed while they were being registered: nothing was registered. Try again.');
    }
    return rows.map((row, i) => rowToCaseDto({ ...row, parts: parts[i]! }));
  }

  /**
   * Edits a case (fields sent, `version` as read), and/or cancels it (status 'cancelled' with a
   * reason). Doctors edit only the clinical fields. Answers the case as it now is.
   */
  async update(actor: Actor, kind: CaseKind, id: number, request: CaseUpdate): Promise<CaseDto> {
    if (hasRole(actor.role, ['doctor'])) assertClinicalOnly(request);
    await this.em.transactional(async (em) => {
      const [row] = await em.execute<StoredCase[]>(
        `select ${caseFieldsOf(kind)
          .map((field) => readFieldSql(field))
          .join(', ')}, c.status as "currentStatus", c.version as "currentVersion", c.prefix_id as "prefixId"
           from pathology_case c where c.id = ? and c.kind = ? for update`,
        [id, kind],
      );
      if (!row) throw caseNotFound(kind);
      const { currentStatus, currentVersion, prefixId, ...current } = row;
      if (request.version !== currentVersion) throw stale();
      const { version: _version, status, cancelReason, parts: partsSent, ...changes } = request;
      const cancelling = status === 'cancelled';
      const requested = requestedFields(kind, changes);
      const currentParts = await readParts(em, id);
      const nextParts = nextPartsOf(currentParts, partsSent, requested);
      if (partsSent) {
        // The case's one-line specimen follows its parts; its containers and collection too, unless sent.
        const { collectedAt, ...derived } = caseFieldsFromParts(nextParts);
        Object.assign(requested, { ...derived, ...(collectedAt ? { collectedAt } : {}), ...pickDefined(requested, ['containers', 'collectedAt']) });
      }
      const next: CaseFields = { ...current, ...requested };
      const refs = await loadReferences(em, referenceIds([next]), { id: prefixId });
      if (requested.price === null) next.price = refs.prefix!.defaultPrice; // back to the kind's price
      // With a birth date the age is the computed one, whatever was sent.
      if (next.birthDate && ['birthDate', 'receivedAt', 'ageYears'].some((field) => field in requested)) {
        next.ageYears = ageAt(next.birthDate, next.receivedAt);
      }
      const changed = differingFields(current, next);
      const partsChanged = JSON.stringify(currentParts) !== JSON.stringify(nextParts);
      if (!changed.length && !partsChanged && !cancelling) return; // nothing to change: no new version, no audit record
      if (changed.length || partsChanged) assertEditable(currentStatus);
      if (cancelling) assertTransition(currentStatus, 'cancelled');
      const datesChanged = changed.some((field) => DATE_FIELDS.includes(field));
      const errors = [
        ...referenceErrors(next, refs, (field) => changed.includes(field)),
        ...(datesChanged ? caseDateErrors(next) : []),
        ...((partsSent && partsChanged) || (datesChanged && nextParts.length > 1) ? partDateErrors(nextParts, next.receivedAt) : []),
      ];
      if (errors.length) throw invalidInput(errors);
      if (partsChanged) await assertRemovable(em, id, currentParts, nextParts);

      const before = pick(current, changed);
      const after = pick(next, changed);
      // Parts sent are audited as a whole; a one-part case's part A following its specimen is the specimen's change.
      if (partsChanged && partsSent) {
        Object.assign(before, { parts: currentParts });
        Object.assign(after, { parts: nextParts });
      }
      const sets = changed.map(assignSql);
      const params: unknown[] = changed.map((field) => next[field] ?? null);
      if (cancelling) {
        Object.assign(before, { status: currentStatus });
        Object.assign(after, { status: 'cancelled', cancelReason });
        sets.push(`status = 'cancelled'`, 'cancel_reason = ?', 'cancelled_at = now()');
        params.push(cancelReason);
      }
      const audit = auditInsertOf(actor, {
        action: cancelling ? 'cancel' : 'update',
        entity: CASE_ENTITY,
        source: 'changed',
        idColumn: 'changed.id',
        before,
        after,
        reason: cancelling ? cancelReason : null,
      });
      await em.execute(
        `with changed as (update pathology_case set ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} where id = ? returning id) ${audit.sql}`,
        [...params, id, ...audit.params],
      );
      if (partsChanged) await writeParts(em, id, nextParts);
    });
    return this.get(kind, id);
  }
}

/** A case to register: its fields, and its parts (without them, one part A from its specimen). */
type RegistrationInput = CaseValues & { parts?: CasePartDto[] };

/** A case's fields as stored, locked for an edit, with what the edit checks. */
type StoredCase = CaseFields & { currentStatus: CaseStatus; currentVersion: number; prefixId: number };

/** The dates whose order caseDateErrors checks: an edit rechecks it when one of them changes. */
const DATE_FIELDS: readonly CaseFieldName[] = ['receivedAt', 'collectedAt', 'birthDate', 'lmp'];

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
    `with m as materialized (select ${SORT_KEY_COLUMNS.join(', ')} from pathology_case c where ${plan.where.sql} limit ?),
     p as (select c.id from m c ${hospital} ${plan.after ? `where ${plan.after.sql}` : ''}
           order by ${plan.order.sql} limit ? offset ?)
     select ${LIST_COLUMNS}, (select count(*) from m)::int as matches
       from p join pathology_case c on c.id = p.id ${LIST_JOINS}
      order by ${plan.order.sql}`,
    [...plan.where.params, CASE_SEARCH_COUNT_CAP + 1, ...(plan.after?.params ?? []), plan.limit, plan.offset],
  );
}

/** How many cases match, counting no further than `cap` + 1. */
function countOf(em: EntityManager, where: Sql, cap: number): Promise<number> {
  return countUpTo(em, `from pathology_case c where ${where.sql}`, where.params, cap);
}

function refsOf(input: CaseValues): CaseRefs {
  return {
    hospitalId: input.hospitalId,
    doctorId: input.doctorId ?? null,
    companyId: input.companyId ?? null,
    gynTypeId: input.gynTypeId ?? null,
    cytoTypeId: input.cytoTypeId ?? null,
  };
}

function assertClinicalOnly(request: CaseUpdate): void {
  const others = Object.keys(request).filter((field) => field !== 'version' && !CLINICAL_FIELDS.some((clinical) => clinical === field));
  if (!others.length) return;
  throw new ForbiddenException({
    ...coded('doctor_edits_clinical_only', { clinical: CLINICAL_FIELDS.join(', '), others: others.join(', ') }),
    errors: others.map((field) => ({
      field,
      message: field === 'status' || field === 'cancelReason' ? 'lab staff cancel cases' : 'is not a clinical field',
    })),
  });
}

function stale(): ConflictException {
  return new ConflictException({ message: 'The case was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
}

function noActivePrefix(kind: CaseKind): ConflictException {
  return new ConflictException(coded('no_active_prefix', { kind: KIND_LABELS[kind] }));
}

function numberTaken(letters: string): ConflictException {
  return new ConflictException(coded('next_accession_number_taken', { letters }));
}
