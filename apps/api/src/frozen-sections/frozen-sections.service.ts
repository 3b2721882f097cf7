import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  coded,
  type CaseKind,
  type CreateFrozenSectionRequest,
  type FrozenConcordanceResponse,
  DEFAULT_FROZEN_TARGET_MINUTES,
  type FrozenCorrelationEntry,
  type FrozenSectionDto,
  type RecordFrozenCallRequest,
  type ReportFrozenSectionRequest,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { caseNotFound } from '../cases/domain/case-kinds.js';
import { invalidInput } from '../common/invalid-input.js';
import { LabSettingsService } from '../lab-settings/lab-settings.service.js';
import { monthBounds } from '../common/month-bounds.js';
import { frozenConcordance } from './sql/frozen-concordance.js';
import { FROZEN_SECTION_SELECT, toFrozenSectionDto, type FrozenSectionRow } from './sql/frozen-section-rows.js';

const ENTITY = 'frozen_section';
/** A time given for a step may run ahead of the server's clock by this much (a wall clock in theatre). */
const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * Intraoperative consultations (issue 32.3; README.md): a surgical case's frozen sections, each
 * received, reported and called once (a step written is never rewritten: 409), every step audited;
 * at the case's first sign-out each reported one is compared with the final diagnosis.
 */
