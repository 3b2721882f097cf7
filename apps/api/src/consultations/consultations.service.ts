import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  coded,
  LAB_TIME_ZONE,
  type CaseKind,
  type ConsultationDto,
  type ConsultationOpinionRequest,
  type ConsultationSummaryRow,
  type OutsideReportRequest,
  type RequestConsultationRequest,
  type ResultFields,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { caseNotFound } from '../cases/domain/case-kinds.js';
import { invalidInput } from '../common/invalid-input.js';
import { monthBounds } from '../common/month-bounds.js';
import { nextResultVersion } from '../results/result-versions.js';
import { CONSULTATION_SELECT, type ConsultationRow } from './sql/consultation-rows.js';
import { assertColleague, colleaguesOf } from './colleague.js';

const ENTITY = 'consultation';
const RESULT_ENTITY = 'case_result';

/**
 * Internal second opinions (issue 32.2; README.md): a pathologist asks a colleague about a case —
 * before or after its sign-out — and the colleague answers once: agree, or a minor or major
 * disagreement saying where. A major disagreement with a released report opens an amendment draft
 * (the result's comment records the opinion) for the case's pathologist to correct and release with
 * a reason. Only pathologists consult, never themselves. Every step is audited.
 */
@Injectable()
export class ConsultationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async ofCase(kind: CaseKind, caseId: number): Promise<ConsultationDto[]> {
    await caseOf(this.em, kind, caseId, false);
    return this.em.execute<ConsultationRow[]>(`${CONSULTATION_SELECT} where k.case_id = ? order by k.requested_at, k.id`, [caseId]);
  }

  colleagues(actor: Actor): Promise<{ username: string; name: string }[]> {
    return colleaguesOf(this.em, actor);
  }

  /** Those asked of the caller (open: not answered yet), oldest first. */
  async askedOf(actor: Actor, open: boolean | undefined, first: number, rows: number): Promise<{ consultations: ConsultationDto[]; total: number }> {
    const where = `where k.consultant_username = ?${open === undefined ? '' : open ? ' and k.answered_at is null' : ' and k.answered_at is not null'}`;
    const [consultations, [count]] = await Promise.all([
      this.em.execute<ConsultationRow[]>(`${CONSULTATION_SELECT} ${where} order by k.requested_at, k.id offset ? limit ?`, [actor.username, first, rows]),
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from consultation k ${where}`, [actor.username]),
    ]);
    return { consultations, total: count!.total };
  }

  async request(actor: Actor, kind: CaseKind, caseId: number, body: RequestConsultationRequest): Promise<ConsultationDto> {
    const id = await this.em.transactional(async (em) => {
      const c = await caseOf(em, kind, caseId, true);
      if (c.status === 'cancelled')
        throw new ConflictException({ ...coded('case_cancelled_no_consultation', { accessionNo: c.accessionNo }), errors: [{ field: 'caseId', message: 'is cancelled' }] });
      const outside = body.outside ?? null;
      if (outside?.paraffinRequestId) {
        const [loan] = await em.execute<{ id: number }[]>(`select id from paraffin_request where id = ? and case_id = ?`, [outside.paraffinRequestId, caseId]);
        if (!loan) throw invalidInput([{ field: 'outside.paraffinRequestId', message: 'is not a loan of this case' }]);
      }
      if (!outside) await assertColleague(em, actor, body.consultantUsername!, 'consultantUsername');
      const [row] = await em.execute<{ id: number }[]>(
        `insert into consultation (case_id, requested_by_username, consultant_username, outside_institution, outside_consultant, paraffin_request_id, question)
         values (?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          caseId,
          actor.username,
          outside ? null : body.consultantUsername,
          outside?.institution.trim() ?? null,
          outside?.consultant.trim() ?? null,
          outside?.paraffinRequestId ?? null,
          body.question.trim(),
        ],
      );
      this.audit.record(
        actor,
        {
          action: 'create',
          entity: ENTITY,
          entityId: row!.id,
          before: null,
          after: { caseId, consultant: body.consultantUsername ?? null, outside, question: body.question.trim() },
        },
        em,
      );
      return row!.id;
    });
    return this.one(id);
  }

  /**
   * An outside consultation's report, received: attached by a pathologist of the lab with how it
   * compares (a major disagreement with a released report opens an amendment, as for a colleague's).
   */
  async recordOutsideReport(actor: Actor, id: number, body: OutsideReportRequest): Promise<ConsultationDto> {
    await this.em.transactional(async (em) => {
      const k = await this.lockedForAnswer(em, id);
      if (!k.outside) throw new ConflictException({ ...coded('consultation_not_outside'), errors: [{ field: 'id', message: 'is a colleague’s consultation' }] });
      await this.recordAnswer(em, actor, k, { opinion: body.opinion, note: body.note ?? null }, body.report.trim());
    });
    return this.one(id);
  }

  async answer(actor: Actor, id: number, body: ConsultationOpinionRequest): Promise<ConsultationDto> {
    await this.em.transactional(async (em) => {
      const k = await this.lockedForAnswer(em, id);
      if (k.consultantUsername !== actor.username) throw new ForbiddenException(coded('consultation_for_named_only', { name: k.consultantName }));
      await this.recordAnswer(em, actor, k, body, null);
    });
    return this.one(id);
  }

  /** The consultation with its case's status, locked for its answer (404; 409 once answered). */
  private async lockedForAnswer(em: EntityManager, id: number): Promise<ConsultationRow & { status: string }> {
    const [k] = await em.execute<(ConsultationRow & { status: string })[]>(
      `${CONSULTATION_SELECT.replace(' as "answeredBy"', ' as "answeredBy", c.status')} where k.id = ? for update of k, c`,
      [id],
    );
    if (!k) throw new NotFoundException(coded('no_such_consultation'));
    if (k.answeredAt) throw new ConflictException({ ...coded('consultation_already_answered'), errors: [{ field: 'opinion', message: 'is recorded already' }] });
    return k;
  }

  private async recordAnswer(
    em: EntityManager,
    actor: Actor,
    k: ConsultationRow & { status: string },
    body: ConsultationOpinionRequest,
    outsideReport: string | null,
  ): Promise<void> {
    const afterRelease = k.status === 'signed_out' || k.status === 'amended';
    const note = body.note?.trim() || null;
    const amend = body.opinion === 'major' && afterRelease && (await this.openAmendment(em, actor, k, note!));
    await em.execute(
      `update consultation set opinion = ?, note = ?, answered_at = now(), after_release = ?, amendment_opened = ?, answered_by_username = ?, outside_report = coalesce(?, outside_report) where id = ?`,
      [body.opinion, note, afterRelease, amend, actor.username, outsideReport, k.id],
    );
    this.audit.record(
      actor,
      {
        action: 'update',
        entity: ENTITY,
        entityId: k.id,
        before: null,
        after: { opinion: body.opinion, note, afterRelease, amendmentOpened: amend, outsideReport: outsideReport !== null },
      },
      em,
    );
  }

  /** Per month of the request and per pathologist whose case it was (and the month's total): asked, answered, each opinion, agreement %. */
  async summary(from: string, to: string): Promise<ConsultationSummaryRow[]> {
    const rows = await this.em.execute<Omit<ConsultationSummaryRow, 'agreementPercent'>[]>(
      `select to_char(k.requested_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM') as month, k.requested_by_username as pathologist,
              max(coalesce(p.name, u.name, k.requested_by_username)) as "pathologistName",
              count(*)::int as asked, count(k.answered_at)::int as answered,
              count(*) filter (where k.opinion = 'agree')::int as agree, count(*) filter (where k.opinion = 'minor')::int as minor,
              count(*) filter (where k.opinion = 'major')::int as major
         from consultation k left join app_user u on u.username = k.requested_by_username left join cfgvalue p on p.id = u.staff_id
        where k.requested_at >= (?::date at time zone '${LAB_TIME_ZONE}') and k.requested_at < (?::date at time zone '${LAB_TIME_ZONE}')
        group by grouping sets ((1, k.requested_by_username), (1))
        order by 1, grouping(k.requested_by_username), 2`,
      monthBounds(from, to),
    );
    return rows.map((r) => ({
      ...r,
      pathologistName: r.pathologist === null ? null : r.pathologistName,
      agreementPercent: r.answered ? Math.round((r.agree / r.answered) * 1000) / 10 : null,
    }));
  }

  private async one(id: number): Promise<ConsultationDto> {
    const [row] = await this.em.fork().execute<ConsultationRow[]>(`${CONSULTATION_SELECT} where k.id = ?`, [id]);
    return row!;
  }

  /** A major disagreement with a released report: the result becomes an amendment draft whose comment records the opinion. */
  private async openAmendment(em: EntityManager, actor: Actor, k: ConsultationRow, note: string): Promise<boolean> {
    const line = `Second opinion (${k.consultantName}): major disagreement — ${note}`;
    const written = await nextResultVersion(em, actor, k.caseId, (stored) => {
      const comment = (stored as { comment?: string | null }).comment?.trim();
      return { ...stored, comment: comment ? `${comment}\n${line}` : line } as ResultFields;
    });
    if (!written) return false;
    this.audit.record(
      actor,
      {
        action: 'update',
        entity: RESULT_ENTITY,
        entityId: k.caseId,
        before: { comment: (written.before as { comment?: string | null }).comment ?? null },
        after: { comment: (written.after as { comment?: string | null }).comment },
        reason: 'amendment draft opened by a major disagreement of a second opinion',
      },
      em,
    );
    await em.flush();
    return true;
  }
}

async function caseOf(em: EntityManager, kind: CaseKind, caseId: number, lock: boolean): Promise<{ status: string; accessionNo: string }> {
  const [c] = await em.execute<{ status: string; accessionNo: string }[]>(
    `select status, accession_no as "accessionNo" from pathology_case where id = ? and kind = ?${lock ? ' for update' : ''}`,
    [caseId, kind],
  );
  if (!c) throw caseNotFound(kind);
  return c;
}
