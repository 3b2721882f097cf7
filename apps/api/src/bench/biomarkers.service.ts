import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { interpretBiomarker, type BiomarkerDto, type BiomarkerTemplateId, type CaseKind, type SaveBiomarkerRequest } from '@pathdesk/contracts';
import { biomarkerInputSchemas } from '@pathdesk/contracts/schemas';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { invalidInput } from '../common/invalid-input.js';
import { lockBenchCase, readBenchCase } from './domain/bench-case.js';

interface Row {
  orderId: number;
  testCode: string;
  testName: string;
  blockCode: string | null;
  orderStatus: BiomarkerDto['orderStatus'];
  template: BiomarkerTemplateId;
  input: BiomarkerDto['input'];
  result: BiomarkerDto['result'];
  enteredBy: string | null;
  enteredAt: string | null;
  version: number | null;
}

const SELECT = `select o.id as "orderId", t.code as "testCode", t.name as "testName", b.code as "blockCode", o.status as "orderStatus",
       t.result_template as template, m.input, m.result, m.entered_by_username as "enteredBy",
       to_char(m.entered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "enteredAt", m.version
  from additional_order o join lab_test t on t.id = o.test_id
  left join bench_block b on b.id = o.block_id
  left join additional_biomarker m on m.order_id = o.id`;

const toDto = (r: Row): BiomarkerDto => ({ ...r, version: r.version ?? 0 });

/**
 * Biomarkers as results, not notes (issue 30.3): on an additional test whose catalogue entry has a
 * result template, the pathologist enters the result (ER/PR: % and intensity; HER2: score, pattern,
 * ISH; Ki-67: %; MMR: each protein; PD-L1: TPS/CPS); it is checked against the template's form and
 * computed (Allred score, ASCO/CAP category, the report's sentence), kept with what was entered, and
 * audited. The report's additional studies print the sentence.
 */
@Injectable()
export class BiomarkersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async listOfCase(kind: CaseKind, caseId: number): Promise<BiomarkerDto[]> {
    await readBenchCase(this.em, kind, caseId);
    const rows = await this.em.execute<Row[]>(`${SELECT} where o.case_id = ? and t.result_template is not null and o.status <> 'cancelled' order by o.ordered_at, o.id`, [caseId]);
    return rows.map(toDto);
  }

  async save(actor: Actor, kind: CaseKind, caseId: number, orderId: number, request: SaveBiomarkerRequest): Promise<BiomarkerDto> {
    await this.em.transactional(async (em) => {
      const theCase = await lockBenchCase(em, kind, caseId);
      const [row] = await em.execute<Row[]>(`${SELECT} where o.id = ? and o.case_id = ? for update of o`, [orderId, caseId]);
      if (!row) throw new NotFoundException(coded('no_order_in_case', { orderId, accessionNo: theCase.accessionNo }));
      if (!row.template) throw invalidInput([{ field: 'orderId', message: `${row.testCode} has no result template: write its result in the additional studies` }]);
      if (row.orderStatus === 'cancelled') {
        throw new ConflictException({ ...coded('order_cancelled_no_result'), errors: [{ field: 'orderId', message: 'is cancelled' }] });
      }
      if (request.version !== (row.version ?? 0)) {
        throw new ConflictException({ message: 'The result was changed by someone else; reload it.', errors: [{ field: 'version', message: 'is not the latest' }] });
      }
      const parsed = biomarkerInputSchemas[row.template].safeParse(request.input);
      if (!parsed.success) {
        throw new BadRequestException({
          ...coded('biomarker_result_not_valid', { test: row.testCode }),
          errors: parsed.error.issues.map((issue) => ({ field: ['input', ...issue.path].join('.'), message: issue.message })),
        });
      }
      const result = interpretBiomarker(row.template, parsed.data as never) as unknown as NonNullable<BiomarkerDto['result']>;
      await em.execute(
        `insert into additional_biomarker (order_id, template, input, result, entered_by_username, entered_at, version) values (?, ?, ?::jsonb, ?::jsonb, ?, now(), 1)
         on conflict (order_id) do update set input = excluded.input, result = excluded.result, entered_by_username = excluded.entered_by_username,
                                              entered_at = now(), version = additional_biomarker.version + 1`,
        [orderId, row.template, JSON.stringify(parsed.data), JSON.stringify(result), actor.username],
      );
      this.audit.record(
        actor,
        {
          action: row.version ? 'update' : 'create',
          entity: 'additional_biomarker',
          entityId: orderId,
          before: row.input ? { input: row.input, summary: row.result?.summary ?? null } : null,
          after: { input: parsed.data, summary: result.summary },
        },
        em,
      );
      await em.flush();
    });
    const [saved] = await this.em.execute<Row[]>(`${SELECT} where o.id = ?`, [orderId]);
    return toDto(saved!);
  }
}
