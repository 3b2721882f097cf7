import { ConflictException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, CaseStatus } from '@pathdesk/contracts';
import { caseNotFound } from '../../results/results.service.js';

/** What the bench needs of a case: its kind is checked against the route's, its status against the write. */
export interface BenchCase {
  id: number;
  kind: CaseKind;
  status: CaseStatus;
  accessionNo: string;
  patientName: string;
  hospitalId: number;
  companyId: number | null;
}

const SELECT = `select id, kind, status, accession_no as "accessionNo",
       trim(coalesce(patient_title, '') || patient_first_name || ' ' || patient_last_name) as "patientName",
       hospital_id as "hospitalId", company_id as "companyId"
  from pathology_case where id = ? and kind = ?`;

/** The case of the route (404 when there is none of that kind). */
export async function readBenchCase(em: EntityManager, kind: CaseKind, caseId: number): Promise<BenchCase> {
  const [row] = await em.execute<BenchCase[]>(SELECT, [caseId, kind]);
  if (!row) throw caseNotFound(kind);
  return row;
}

/**
 * The case, locked for a change of its bench work (blocks, orders, requests are numbered and checked
 * under this lock). A cancelled case takes none (409); a released report's case still does (an
 * addendum follows).
 */
export async function lockBenchCase(em: EntityManager, kind: CaseKind, caseId: number): Promise<BenchCase> {
  const [row] = await em.execute<BenchCase[]>(`${SELECT} for update`, [caseId, kind]);
  if (!row) throw caseNotFound(kind);
  if (row.status === 'cancelled') {
    throw new ConflictException({
      message: `Case ${row.accessionNo} was cancelled: it takes no blocks, orders or requests.`,
      errors: [{ field: 'status', message: 'is cancelled' }],
    });
  }
  return row;
}
