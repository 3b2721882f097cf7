import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  patientDisplayName,
  withInterpretation,
  type GynecologicalResult,
  type GynInterpretation,
  type GynReviewSummary,
  type QcHold,
  type RescreenDto,
  type RescreenListParams,
  type RescreenListResponse,
  type RescreenRequest,
  type ResultFields,
} from '@pathdesk/contracts';
import type { Actor } from '../../identity/actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { assertTransition } from '../../cases/domain/case-status.js';
import { moveCase } from '../../cases/domain/case-moves.js';
import { PathologyCase } from '../../cases/pathology-case.entity.js';
import { LabSettingsService } from '../../lab-settings/lab-settings.service.js';
import { differingFields, pickFields } from '../../results/result-fields.js';
import { loadResultState, type ResultState } from '../../results/result-state.js';
import { RESULT_ENTITY } from '../../results/results.service.js';
import { nextResultVersion } from '../../results/result-versions.js';
import { EventBus } from '../../events/event-bus.js';
import { PrimaryScreeners } from '../../results/primary-screeners.js';
import { releaseReport, signerOf, type Signer } from '../report-release.js';
import { ReportVersion } from '../report-version.entity.js';
import { gynReviewSummary, type ReviewedRescreen } from './gyn-review.js';
import { QcRandom } from './qc-random.js';
import { chooseForQc, qcWindow } from './qc-selection.js';
import { QcSelection } from './qc-selection.entity.js';
import { Rescreen, type RescreenReason } from './rescreen.entity.js';

const RESCREEN_ENTITY = 'rescreen';

const RESCREEN_COLUMNS = `s.id, s.case_id, c.accession_no, c.patient_title, c.patient_first_name, c.patient_last_name, s.reason, s.original_interpretation,
  s.requested_by_username, floor(extract(epoch from s.requested_at) * 1000)::float8 as requested_ms, s.reviewer_username,
  floor(extract(epoch from s.reviewed_at) * 1000)::float8 as reviewed_ms, s.agree, s.corrected_interpretation, s.note`;

interface RescreenRow {
  id: number;
  case_id: number;
  accession_no: string;
  patient_title: string | null;
  patient_first_name: string;
  patient_last_name: string;
  reason: RescreenReason;
  original_interpretation: GynInterpretation;
  requested_by_username: string;
  requested_ms: number;
  reviewer_username: string | null;
  reviewed_ms: number | null;
  agree: boolean | null;
  corrected_interpretation: GynInterpretation | null;
  note: string | null;
  total?: number;
}

function toRescreenDto(row: RescreenRow): RescreenDto {
  return {
    id: row.id,
    caseId: row.case_id,
    accessionNo: row.accession_no,
    patientName: patientDisplayName({ patientTitle: row.patient_title, patientFirstName: row.patient_first_name, patientLastName: row.patient_last_name }),
    reason: row.reason,
    originalInterpretation: row.original_interpretation,
    requestedBy: row.requested_by_username,
    requestedAt: new Date(Number(row.requested_ms)).toISOString(),
    reviewer: row.reviewer_username,
    reviewedAt: row.reviewed_ms === null ? null : new Date(Number(row.reviewed_ms)).toISOString(),
    agree: row.agree,
    correctedInterpretation: row.corrected_interpretation,
    note: row.note,
  };
}

export type ReviewOutcome = { reportId: number } | { rescreen: RescreenDto };

/**
 * Gynecological quality control: the selection at sign-out (qc-selection.ts), the rescreens it
 * holds, their review — agreement releases the report signed by the person who asked for the
 * sign-out, disagreement corrects the interpretation and returns the case to a pathologist — and the
 * numbers of the review report.
 */
