import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Malignancy, MalignancyReviewDto, MalignancyReviewListResponse, MalignancyReviewRequest } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';

const MALIGNANCY_REVIEW_ENTITY = 'malignancy_review';

interface ReviewRow {
  report_id: number;
  case_id: number;
  accession_no: string;
  version: number;
  patient_name: string;
  hospital_name: string;
  released_at: Date;
  signed_by_name: string;
  diagnosis: string | null;
  migrated: MalignancyReviewDto['migrated'];
  confirmed: Malignancy | null;
  note: string | null;
  reviewed_by_username: string | null;
  reviewed_at: Date | null;
  total?: number;
}

const SELECT = `select m.report_id, m.case_id, v.accession_no, v.version, v.patient_name, v.hospital_name, v.released_at, v.signed_by_name,
    v.snapshot -> 'result' ->> 'diagnosis' as diagnosis, m.migrated, m.confirmed, m.note, m.reviewed_by_username, m.reviewed_at
  from malignancy_review m join report_version v on v.id = m.report_id`;
/** The version the summaries count for its case: no later version supersedes it. */
const LATEST = 'not exists (select 1 from report_version later where later.previous_id = m.report_id)';

function toDto(r: ReviewRow): MalignancyReviewDto {
  return {
    reportId: r.report_id,
    caseId: r.case_id,
    accessionNo: r.accession_no,
    version: r.version,
    patientName: r.patient_name,
    hospitalName: r.hospital_name,
    releasedAt: new Date(r.released_at).toISOString(),
    signedBy: r.signed_by_name,
    diagnosis: r.diagnosis ?? '',
    migrated: r.migrated,
    confirmed: r.confirmed,
    note: r.note,
    reviewedBy: r.reviewed_by_username,
    reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  };
}

/**
 * Issue 24.1: the surgical versions released before the malignancy field whose migrated category a
 * pathologist should re-read (migration 023's `to_review`), and the pathologist's confirmation. The
 * version itself never changes; the confirmed category sits beside it, and reaches the case's summary
 * facts (only the case's latest version may be confirmed).
 */
@Injectable()
export class MalignancyReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: { pending?: boolean | undefined; first: number; rows: number }): Promise<MalignancyReviewListResponse> {
    const where = ['m.to_review', LATEST];
    if (query.pending !== undefined) where.push(query.pending ? 'm.confirmed is null' : 'm.confirmed is not null');
    const rows = await this.em.execute<ReviewRow[]>(
      `select x.*, count(*) over ()::int as total from (${SELECT} where ${where.join(' and ')}) x order by x.released_at, x.report_id offset ? limit ?`,
      [query.first, query.rows],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [count] = await this.em.execute<{ n: number }[]>(`select count(*)::int as n from malignancy_review m where ${where.join(' and ')}`);
      total = count!.n;
    }
    return { reviews: rows.map(toDto), total };
  }

  /** The pathologist's category for a migrated version (a later review replaces an earlier one), audited. */
  async review(actor: Actor, reportId: number, request: MalignancyReviewRequest): Promise<MalignancyReviewDto> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<{ confirmed: Malignancy | null; note: string | null; superseded_by: number | null }[]>(
        `select m.confirmed, m.note, (select later.version from report_version later where later.previous_id = m.report_id) as superseded_by
           from malignancy_review m where m.report_id = ? for update of m`,
        [reportId],
      );
      if (!row) {
        throw new NotFoundException(
          'No migrated category for this report: versions released since the malignancy field carry the pathologist’s own choice (amend the report to change it).',
        );
      }
      if (row.superseded_by !== null) {
        throw new ConflictException({
          ...coded('superseded_malignancy_review', { version: row.superseded_by }),
          errors: [{ field: 'reportId', message: 'is superseded' }],
        });
      }
      const note = request.note || null;
      await em.execute(`update malignancy_review set confirmed = ?, note = ?, reviewed_at = now(), reviewed_by_id = ?, reviewed_by_username = ? where report_id = ?`, [
        request.malignancy,
        note,
        actor.id,
        actor.username,
        reportId,
      ]);
      // The confirmation concerns the case's latest version (a superseded one was refused above): the summaries count it.
      await em.execute(`update case_fact set category = ? where case_id = (select case_id from malignancy_review where report_id = ?)`, [request.malignancy, reportId]);
      this.audit.record(
        actor,
        {
          action: 'update',
          entity: MALIGNANCY_REVIEW_ENTITY,
          entityId: reportId,
          before: { confirmed: row.confirmed, note: row.note },
          after: { confirmed: request.malignancy, note },
          reason: 'malignancy review of a migrated surgical report',
        },
        em,
      );
      await em.flush();
      const [dto] = await em.execute<ReviewRow[]>(`${SELECT} where m.report_id = ?`, [reportId]);
      return toDto(dto!);
    });
  }
}
