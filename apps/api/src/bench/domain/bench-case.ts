import { coded } from '@pathdesk/contracts';
import { ConflictException } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CaseKind, CaseStatus } from '@pathdesk/contracts';
import { caseNotFound } from '../../cases/domain/case-kinds.js';
import { patientNameSql } from '../../cases/sql/patient-name.js';

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

const SELECT = `select c.id, c.kind, c.status, c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName",
       c.hospital_id as "hospitalId", c.company_id as "companyId"
  from pathology_case c where c.id = ? and c.kind = ?`;

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
      ...coded('case_cancelled_no_bench_work', { accessionNo: row.accessionNo }),
      errors: [{ field: 'status', message: 'is cancelled' }],
    });
  }
  return row;
}
