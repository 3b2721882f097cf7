import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { withInterpretation, type GynecologicalResult, type LookbackDto, type LookbackListResponse, type LookbackReviewRequest, type ResultFields } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { nextResultVersion } from '../results/result-versions.js';
import { RESULT_ENTITY } from '../results/results.service.js';
import { LOOKBACK_ENTITY } from './lookback-queue.js';

/** A look-back as SELECT reads it: its DTO's fields (the triggering Pap's prefixed `trigger`), the instants as Dates. */
interface LookbackRow extends Omit<LookbackDto, 'trigger' | 'releasedAt' | 'queuedAt' | 'reviewedAt'> {
  triggerCaseId: number;
  triggerAccessionNo: string;
  triggerReportId: number;
  triggerInterpretation: LookbackDto['trigger']['interpretation'];
  releasedAt: Date;
  queuedAt: Date;
  reviewedAt: Date | null;
}

const SELECT = `select l.id, l.trigger_case_id as "triggerCaseId", t.accession_no as "triggerAccessionNo", l.trigger_report_id as "triggerReportId",
    l.trigger_interpretation as "triggerInterpretation", l.case_id as "caseId", v.accession_no as "accessionNo", l.report_id as "reportId",
    v.released_at as "releasedAt", v.patient_name as "patientName", l.queued_at as "queuedAt", l.reviewer_username as reviewer, l.reviewed_at as "reviewedAt",
    l.outcome, l.corrected_interpretation as "correctedInterpretation", l.changes_care as "changesCare", l.note, l.amendment_opened as "amendmentOpened"
  from lookback l join pathology_case t on t.id = l.trigger_case_id join report_version v on v.id = l.report_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto({ triggerCaseId, triggerAccessionNo, triggerReportId, triggerInterpretation, releasedAt, queuedAt, reviewedAt, ...lookback }: LookbackRow): LookbackDto {
  return {
    ...lookback,
    trigger: { caseId: triggerCaseId, accessionNo: triggerAccessionNo, reportId: triggerReportId, interpretation: triggerInterpretation },
    releasedAt: iso(releasedAt)!,
    queuedAt: iso(queuedAt)!,
    reviewedAt: iso(reviewedAt),
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
      const [row] = await em.execute<{ reviewedAt: Date | null; reviewer: string | null; caseId: number; reportId: number }[]>(
        'select reviewed_at as "reviewedAt", reviewer_username as reviewer, case_id as "caseId", report_id as "reportId" from lookback where id = ? for update',
        [id],
      );
      if (!row) throw new NotFoundException('No such look-back.');
      if (row.reviewedAt) throw new ConflictException(coded('lookback_already_reviewed', { reviewer: row.reviewer ?? 'someone' }));
      await assertSecondReader(em, actor, row.reportId);

      const amend = request.outcome === 'discordant' && request.changesCare === true;
      await em.execute(
        `update lookback set reviewer_id = ?, reviewer_username = ?, reviewed_at = now(), outcome = ?, corrected_interpretation = ?, changes_care = ?, note = ?, amendment_opened = ? where id = ?`,
        [
          actor.id,
          actor.username,
          request.outcome,
          request.correctedInterpretation ?? null,
          request.outcome === 'discordant' ? (request.changesCare ?? false) : null,
          request.note ?? null,
          amend,
          id,
        ],
      );
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: LOOKBACK_ENTITY,
          entityId: id,
          before: { outcome: null },
          after: { outcome: request.outcome, correctedInterpretation: request.correctedInterpretation ?? null, changesCare: request.changesCare ?? null, amendmentOpened: amend },
        },
        em,
      );
      if (amend) await this.openAmendment(em, actor, row.caseId, request);
      await em.flush();
      return this.get(id, em);
    });
  }

  private async openAmendment(em: EntityManager, actor: Actor, caseId: number, request: LookbackReviewRequest): Promise<void> {
    const written = await nextResultVersion(em, actor, caseId, (stored) => withInterpretation(stored as GynecologicalResult, request.correctedInterpretation!) as ResultFields);
    if (!written) return;
    const before = (written.before as GynecologicalResult).interpretation;
    this.audit.record(
      actor,
      {
        action: 'update',
        entity: RESULT_ENTITY,
        entityId: caseId,
        before: { interpretation: before },
        after: { interpretation: request.correctedInterpretation },
        reason: 'amendment draft opened by a discordant look-back',
      },
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
  if (row?.own)
    throw new ForbiddenException({
      message: 'You screened or signed this Pap: a second reader reviews it in the look-back.',
      errors: [{ field: 'id', message: 'is your own screening' }],
    });
}
