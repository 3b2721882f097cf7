import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CorrelationDto, CorrelationListResponse, CorrelationOutcome, CorrelationPeriod, CorrelationReviewRequest, CorrelationStatus, CorrelationSummaryResponse } from '@pathdesk/contracts';
import type { Actor } from '../audit/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { CORRELATION_ENTITY } from './correlation-queue.js';

interface CorrelationRow {
  id: number;
  patient_id: number;
  patient_name: string;
  pap_case_id: number;
  pap_accession_no: string;
  pap_report_id: number;
  pap_date: string;
  pap_interpretation: CorrelationDto['pap']['interpretation'];
  pap_signer: string | null;
  biopsy_case_id: number;
  biopsy_accession_no: string;
  biopsy_report_id: number;
  biopsy_date: string;
  specimen: string;
  diagnosis: string;
  biopsy_signer: string | null;
  interval_days: number;
  queued_at: Date;
  outcome: CorrelationOutcome | null;
  note: string | null;
  reviewer_username: string | null;
  reviewed_at: Date | null;
  total?: number;
}

const SELECT = `select k.id, k.patient_id, k.pap_case_id, k.pap_report_id, k.biopsy_case_id, k.biopsy_report_id, k.queued_at, k.outcome, k.note, k.reviewer_username, k.reviewed_at,
    k.biopsy_date as biopsy_day, to_char(k.pap_date, 'YYYY-MM-DD') as pap_date, to_char(k.biopsy_date, 'YYYY-MM-DD') as biopsy_date, (k.biopsy_date - k.pap_date)::int as interval_days,
    b.patient_name, p.accession_no as pap_accession_no, p.snapshot -> 'result' ->> 'interpretation' as pap_interpretation, p.signed_by_username as pap_signer,
    b.accession_no as biopsy_accession_no, c.specimen, b.diagnosis, b.signed_by_username as biopsy_signer
  from correlation k join report_version p on p.id = k.pap_report_id join report_version b on b.id = k.biopsy_report_id join pathology_case c on c.id = k.biopsy_case_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDto(r: CorrelationRow): CorrelationDto {
  return {
    id: r.id,
    patientId: r.patient_id,
    patientName: r.patient_name,
    pap: { caseId: r.pap_case_id, accessionNo: r.pap_accession_no, reportId: r.pap_report_id, date: r.pap_date, interpretation: r.pap_interpretation, signer: r.pap_signer },
    biopsy: { caseId: r.biopsy_case_id, accessionNo: r.biopsy_accession_no, reportId: r.biopsy_report_id, date: r.biopsy_date, specimen: r.specimen, diagnosis: r.diagnosis, signer: r.biopsy_signer },
    intervalDays: r.interval_days,
    queuedAt: iso(r.queued_at)!,
    outcome: r.outcome,
    note: r.note,
    reviewer: r.reviewer_username,
    reviewedAt: iso(r.reviewed_at),
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
  ) {}

  async list(query: { status?: CorrelationStatus; from?: string; to?: string; first: number; rows: number }): Promise<CorrelationListResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) where.push(STATUS_SQL[query.status]);
    periodWhere(query, where, params);
    const rows = await this.em.execute<CorrelationRow[]>(
      `select *, count(*) over ()::int as total from (${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''}) x
        order by x.biopsy_day, x.id offset ? limit ?`,
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
   * signed both the Pap and the biopsy does not correlate them alone: someone else does.
   */
  async review(actor: Actor, id: number, request: CorrelationReviewRequest, correcting: boolean): Promise<CorrelationDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ outcome: CorrelationOutcome | null; note: string | null; reviewer_username: string | null; own_both: boolean }[]>(
        `select k.outcome, k.note, k.reviewer_username, (p.signed_by_id = ? and b.signed_by_id = ?) as own_both
           from correlation k join report_version p on p.id = k.pap_report_id join report_version b on b.id = k.biopsy_report_id where k.id = ? for update of k`,
        [actor.id, actor.id, id],
      );
      if (!row) throw new NotFoundException('No such correlation.');
      if (!correcting && row.outcome) throw new ConflictException(`This correlation was already recorded by ${row.reviewer_username ?? 'someone'}: correct it instead (PUT).`);
      if (correcting && !row.outcome) throw new ConflictException('This correlation has not been recorded yet: record it first (POST).');
      if (row.own_both) {
        throw new ForbiddenException({ message: 'You signed both the Pap and the biopsy: another pathologist correlates them.', errors: [{ field: 'id', message: 'signed both reports' }] });
      }
      const note = request.note ?? null;
      await em.execute(`update correlation set outcome = ?, note = ?, reviewer_id = ?, reviewer_username = ?, reviewed_at = now() where id = ?`, [request.outcome, note, actor.id, actor.username, id]);
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
