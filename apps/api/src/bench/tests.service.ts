import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { FieldError, TestDto, TestsResponse } from '@pathdesk/contracts';
import type { createTestSchema, testListQuerySchema, updateTestSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { escapeLike } from '../common/escape-like.js';
import { Cfgvalue } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { Hospital } from '../lookups/hospitals/hospital.entity.js';
import { invalidInput } from '../common/invalid-input.js';
import { LabTestPrice } from './lab-test-price.entity.js';
import { LabTest } from './lab-test.entity.js';

const TEST_ENTITY = 'lab_test';

type CreateTest = z.output<typeof createTestSchema>;
type UpdateTest = z.output<typeof updateTestSchema>;
type TestListQuery = z.output<typeof testListQuerySchema>;
type PriceInput = NonNullable<CreateTest['prices']>[number];

const SORT_SQL: Record<TestListQuery['sortField'], string> = { code: 't.code', name: 't.name', category: 't.category', updatedAt: 't.updated_at' };

const TEST_COLUMNS = `t.id, t.code, t.name, t.category, t.cgd_code as "cgdCode", t.default_price::text as "defaultPrice", t.price_per as "pricePer", t.active, t.result_template as "resultTemplate",
  to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
  coalesce((select jsonb_agg(jsonb_build_object('hospitalId', p.hospital_id, 'hospitalName', h.name_th, 'companyId', p.company_id,
                   'companyName', cv.name, 'kind', p.kind, 'price', p.price::text) order by p.id)
              from lab_test_price p left join hospital h on h.id = p.hospital_id left join cfgvalue cv on cv.id = p.company_id
             where p.test_id = t.id), '[]'::jsonb) as prices`;

/**
 * The test catalogue (administrators write, lab staff and doctors read): code, name, category, CGD
 * code, default price, active, result template (issue 30.3), and a price list per hospital or
 * company and case kind, replaced as a whole on update. A test that has orders is deactivated,
 * never deleted.
 */
@Injectable()
export class TestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: TestListQuery): Promise<TestsResponse> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.search) {
      where.push(`(t.code ilike ? or t.name ilike ?)`);
      const like = `%${escapeLike(query.search)}%`;
      params.push(like, like);
    }
    if (query.category) {
      where.push('t.category = ?');
      params.push(query.category);
    }
    if (query.active !== undefined) {
      where.push('t.active = ?');
      params.push(query.active);
    }
    const condition = where.length ? `where ${where.join(' and ')}` : '';
    const tests = await this.em.execute<TestDto[]>(
      `select ${TEST_COLUMNS} from lab_test t ${condition} order by ${SORT_SQL[query.sortField]} ${query.sortOrder === -1 ? 'desc' : 'asc'}, t.id limit ? offset ?`,
      [...params, query.rows, query.first],
    );
    const [{ total }] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from lab_test t ${condition}`, params);
    return { tests, total };
  }

  async get(id: number, em: EntityManager = this.em): Promise<TestDto> {
    const [test] = await em.execute<TestDto[]>(`select ${TEST_COLUMNS} from lab_test t where t.id = ?`, [id]);
    if (!test) throw new NotFoundException('No such test.');
    return test;
  }

  async create(actor: Actor, request: CreateTest): Promise<TestDto> {
    return this.em.transactional(async (em) => {
      await this.assertCodeFree(em, request.code, null);
      await this.assertPayers(em, request.prices ?? []);
      const test = em.create(LabTest, {
        code: request.code,
        name: request.name,
        category: request.category,
        cgdCode: request.cgdCode ?? null,
        defaultPrice: request.defaultPrice,
        pricePer: request.pricePer ?? 'case',
        active: request.active ?? true,
        resultTemplate: request.resultTemplate ?? null,
        updatedByUsername: actor.username,
      });
      await em.flush();
      this.writePrices(em, test, request.prices ?? []);
      this.audit.record(actor, { action: 'create', entity: TEST_ENTITY, entityId: test.id, after: { ...request, prices: request.prices ?? [] } }, em);
      await em.flush();
      return this.get(test.id, em);
    });
  }

  async update(actor: Actor, id: number, request: UpdateTest): Promise<TestDto> {
    return this.em.transactional(async (em) => {
      const test = await em.findOne(LabTest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!test) throw new NotFoundException('No such test.');
      const before = await this.get(id, em);
      if (request.code !== undefined && request.code !== test.code) {
        if (await this.hasOrders(em, id)) throw invalidInput([{ field: 'code', message: 'is on orders already: it cannot change (deactivate the test and add a new one)' }]);
        await this.assertCodeFree(em, request.code, id);
      }
      if (request.prices) await this.assertPayers(em, request.prices);
      const fields = ['code', 'name', 'category', 'cgdCode', 'defaultPrice', 'pricePer', 'active', 'resultTemplate'] as const;
      for (const f of fields) if (request[f] !== undefined) (test as unknown as Record<string, unknown>)[f] = request[f];
      test.updatedAt = new Date();
      test.updatedByUsername = actor.username;
      if (request.prices) {
        await em.nativeDelete(LabTestPrice, { test: id });
        this.writePrices(em, test, request.prices);
      }
      await em.flush();
      const after = await this.get(id, em);
      this.audit.record(actor, { action: 'update', entity: TEST_ENTITY, entityId: id, before: auditable(before), after: auditable(after) }, em);
      await em.flush();
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<TestDto> {
    return this.em.transactional(async (em) => {
      const before = await this.get(id, em);
      if (await this.hasOrders(em, id)) {
        throw new ConflictException({ ...coded('test_has_orders', { code: before.code }), errors: [{ field: 'id', message: 'has orders' }] });
      }
      await em.nativeDelete(LabTestPrice, { test: id });
      await em.nativeDelete(LabTest, { id });
      this.audit.record(actor, { action: 'delete', entity: TEST_ENTITY, entityId: id, before: auditable(before) }, em);
      await em.flush();
      return before;
    });
  }

  private writePrices(em: EntityManager, test: LabTest, prices: readonly PriceInput[]): void {
    for (const p of prices) {
      em.create(LabTestPrice, {
        test,
        hospital: p.hospitalId === null ? null : em.getReference(Hospital, p.hospitalId),
        company: p.companyId === null ? null : em.getReference(Cfgvalue, p.companyId),
        kind: p.kind,
        price: p.price,
      });
    }
  }

  private async assertCodeFree(em: EntityManager, code: string, exceptId: number | null): Promise<void> {
    const [row] = await em.execute<{ id: number }[]>(`select id from lab_test where lower(code) = lower(?)`, [code]);
    if (row && row.id !== exceptId) throw invalidInput([{ field: 'code', ...coded('is_another_tests_code', { code }) }]);
  }

  /** Every hospital and company of a price list exists (companies are config values of category company). */
  private async assertPayers(em: EntityManager, prices: readonly PriceInput[]): Promise<void> {
    const hospitalIds = prices.flatMap((p) => (p.hospitalId === null ? [] : [p.hospitalId]));
    const companyIds = prices.flatMap((p) => (p.companyId === null ? [] : [p.companyId]));
    const found = async (query: string, ids: number[]) => new Set(ids.length ? (await em.execute<{ id: number }[]>(query, [ids])).map((r) => r.id) : []);
    const hospitals = await found(`select id from hospital where id in (?)`, hospitalIds);
    const companies = await found(`select id from cfgvalue where category = 'company' and id in (?)`, companyIds);
    const errors: FieldError[] = [];
    prices.forEach((p, i) => {
      if (p.hospitalId !== null && !hospitals.has(p.hospitalId)) errors.push({ field: `prices.${i}.hospitalId`, message: 'is not a hospital' });
      if (p.companyId !== null && !companies.has(p.companyId)) errors.push({ field: `prices.${i}.companyId`, message: 'is not a company' });
    });
    if (errors.length) throw invalidInput(errors);
  }

  private async hasOrders(em: EntityManager, id: number): Promise<boolean> {
    const rows = await em.execute(`select 1 from additional_order where test_id = ? limit 1`, [id]);
    return rows.length > 0;
  }
}

function auditable(test: TestDto): Record<string, unknown> {
  const { updatedAt: _updatedAt, ...rest } = test;
  return { ...rest, prices: test.prices.map(({ hospitalName: _h, companyName: _c, ...p }) => p) };
}