@Injectable()
export class QcService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly random: QcRandom,
    private readonly labSettings: LabSettingsService,
    private readonly events: EventBus,
    private readonly primaryScreeners: PrimaryScreeners,
  ) {}

  /**
   * One QC decision for a satisfactory NILM Pap's first sign-out, recorded in qc_selection; the
   * reason it is held, or null when it is released now. Decisions take turns (an advisory lock for
   * the transaction), so the floor's window is read and extended by one decision at a time.
   */
  async decide(em: EntityManager, caseId: number, highRisk: boolean, rate: number): Promise<RescreenReason | null> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:gyn-qc'))`);
    const draw = this.random.next();
    if (highRisk) {
      em.create(QcSelection, { case: em.getReference(PathologyCase, caseId), highRisk: true, rate, draw, selected: true, rule: 'high-risk' });
      return 'high-risk';
    }
    const recent = await em.execute<{ selected: boolean }[]>('select selected from qc_selection where not high_risk order by id desc limit ?', [qcWindow(rate) - 1]);
    const rule = chooseForQc(
      recent.map((r) => r.selected),
      rate,
      draw,
    );
    em.create(QcSelection, { case: em.getReference(PathologyCase, caseId), highRisk: false, rate, draw, selected: rule !== null, rule });
    return rule ? 'random' : null;
  }

  /**
   * Holds a Pap for rescreen: the case stays as it is (diagnosed, or signed out with an amendment
   * draft), its result locked, until someone else reviews it; an amendment keeps its reason for the release.
   */
  async hold(em: EntityManager, actor: Actor, signer: Signer, state: ResultState, reason: RescreenReason, amendReason: string | null = null): Promise<QcHold> {
    const fields = state.fields as GynecologicalResult;
    const entry = em.create(Rescreen, {
      case: em.getReference(PathologyCase, state.caseId),
      reason,
      originalInterpretation: fields.interpretation!,
      resultVersion: state.version,
      requestedById: signer.id,
      requestedByUsername: signer.username,
      requestedByName: signer.name,
      requestedByRole: signer.role,
      amendReason,
    });
    await em.flush();
    this.audit.record(
      actor,
      {
        action: 'create',
        entity: RESCREEN_ENTITY,
        entityId: entry.id,
        after: { caseId: state.caseId, reason, originalInterpretation: entry.originalInterpretation, requestedBy: signer.username },
      },
      em,
    );
    await em.flush();
    const [row] = await em.execute<{ accession_no: string }[]>('select accession_no from pathology_case where id = ?', [state.caseId]);
    return {
      caseId: state.caseId,
      accessionNo: row!.accession_no,
      reason,
      message:
        reason === 'high-risk'
          ? 'This Pap is marked high-risk, so it is rescreened before release: the report is released once another person has rescreened it and agreed.'
          : 'This Pap was chosen at random for a quality-control rescreen: the report is released once another person has rescreened it and agreed.',
    };
  }

  /** The rescreens: pending ones oldest first (the work queue); otherwise newest first. */
  async list(query: Required<Pick<RescreenListParams, 'first' | 'rows'>> & Pick<RescreenListParams, 'pending'>): Promise<RescreenListResponse> {
    const where = query.pending === undefined ? '' : query.pending ? 'where s.reviewed_at is null' : 'where s.reviewed_at is not null';
    const order = query.pending ? 's.requested_at asc, s.id asc' : 's.requested_at desc, s.id desc';
    const rows = await this.em.execute<RescreenRow[]>(
      `select ${RESCREEN_COLUMNS}, count(*) over ()::int as total
         from rescreen s join pathology_case c on c.id = s.case_id ${where} order by ${order} limit ? offset ?`,
      [query.rows, query.first],
    );
    const total = rows.length ? rows[0]!.total! : query.first > 0 ? (await this.em.execute<{ n: number }[]>(`select count(*)::int as n from rescreen s ${where}`))[0]!.n : 0;
    return { rescreens: rows.map(toRescreenDto), total };
  }

  async getRescreen(id: number, em: EntityManager = this.em): Promise<RescreenDto> {
    const [row] = await em.execute<RescreenRow[]>(`select ${RESCREEN_COLUMNS} from rescreen s join pathology_case c on c.id = s.case_id where s.id = ?`, [id]);
    if (!row) throw new NotFoundException('No such rescreen.');
    return toRescreenDto(row);
  }

  /**
   * A rescreen's review, by a second person: neither the one who asked for the sign-out nor the Pap's
   * primary screener (the account linked to the screener record, or that saved the screening). Agreement releases
   * the report now — signed by that person, the reviewer recorded on it; disagreement puts the
   * reviewer's interpretation into the result and the case back in progress for a pathologist.
   */
  async review(actor: Actor, id: number, request: RescreenRequest): Promise<ReviewOutcome> {
    const outcome = await this.em.transactional(async (em): Promise<ReviewOutcome | { rescreenId: number }> => {
      const rescreen = await em.findOne(Rescreen, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!rescreen) throw new NotFoundException('No such rescreen.');
      if (rescreen.reviewedAt) {
        throw new ConflictException(coded(rescreen.agree ? 'rescreen_reviewed_agreed' : 'rescreen_reviewed_disagreed', { reviewer: rescreen.reviewerUsername }));
      }
      if (actor.id === rescreen.requestedById) {
        throw new ForbiddenException('You asked for this sign-out: another person rescreens the slide.');
      }
      const original = rescreen.originalInterpretation;
      if (request.agree && request.correctedInterpretation && request.correctedInterpretation !== original) {
        throw badReview('correctedInterpretation', `agreeing keeps ${original}: leave the correction out, or disagree`);
      }
      if (!request.agree && request.correctedInterpretation === original) {
        throw badReview('correctedInterpretation', `is the original interpretation (${original}): a disagreement corrects it`);
      }
      const entity = (await em.findOne(PathologyCase, { id: rescreen.case.id }, { lockMode: LockMode.PESSIMISTIC_WRITE }))!;
      const state = (await loadResultState(em, 'gynecological', entity.id))!;
      if (await this.primaryScreeners.includes(em, actor, entity.id, (state.fields as GynecologicalResult).screenerId)) {
        throw new ForbiddenException({
          message: 'You screened this Pap (its primary screener): another person rescreens the slide.',
          errors: [{ field: 'id', message: 'is your own screening' }],
        });
      }
      const reviewer = await signerOf(em, actor);
      const reviewedAt = new Date();
      Object.assign(rescreen, {
        reviewerId: reviewer.id,
        reviewerUsername: reviewer.username,
        reviewerName: reviewer.name,
        reviewedAt,
        agree: request.agree,
        correctedInterpretation: request.agree ? null : request.correctedInterpretation!,
        note: request.note || null,
      });
      await em.flush(); // the rescreen is no longer pending: the result and the case may move
      let outcome: { reportId: number } | { rescreenId: number };
      if (request.agree) {
        const signer: Signer = { id: rescreen.requestedById, username: rescreen.requestedByUsername, name: rescreen.requestedByName, role: rescreen.requestedByRole };
        const settings = await this.labSettings.get(em);
        const { id: reportId } = await releaseReport(em, { audit: this.audit, events: this.events }, actor, {
          entity,
          state,
          signer,
          settings,
          amendReason: rescreen.amendReason,
          qcReview: { reviewer: reviewer.name, reviewedAt: reviewedAt.toISOString() },
        });
        rescreen.report = em.getReference(ReportVersion, reportId);
        outcome = { reportId };
      } else {
        await this.correct(em, actor, entity, state, request.correctedInterpretation!);
        outcome = { rescreenId: id };
      }
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: RESCREEN_ENTITY,
          entityId: id,
          before: { agree: null },
          after: { agree: request.agree, correctedInterpretation: rescreen.correctedInterpretation, note: rescreen.note, reviewer: reviewer.username },
        },
        em,
      );
      await em.flush();
      return outcome;
    });
    if ('rescreenId' in outcome) return { rescreen: await this.getRescreen(outcome.rescreenId) };
    return outcome;
  }

  /** A disagreement: the reviewer's interpretation into the result (a new version), the case back in progress. */
  private async correct(em: EntityManager, actor: Actor, entity: PathologyCase, state: ResultState, interpretation: GynInterpretation): Promise<void> {
    const next = withInterpretation(state.fields as GynecologicalResult, interpretation) as ResultFields;
    const changed = differingFields(state.fields, next);
    await nextResultVersion(em, actor, entity.id, () => next);
    this.audit.record(
      actor,
      {
        action: 'update',
        entity: RESULT_ENTITY,
        entityId: entity.id,
        before: pickFields(state.fields, changed),
        after: pickFields(next, changed),
        reason: 'QC rescreen: disagreed',
      },
      em,
    );
    // A held amendment stays an amendment draft of the signed-out case, for a pathologist to amend again.
    if (entity.status === 'signed_out' || entity.status === 'amended') return;
    assertTransition(entity.status, 'in_progress');
    moveCase(this.audit, em, actor, entity, 'in_progress', 'update', 'QC rescreen: disagreed');
  }

  /** The gynecological review report's numbers over rescreens requested (and QC decisions made) in [from, to); all when absent. */
  async reviewSummary(range: { from?: Date; to?: Date } = {}): Promise<GynReviewSummary> {
    const within = (column: string) => {
      const parts = [...(range.from ? [`${column} >= ?`] : []), ...(range.to ? [`${column} < ?`] : [])];
      return parts.length ? `where ${parts.join(' and ')}` : '';
    };
    const params = [...(range.from ? [range.from] : []), ...(range.to ? [range.to] : [])];
    const rows = await this.em.execute<RescreenRow[]>(`select ${RESCREEN_COLUMNS} from rescreen s join pathology_case c on c.id = s.case_id ${within('s.requested_at')}`, params);
    const [counts] = await this.em.execute<{ decisions: number; random: number; high_risk: number }[]>(
      `select count(*) filter (where not high_risk)::int as decisions, count(*) filter (where selected and not high_risk)::int as random,
              count(*) filter (where high_risk)::int as high_risk
         from qc_selection ${within('at')}`,
      params,
    );
    const rescreens: ReviewedRescreen[] = rows.map(toRescreenDto);
    return gynReviewSummary(rescreens, { decisions: counts!.decisions, random: counts!.random, highRisk: counts!.high_risk });
  }
}

function badReview(field: string, message: string): BadRequestException {
  return new BadRequestException({ message: `Invalid input — ${field}: ${message}`, errors: [{ field, message }], code: 'invalid_input' });
}
