import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, LockMode, type FilterQuery } from '@mikro-orm/postgresql';
import { HOSPITAL_FILTERS, type CreateHospitalRequest, type HospitalDto, type HospitalOption, type HospitalsResponse, type UpdateHospitalRequest } from '@pathdesk/contracts';
import type { hospitalListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../identity/actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { escapeLike } from '../../common/escape-like.js';
import { filtersToWhere } from '../../common/list-filters.js';
import { listOrder } from '../../common/list-order.js';
import { Hospital } from './hospital.entity.js';
import { auditedHospital, toHospitalDto, toHospitalOption } from './hospital.mapper.js';

export type HospitalListQuery = z.output<typeof hospitalListQuerySchema>;

const NULLABLE = ['nameEn', 'taxId'];

@Injectable()
export class HospitalsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(query: HospitalListQuery): Promise<HospitalsResponse> {
    const where: FilterQuery<Hospital>[] = [];
    if (query.search) where.push({ $or: searchHospitals(query.search) });
    const filters = filtersToWhere(query.filters, HOSPITAL_FILTERS);
    if (Object.keys(filters).length) where.push(filters as FilterQuery<Hospital>);
    const [hospitals, total] = await this.em.findAndCount(Hospital, where.length ? { $and: where } : {}, {
      orderBy: listOrder(query.sortField, query.sortOrder, { nullable: NULLABLE }),
      limit: query.rows,
      offset: query.first,
    });
    return { hospitals: hospitals.map(toHospitalDto), total };
  }

  /** The dropdown: active hospitals by Thai name. */
  async options(): Promise<{ hospitals: HospitalOption[] }> {
    const hospitals = await this.em.find(Hospital, { active: true }, { fields: ['id', 'code', 'nameTh', 'nameEn'], orderBy: [{ nameTh: 'asc' }, { id: 'asc' }] });
    return { hospitals: hospitals.map(toHospitalOption) };
  }

  /** Ids of the hospitals whose code or names contain `text` (for searches of other lists). */
  async idsNamed(text: string, em: EntityManager = this.em): Promise<number[]> {
    const like = `%${escapeLike(text)}%`;
    const rows = await em.find(Hospital, { $or: [{ code: { $ilike: like } }, { nameTh: { $ilike: like } }, { nameEn: { $ilike: like } }] }, { fields: ['id'] });
    return rows.map((h) => h.id);
  }

  /** The hospital named by a request's hospitalId: 400 naming the field when there is none. */
  async requireForRequest(id: number, em: EntityManager = this.em): Promise<Hospital> {
    const hospital = await em.findOne(Hospital, { id });
    if (!hospital) {
      throw new BadRequestException({
        message: `Invalid input — hospitalId: there is no hospital ${id}; choose one from the list.`,
        errors: [{ field: 'hospitalId', message: 'is not a known hospital' }],
        code: 'invalid_input',
      });
    }
    return hospital;
  }

  async find(id: number, em: EntityManager = this.em): Promise<Hospital> {
    const hospital = await em.findOne(Hospital, { id });
    if (!hospital) throw new NotFoundException('No such hospital.');
    return hospital;
  }

  async create(actor: Actor, request: CreateHospitalRequest): Promise<{ hospital: HospitalDto }> {
    return uniqueCodeAndName(() =>
      this.em.transactional(async (em) => {
        await this.assertUnique(em, request);
        const hospital = em.create(Hospital, request);
        await em.flush();
        this.audit.record(actor, { action: 'create', entity: 'hospital', entityId: hospital.id, after: auditedHospital(hospital) }, em);
        await em.flush();
        return { hospital: toHospitalDto(hospital) };
      }),
    );
  }

  async update(actor: Actor, id: number, request: UpdateHospitalRequest): Promise<{ hospital: HospitalDto }> {
    return uniqueCodeAndName(() =>
      this.em.transactional(async (em) => {
        const hospital = await em.findOne(Hospital, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!hospital) throw new NotFoundException('No such hospital.');
        const before = auditedHospital(hospital);
        await this.assertUnique(em, request, hospital.id);
        em.assign(hospital, request);
        this.audit.record(actor, { action: 'update', entity: 'hospital', entityId: hospital.id, before, after: auditedHospital(hospital) }, em);
        await em.flush();
        return { hospital: toHospitalDto(hospital) };
      }),
    );
  }

  private async assertUnique(em: EntityManager, request: UpdateHospitalRequest, exceptId?: number): Promise<void> {
    const other = exceptId ? { id: { $ne: exceptId } } : {};
    if (request.code && (await em.count(Hospital, { code: request.code, ...other }))) {
      throw new ConflictException({
        ...coded('hospital_code_taken', { code: request.code }),
        errors: [{ field: 'code', message: 'is taken' }],
      });
    }
    // ILIKE without wildcards: equality without regard to case, as the unique index on lower(name_th).
    if (request.nameTh && (await em.count(Hospital, { nameTh: { $ilike: escapeLike(request.nameTh) }, ...other }))) {
      throw new ConflictException({
        ...coded('hospital_name_exists', { name: request.nameTh }),
        errors: [{ field: 'nameTh', message: 'is taken' }],
      });
    }
  }
}

function searchHospitals(text: string): FilterQuery<Hospital>[] {
  const like = `%${escapeLike(text)}%`;
  return [{ code: { $ilike: like } }, { nameTh: { $ilike: like } }, { nameEn: { $ilike: like } }, { taxId: { $ilike: like } }];
}

/** Requests racing past the checks meet the unique indexes: still a 409. */
async function uniqueCodeAndName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictException('Another hospital has this code or Thai name.');
    }
    throw error;
  }
}
