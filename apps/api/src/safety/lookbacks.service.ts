import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { withInterpretation, type GynecologicalResult, type LookbackDto, type LookbackListResponse, type LookbackReviewRequest, type ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CaseResult } from '../results/case-result.entity.js';
import { RESULT_ENTITY } from '../results/results.service.js';
import { LOOKBACK_ENTITY } from './lookback-queue.js';

interface LookbackRow {
  id: number;
  trigger_case_id: number;
  trigger_accession_no: string;
  trigger_report_id: number;
  trigger_interpretation: LookbackDto['trigger']['interpretation'];
  case_id: number;
  accession_no: string;
  report_id: number;
  released_at: Date;
  patient_name: string;
  queued_at: Date;
  reviewer_username: string | null;
  reviewed_at: Date | null;
  outcome: LookbackDto['outcome'];
  corrected_interpretation: LookbackDto['correctedInterpretation'];
  changes_care: boolean | null;
  note: string | null;
  amendment_opened: boolean;
}

const SELECT = `select l.*, t.accession_no as trigger_accession_no, v.accession_no, v.released_at, v.patient_name
  from lookback l join pathology_case t on t.id = l.trigger_case_id join report_version v on v.id = l.report_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(r: LookbackRow): LookbackDto {
  return {
    id: r.id,
    trigger: { caseId: r.trigger_case_id, accessionNo: r.trigger_accession_no, reportId: r.trigger_report_id, interpretation: r.trigger_interpretation },
    caseId: r.case_id,
    accessionNo: r.accession_no,
    reportId: r.report_id,
    releasedAt: iso(r.released_at)!,
    patientName: r.patient_name,
    queuedAt: iso(r.queued_at)!,
    reviewer: r.reviewer_username,
    reviewedAt: iso(r.reviewed_at),
    outcome: r.outcome,
    correctedInterpretation: r.corrected_interpretation,
    changesCare: r.changes_care,
    note: r.note,
    amendmentOpened: r.amendment_opened,
  };
}

/** The 5-year look-back queue and its reviews (issue 15.3). */
@Injectable()
export class LookbacksService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: { pending?: boolean; from?: Date; to?: Date }): Promise<LookbackListResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.pending === true) where.push('l.reviewed_at is null');
    if (query.pending === false) where.push('l.reviewed_at is not null');
    if (query.from) {
      where.push('l.queued_at >= ?');
      params.push(query.from);
    }
    if (query.to) {
      where.push('l.queued_at < ?');
      params.push(query.to);
    }
    const rows = await this.em.execute<LookbackRow[]>(`${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by l.queued_at, l.id`, params);
    return { lookbacks: rows.map(toDto), total: rows.length };
  }

  async get(id: number, em: EntityManager = this.em): Promise<LookbackDto> {
    const [row] = await em.execute<LookbackRow[]>(`${SELECT} where l.id = ?`, [id]);
    if (!row) throw new NotFoundException('No such look-back.');
    return toDto(row);
  }

  /**
   * A second reader's review: agree, or discordant with what they see. The reader may not be who
   * screened or signed the earlier Pap. A discordant reading that would change care opens an
   * amendment of the earlier report: its result becomes an amendment draft with the corrected
   * interpretation, for a pathologist to release with a reason.
   */
  async review(actor: Actor, id: number, request: LookbackReviewRequest): Promise<LookbackDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ reviewed_at: Date | null; reviewer_username: string | null; case_id: number; report_id: number }[]>(
        'select reviewed_at, reviewer_username, case_id, report_id from lookback where id = ? for update',
        [id],
      );
      if (!row) throw new NotFoundException('No such look-back.');
      if (row.reviewed_at) throw new ConflictException(`This look-back was already reviewed by ${row.reviewer_username ?? 'someone'}.`);
      await assertSecondReader(em, actor, row.report_id);

      const amend = request.outcome === 'discordant' && request.changesCare === true;
      await em.execute(
        `update lookback set reviewer_id = ?, reviewer_username = ?, reviewed_at = now(), outcome = ?, corrected_interpretation = ?, changes_care = ?, note = ?, amendment_opened = ? where id = ?`,
        [actor.id, actor.username, request.outcome, request.correctedInterpretation ?? null, request.outcome === 'discordant' ? (request.changesCare ?? false) : null, request.note ?? null, amend, id],
      );
      this.audit.record(
        actor,
        { action: 'update', entity: LOOKBACK_ENTITY, entityId: id, before: { outcome: null }, after: { outcome: request.outcome, correctedInterpretation: request.correctedInterpretation ?? null, changesCare: request.changesCare ?? null, amendmentOpened: amend } },
        em,
      );
      if (amend) await this.openAmendment(em, actor, row.case_id, request);
      await em.flush();
      return this.get(id, em);
    });
  }

  private async openAmendment(em: EntityManager, actor: Actor, caseId: number, request: LookbackReviewRequest): Promise<void> {
    const result = await em.findOne(CaseResult, { case: caseId });
    if (!result) return;
    const before = (result.fields as GynecologicalResult).interpretation;
    result.fields = withInterpretation(result.fields as GynecologicalResult, request.correctedInterpretation!) as ResultFields;
    result.version += 1;
    result.updatedAt = new Date();
    result.updatedById = actor.id;
    result.updatedByUsername = actor.username;
    this.audit.record(
      actor,
      { action: 'update', entity: RESULT_ENTITY, entityId: caseId, before: { interpretation: before }, after: { interpretation: request.correctedInterpretation }, reason: 'amendment draft opened by a discordant look-back' },
      em,
    );
  }
}

/** Refuses a review by the person who screened or signed the earlier Pap (a second reader reviews it). */
async function assertSecondReader(em: EntityManager, actor: Actor, reportId: number): Promise<void> {
  const [row] = await em.execute<{ own: boolean }[]>(
    `select (v.signed_by_id = ? or coalesce((v.snapshot -> 'result' ->> 'screenerId')::int = u.staff_id, false)
             or coalesce((v.snapshot -> 'result' ->> 'pathologistId')::int = u.staff_id, false)) as own
       from report_version v left join app_user u on u.id = ? where v.id = ?`,
    [actor.id, actor.id, reportId],
  );
  if (row?.own) throw new ForbiddenException({ message: 'You screened or signed this Pap: a second reader reviews it in the look-back.', errors: [{ field: 'id', message: 'is your own screening' }] });
}
