import { coded } from '@pathdesk/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  CorrelationDto,
  CorrelationListResponse,
  CorrelationOutcome,
  CorrelationPeriod,
  CorrelationReviewRequest,
  CorrelationStatus,
  CorrelationSummaryResponse,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CORRELATION_ENTITY } from './correlation-queue.js';
import { PrimaryScreeners } from '../results/primary-screeners.js';

/** A pair as SELECT reads it: its DTO's fields (the Pap's prefixed `pap`, the biopsy's `biopsy`), the instants as Dates. */
interface CorrelationRow extends Omit<CorrelationDto, 'pap' | 'biopsy' | 'queuedAt' | 'reviewedAt'> {
  papCaseId: number;
  papAccessionNo: string;
  papReportId: number;
  papDate: string;
  papInterpretation: CorrelationDto['pap']['interpretation'];
  papSigner: string | null;
  biopsyCaseId: number;
  biopsyAccessionNo: string;
  biopsyReportId: number;
  biopsyDate: string;
  specimen: string;
  diagnosis: string;
  biopsySigner: string | null;
  queuedAt: Date;
  reviewedAt: Date | null;
  biopsyDay?: Date;
  total?: number;
}

const SELECT = `select k.id, k.patient_id as "patientId", b.patient_name as "patientName", k.pap_case_id as "papCaseId", p.accession_no as "papAccessionNo",
    k.pap_report_id as "papReportId", to_char(k.pap_date, 'YYYY-MM-DD') as "papDate", p.snapshot -> 'result' ->> 'interpretation' as "papInterpretation",
    p.signed_by_username as "papSigner", k.biopsy_case_id as "biopsyCaseId", b.accession_no as "biopsyAccessionNo", k.biopsy_report_id as "biopsyReportId",
    to_char(k.biopsy_date, 'YYYY-MM-DD') as "biopsyDate", k.biopsy_date as "biopsyDay", c.specimen, b.diagnosis, b.signed_by_username as "biopsySigner",
    (k.biopsy_date - k.pap_date)::int as "intervalDays", k.queued_at as "queuedAt", k.outcome, k.note, k.reviewer_username as reviewer, k.reviewed_at as "reviewedAt"
  from correlation k join report_version p on p.id = k.pap_report_id join report_version b on b.id = k.biopsy_report_id join pathology_case c on c.id = k.biopsy_case_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(r: CorrelationRow): CorrelationDto {
  return {
    id: r.id,
    patientId: r.patientId,
    patientName: r.patientName,
    pap: { caseId: r.papCaseId, accessionNo: r.papAccessionNo, reportId: r.papReportId, date: r.papDate, interpretation: r.papInterpretation, signer: r.papSigner },
    biopsy: {
      caseId: r.biopsyCaseId,
      accessionNo: r.biopsyAccessionNo,
      reportId: r.biopsyReportId,
      date: r.biopsyDate,
      specimen: r.specimen,
      diagnosis: r.diagnosis,
      signer: r.biopsySigner,
    },
    intervalDays: r.intervalDays,
    queuedAt: iso(r.queuedAt)!,
    outcome: r.outcome,
    note: r.note,
    reviewer: r.reviewer,
    reviewedAt: iso(r.reviewedAt),
  };
}

const STATUS_SQL: Record<CorrelationStatus, string> = {
  pending: 'k.reviewed_at is null',
  reviewed: 'k.reviewed_at is not null',
  agree: `k.outcome = 'agree'`,
  minor: `k.outcome = 'minor'`,
  major: `k.outcome = 'major'`,
};

/** The biopsy's sign-out days, both ends included. */
function periodWhere(query: { from?: string; to?: string }, where: string[], params: unknown[]): void {
  if (query.from) {
    where.push('k.biopsy_date >= ?::date');
    params.push(query.from);
  }
  if (query.to) {
    where.push('k.biopsy_date <= ?::date');
    params.push(query.to);
  }
}

const rate = (minor: number, major: number, reviewed: number) => (reviewed ? Math.round(((minor + major) / reviewed) * 1000) / 1000 : null);

/** Cyto-histologic correlation (issue 15.2): the worklist of Pap–biopsy pairs, their review and the per-month summary. */
@Injectable()
export class CorrelationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly primaryScreeners: PrimaryScreeners,
  ) {}

  async list(query: { status?: CorrelationStatus; from?: string; to?: string; first: number; rows: number }): Promise<CorrelationListResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) where.push(STATUS_SQL[query.status]);
    periodWhere(query, where, params);
    const rows = await this.em.execute<CorrelationRow[]>(
      `select *, count(*) over ()::int as total from (${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}) x
        order by x."biopsyDay", x.id offset ? limit ?`,
      [...params, query.first, query.rows],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from correlation k ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
      total = count!.n;
    }
    return { correlations: rows.map(toDto), total };
  }

  async summary(query: { from?: string; to?: string }): Promise<CorrelationSummaryResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    periodWhere(query, where, params);
    const rows = await this.em.execute<{ month: string; pairs: number; pending: number; agree: number; minor: number; major: number }[]>(
      `select to_char(k.biopsy_date, 'YYYY-MM') as month, count(*)::int as pairs, count(*) filter (where k.reviewed_at is null)::int as pending,
              count(*) filter (where k.outcome = 'agree')::int as agree, count(*) filter (where k.outcome = 'minor')::int as minor, count(*) filter (where k.outcome = 'major')::int as major
         from correlation k ${where.length ? `where ${where.join(' and ')}` : ''} group by 1 order by 1 desc`,
      params,
    );
    const periods: CorrelationPeriod[] = rows.map((r) => ({ ...r, discrepancyRate: rate(r.minor, r.major, r.agree + r.minor + r.major) }));
    const sum = (pick: (p: CorrelationPeriod) => number) => periods.reduce((s, p) => s + pick(p), 0);
    const [pairs, pending, agree, minor, major] = [sum((p) => p.pairs), sum((p) => p.pending), sum((p) => p.agree), sum((p) => p.minor), sum((p) => p.major)];
    return { periods, total: { pairs, pending, agree, minor, major, discrepancyRate: rate(minor, major, agree + minor + major) } };
  }

  async get(id: number, em: EntityManager = this.em): Promise<CorrelationDto> {
    const [row] = await em.execute<CorrelationRow[]>(`${SELECT} where k.id = ?`, [id]);
    if (!row) throw new NotFoundException('No such correlation.');
    return toDto(row);
  }

  /**
   * Records (POST: a pending pair) or corrects (PUT: a reviewed pair) the outcome. A pathologist who
   * signed both the Pap and the biopsy does not correlate them alone, nor does the Pap's primary
   * screener: someone else does.
   */
  async review(actor: Actor, id: number, request: CorrelationReviewRequest, correcting: boolean): Promise<CorrelationDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<
        { outcome: CorrelationOutcome | null; note: string | null; reviewer: string | null; ownBoth: boolean; papCaseId: number; papScreenerId: number | null }[]
      >(
        `select k.outcome, k.note, k.reviewer_username as reviewer, (p.signed_by_id = ? and b.signed_by_id = ?) as "ownBoth", k.pap_case_id as "papCaseId",
                case when jsonb_typeof(p.snapshot -> 'result' -> 'screenerId') = 'number' then (p.snapshot -> 'result' ->> 'screenerId')::int end as "papScreenerId"
           from correlation k join report_version p on p.id = k.pap_report_id join report_version b on b.id = k.biopsy_report_id where k.id = ? for update of k`,
        [actor.id, actor.id, id],
      );
      if (!row) throw new NotFoundException('No such correlation.');
      if (!correcting && row.outcome) throw new ConflictException(coded('correlation_already_recorded', { reviewer: row.reviewer ?? 'someone' }));
      if (correcting && !row.outcome) throw new ConflictException('This correlation has not been recorded yet: record it first (POST).');
      if (row.ownBoth) {
        throw new ForbiddenException({
          message: 'You signed both the Pap and the biopsy: another pathologist correlates them.',
          errors: [{ field: 'id', message: 'signed both reports' }],
        });
      }
      // Issue 24.2: a second reader, as for the QC rescreen and the look-back.
      if (await this.primaryScreeners.includes(em, actor, row.papCaseId, row.papScreenerId)) {
        throw new ForbiddenException({
          message: 'You screened this Pap (its primary screener): another person correlates it with the biopsy.',
          errors: [{ field: 'id', message: 'is your own screening' }],
        });
      }
      const note = request.note ?? null;
      await em.execute(`update correlation set outcome = ?, note = ?, reviewer_id = ?, reviewer_username = ?, reviewed_at = now() where id = ?`, [
        request.outcome,
        note,
        actor.id,
        actor.username,
        id,
      ]);
      this.audit.record(
        actor,
        { action: 'update', entity: CORRELATION_ENTITY, entityId: id, before: { outcome: row.outcome, note: row.note }, after: { outcome: request.outcome, note } },
        em,
      );
      await em.flush();
      return this.get(id, em);
    });
  }
}