@Injectable()
export class FrozenSectionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly labSettings: LabSettingsService,
  ) {}

  async list(kind: CaseKind, caseId: number): Promise<FrozenSectionDto[]> {
    await this.surgicalCase(this.em, kind, caseId, false);
    const rows = await this.em.execute<FrozenSectionRow[]>(`${FROZEN_SECTION_SELECT} where f.case_id = ? order by f.received_at, f.id`, [caseId]);
    return rows.map(toFrozenSectionDto);
  }

  async create(actor: Actor, kind: CaseKind, caseId: number, request: CreateFrozenSectionRequest): Promise<FrozenSectionDto> {
    const id = await this.em.transactional(async (em) => {
      await this.surgicalCase(em, kind, caseId, true);
      assertPast('receivedAt', request.receivedAt);
      const partLetter = request.partLetter ?? null;
      if (partLetter) {
        const [part] = await em.execute<{ letter: string }[]>(`select letter from case_part where case_id = ? and letter = ?`, [caseId, partLetter]);
        if (!part) throw invalidInput([{ field: 'partLetter', message: 'is not one of the case’s parts' }]);
      }
      const frozenTargetMinutes = (await this.labSettings.get(em)).frozenTargetMinutes ?? DEFAULT_FROZEN_TARGET_MINUTES;
      const [row] = await em.execute<{ id: number }[]>(
        `insert into frozen_section (case_id, part_letter, specimen, received_at, received_by_username, target_minutes) values (?, ?, ?, ?, ?, ?) returning id`,
        [caseId, partLetter, request.specimen.trim(), request.receivedAt, actor.username, frozenTargetMinutes],
      );
      this.audit.record(
        actor,
        { action: 'create', entity: ENTITY, entityId: row!.id, before: null, after: { caseId, partLetter, specimen: request.specimen.trim(), receivedAt: request.receivedAt } },
        em,
      );
      return row!.id;
    });
    return this.one(caseId, id);
  }

  async report(actor: Actor, caseId: number, id: number, request: ReportFrozenSectionRequest): Promise<FrozenSectionDto> {
    await this.em.transactional(async (em) => {
      const fs = await this.locked(em, caseId, id, request.version);
      if (fs.reportedAt) throw stepDone('frozen_section_already_reported', fs, 'diagnosis');
      assertPast('reportedAt', request.reportedAt);
      if (Date.parse(request.reportedAt) < Date.parse(fs.receivedAt)) throw invalidInput([{ field: 'reportedAt', message: 'must not be before the section was received' }]);
      await em.execute(`update frozen_section set diagnosis = ?, reported_at = ?, reported_by_username = ?, version = version + 1 where id = ?`, [
        request.diagnosis.trim(),
        request.reportedAt,
        actor.username,
        id,
      ]);
      this.audit.record(
        actor,
        { action: 'update', entity: ENTITY, entityId: id, before: null, after: { diagnosis: request.diagnosis.trim(), reportedAt: request.reportedAt } },
        em,
      );
    });
    return this.one(caseId, id);
  }

  async call(actor: Actor, caseId: number, id: number, request: RecordFrozenCallRequest): Promise<FrozenSectionDto> {
    await this.em.transactional(async (em) => {
      const fs = await this.locked(em, caseId, id, request.version);
      if (!fs.reportedAt) {
        throw new ConflictException({ ...coded('frozen_section_not_reported'), errors: [{ field: 'calledAt', message: 'comes after the diagnosis' }] });
      }
      if (fs.calledAt) throw stepDone('frozen_section_already_called', fs, 'calledAt');
      assertPast('calledAt', request.calledAt);
      if (Date.parse(request.calledAt) < Date.parse(fs.reportedAt)) throw invalidInput([{ field: 'calledAt', message: 'must not be before the diagnosis was given' }]);
      await em.execute(`update frozen_section set called_to = ?, called_at = ?, read_back = ?, call_recorded_by_username = ?, version = version + 1 where id = ?`, [
        request.calledTo.trim(),
        request.calledAt,
        request.readBack,
        actor.username,
        id,
      ]);
      this.audit.record(
        actor,
        { action: 'update', entity: ENTITY, entityId: id, before: null, after: { calledTo: request.calledTo.trim(), calledAt: request.calledAt, readBack: request.readBack } },
        em,
      );
    });
    return this.one(caseId, id);
  }

  /**
   * At sign-out, in its transaction (reports/sign-out.service.ts): a surgical case's first release
   * records how each reported frozen section compares with the final diagnosis — one entry each, none
   * left out, none of another case — and refuses while one is received but not yet reported. An
   * amendment records none (the comparison is of the first final diagnosis).
   */
  async correlateAtSignOut(em: EntityManager, actor: Actor, caseId: number, entries: readonly FrozenCorrelationEntry[] | undefined, firstRelease: boolean): Promise<void> {
    const sections = await em.execute<{ id: number; specimen: string; reported: boolean; correlation: string | null }[]>(
      `select id, specimen, reported_at is not null as reported, correlation from frozen_section where case_id = ? order by received_at, id for update`,
      [caseId],
    );
    if (!firstRelease) {
      if (entries?.length) throw invalidInput([{ field: 'frozenCorrelations', message: 'are recorded at the first sign-out only' }]);
      return;
    }
    const waiting = sections.filter((s) => !s.reported);
    if (waiting.length) {
      throw new ConflictException({
        ...coded('frozen_section_awaits_diagnosis', { specimen: waiting[0]!.specimen }),
        errors: [{ field: 'frozenCorrelations', message: 'a frozen section awaits its diagnosis' }],
      });
    }
    const given = entries ?? [];
    const errors = given.flatMap((e, i) =>
      sections.some((s) => s.id === e.frozenSectionId) ? [] : [{ field: `frozenCorrelations.${i}.frozenSectionId`, message: 'is not a frozen section of this case' }],
    );
    const missing = sections.filter((s) => !s.correlation && !given.some((e) => e.frozenSectionId === s.id));
    if (missing.length)
      errors.push({ field: 'frozenCorrelations', message: `compare each frozen section with the final diagnosis (${missing.map((s) => s.specimen).join('; ')})` });
    if (new Set(given.map((e) => e.frozenSectionId)).size !== given.length) errors.push({ field: 'frozenCorrelations', message: 'one comparison per frozen section' });
    if (errors.length) throw invalidInput(errors);
    for (const e of given) {
      const note = e.note?.trim() || null;
      await em.execute(`update frozen_section set correlation = ?, correlation_note = ?, correlated_by_username = ?, correlated_at = now(), version = version + 1 where id = ?`, [
        e.correlation,
        note,
        actor.username,
        e.frozenSectionId,
      ]);
      this.audit.record(actor, { action: 'update', entity: ENTITY, entityId: e.frozenSectionId, before: null, after: { correlation: e.correlation, correlationNote: note } }, em);
    }
  }

  async concordance(from: string, to: string): Promise<FrozenConcordanceResponse> {
    const [{ months, total }, settings] = await Promise.all([frozenConcordance(this.em, monthBounds(from, to)), this.labSettings.get()]);
    return { months, total, targetMinutes: settings.frozenTargetMinutes ?? DEFAULT_FROZEN_TARGET_MINUTES };
  }

  private async one(caseId: number, id: number): Promise<FrozenSectionDto> {
    const [row] = await this.em.fork().execute<FrozenSectionRow[]>(`${FROZEN_SECTION_SELECT} where f.case_id = ? and f.id = ?`, [caseId, id]);
    return toFrozenSectionDto(row!);
  }

  /** The frozen section, locked for its next step, at the version the client read (409 when another step came first). */
  private async locked(em: EntityManager, caseId: number, id: number, version: number): Promise<FrozenSectionDto> {
    await this.surgicalCase(em, 'surgical', caseId, true);
    const [row] = await em.execute<FrozenSectionRow[]>(`${FROZEN_SECTION_SELECT} where f.case_id = ? and f.id = ? for update of f`, [caseId, id]);
    if (!row) throw new NotFoundException(coded('no_such_frozen_section'));
    if (row.version !== version) {
      throw new ConflictException({ ...coded('frozen_section_changed'), errors: [{ field: 'version', message: 'is not the latest' }] });
    }
    return toFrozenSectionDto(row);
  }

  /** The route's case: 404 when there is none of its kind, 400 for a cytology or Pap case, 409 (for a change) when cancelled. */
  private async surgicalCase(em: EntityManager, kind: CaseKind, caseId: number, change: boolean): Promise<{ accessionNo: string }> {
    const [c] = await em.execute<{ accessionNo: string; status: string }[]>(
      `select accession_no as "accessionNo", status from pathology_case where id = ? and kind = ?${change ? ' for update' : ''}`,
      [caseId, kind],
    );
    if (!c) throw caseNotFound(kind);
    if (kind !== 'surgical') throw new BadRequestException({ ...coded('frozen_section_surgical_only'), errors: [{ field: 'caseId', message: 'is not a surgical case' }] });
    if (change && c.status === 'cancelled') {
      throw new ConflictException({ ...coded('case_cancelled_no_frozen_section', { accessionNo: c.accessionNo }), errors: [{ field: 'caseId', message: 'is cancelled' }] });
    }
    return c;
  }
}

/** A time given for a step: not in the future (beyond a wall clock's skew). */
function assertPast(field: string, at: string): void {
  if (Date.parse(at) > Date.now() + CLOCK_SKEW_MS) throw invalidInput([{ field, message: 'cannot be in the future' }]);
}

function stepDone(code: 'frozen_section_already_reported' | 'frozen_section_already_called', fs: FrozenSectionDto, field: string): ConflictException {
  return new ConflictException({ ...coded(code, { specimen: fs.specimen }), errors: [{ field, message: 'is recorded already' }] });
}
