import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { coded, labDay, type CaseKind, type ParaffinDto, type PortalCaseLoansResponse, type PortalLoan, type PortalLoansResponse } from '@pathdesk/contracts';
import type { portalLoanRequestSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { hospitalCondition, hospitalScope } from '../identity/hospital-scope.js';
import { ParaffinsService } from '../bench/paraffins.service.js';
import { readParaffins } from '../bench/sql/bench-rows.js';
import { patientNameSql } from '../cases/sql/patient-name.js';

/** The hospital's view of a loan: the lab's fee, payer and note are the lab's own. */
function toLoan({ fee: _fee, billTo: _billTo, note: _note, hospitalId: _h, hospitalName: _hn, updatedAt: _u, version: _v, ...loan }: ParaffinDto): PortalLoan {
  return loan;
}

/**
 * Loans asked for by a client hospital (issue 28.5): a guest asks for blocks or unstained slides of
 * one of its hospitals' cases that has a released report — the lab's existing paraffin requests
 * (bench/ParaffinsService), requested by the account, for the case's hospital — and follows their
 * status. Every query carries the hospital scope: another hospital's case is a 404.
 */
@Injectable()
export class PortalLoansService {
  constructor(
    private readonly em: EntityManager,
    private readonly paraffins: ParaffinsService,
  ) {}

  async list(actor: Actor, query: { first: number; rows: number }): Promise<PortalLoansResponse> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'c.hospital_id');
    const loans = await readParaffins(this.em, labDay(), scope.sql, scope.params, `order by p.created_at desc, p.id desc limit ${query.rows} offset ${query.first}`);
    const [row] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from paraffin_request p join pathology_case c on c.id = p.case_id where ${scope.sql}`,
      scope.params,
    );
    return { loans: loans.map(toLoan), total: row?.total ?? 0 };
  }

  async ofCase(actor: Actor, caseId: number): Promise<PortalCaseLoansResponse> {
    const { hospitalId: _hospitalId, ...theCase } = await this.caseOf(actor, caseId);
    const blocks = await this.em.execute<{ id: number; code: string }[]>(`select id, code from bench_block where case_id = ? order by id`, [caseId]);
    const loans = await readParaffins(this.em, labDay(), 'p.case_id = ?', [caseId], 'order by p.created_at desc, p.id desc');
    return { ...theCase, blocks, loans: loans.map(toLoan) };
  }

  /** The account asks for a loan of its hospital's case: a paraffin request (audited by the bench), for the case's hospital. */
  async request(actor: Actor, caseId: number, request: z.output<typeof portalLoanRequestSchema>): Promise<PortalLoan> {
    const theCase = await this.caseOf(actor, caseId);
    const created = await this.paraffins.create(actor, theCase.kind, caseId, {
      requester: request.requester || actor.username || 'guest',
      hospitalId: theCase.hospitalId,
      purpose: request.purpose,
      items: request.items,
      note: null,
    });
    return toLoan(created);
  }

  /** One of the account's hospitals' cases with a released report, or 404. */
  private async caseOf(actor: Actor, caseId: number): Promise<Omit<PortalCaseLoansResponse, 'blocks' | 'loans'> & { hospitalId: number }> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'c.hospital_id');
    const [row] = await this.em.execute<{ caseId: number; kind: CaseKind; accessionNo: string; patientName: string; hospitalId: number }[]>(
      `select c.id as "caseId", c.kind, c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName", c.hospital_id as "hospitalId"
         from pathology_case c
        where c.id = ? and ${scope.sql} and exists (select 1 from report_version r where r.case_id = c.id)`,
      [caseId, ...scope.params],
    );
    if (!row) throw new NotFoundException(coded('case_not_found'));
    return row;
  }
}
