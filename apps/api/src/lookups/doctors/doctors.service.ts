import { coded } from '@pathdesk/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager, LockMode, raw, type FilterQuery } from '@mikro-orm/postgresql';
import { DOCTOR_FILTERS, type CreateDoctorRequest, type DoctorDto, type DoctorOption, type DoctorsResponse, type UpdateDoctorRequest } from '@pathdesk/contracts';
import type { cfgDoctorsQuerySchema, doctorListQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import type { Actor } from '../../identity/actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { escapeLike } from '../../common/escape-like.js';
import { filtersToWhere } from '../../common/list-filters.js';
import { listOrder } from '../../common/list-order.js';
import { HospitalsService } from '../hospitals/hospitals.service.js';
import { Doctor } from './doctor.entity.js';
import { activeDoctorsOf, doctorsById } from './doctor-rows.js';
import { auditedDoctor, toDoctorDto, toDoctorOption } from './doctor.mapper.js';

export type DoctorListQuery = z.output<typeof doctorListQuerySchema>;
export type DoctorOptionsQuery = z.output<typeof cfgDoctorsQuerySchema>;

/** The most entries a dropdown gets; typing narrows it (search). */
const DOCTOR_OPTIONS_LIMIT = 1000;

const COLUMNS = { hospitalName: 'hospital.nameTh', hospitalId: 'hospital' };
const NULLABLE = ['title', 'licenceNo'];

/**
 * TEXT_SEARCH_PLAN — how a text search is planned (measured with 100,000 doctors by
 * tools/bench/lookups.mjs). PostgreSQL underestimates ILIKE on Thai text (a scan of the table
 * takes ~60 ms, about three times what it assumes) and overestimates the trigram indexes, so left
 * alone it scans the table; and for a page sorted by name it walks the name index hoping to meet
 * 20 matches early — but the matches of a name cluster in name order, so the walk can cross most
 * of the table. For a query with an indexable text condition the read transaction therefore turns
 * sequential scans off (the trigram indexes find the matches in a few ms), and one query answers
 * the page's ids with the exact total beside them (count(*) over ()), which also rules out the
 * walk: all matches are counted, then the top of them sorted. Patterns under three characters
 * have no trigram to look up and keep the default plan.
 */
const TRIGRAM_FIELDS = ['name', 'licenceNo', 'hospitalName'];
const POSITIVE_TEXT_MODES = ['contains', 'startsWith', 'endsWith', 'equals'];

function searchesText(query: DoctorListQuery): boolean {
  if (query.search && query.search.length >= 3) return true;
  return TRIGRAM_FIELDS.some((field) => {
    const filter = query.filters?.[field];
    if (!filter) return false;
    const indexable = (c: { matchMode: string; value: unknown }) => POSITIVE_TEXT_MODES.includes(c.matchMode) && String(c.value).length >= 3;
    // OR: every branch must be indexable; AND: one indexable constraint narrows enough.
    return filter.operator === 'or' ? filter.constraints.every(indexable) : filter.constraints.some(indexable);
  });
}

@Injectable()
export class DoctorsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly hospitals: HospitalsService,
  ) {}

  /**
   * The list, paged: the page's ids (with the total), then those doctors as DTOs. Text conditions
   * (search, "contains"…) are ILIKE patterns that the trigram indexes serve; see TEXT_SEARCH_PLAN.
   */
  async list(query: DoctorListQuery): Promise<DoctorsResponse> {
    const where: FilterQuery<Doctor>[] = [];
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      const hospitalIds = await this.hospitals.idsNamed(query.search);
      where.push({
        $or: [{ name: { $ilike: like } }, { licenceNo: { $ilike: like } }, ...(hospitalIds.length ? [{ hospital: { $in: hospitalIds } }] : [])],
      });
    }
    const filters = filtersToWhere(query.filters, DOCTOR_FILTERS, COLUMNS);
    if (Object.keys(filters).length) where.push(filters as FilterQuery<Doctor>);
    const condition: FilterQuery<Doctor> = where.length ? { $and: where } : {};
    const orderBy = listOrder(query.sortField, query.sortOrder, { columns: COLUMNS, nullable: NULLABLE, then: ['name'] });
    const pageOf = (em: EntityManager, withTotal: boolean) =>
      em
        .createQueryBuilder(Doctor, 'd')
        .select(withTotal ? ['d.id', raw('count(*) over () as total')] : ['d.id'])
        .where(condition as object)
        .orderBy(orderBy as never)
        .limit(query.rows)
        .offset(query.first)
        .execute<{ id: number; total?: string | number }[]>('all', false);

    if (!searchesText(query)) {
      // Without a text condition the count comes from an index and the page from walking one.
      const total = await this.em.count(Doctor, condition);
      const page = total > query.first ? await pageOf(this.em, false) : [];
      return {
        doctors: await doctorsById(
          this.em,
          page.map((row) => row.id),
        ),
        total,
      };
    }
    return this.em.transactional(
      async (em) => {
        await em.execute('set local enable_seqscan = off');
        const page = await pageOf(em, true);
        const total = page.length ? Number(page[0]!.total) : query.first > 0 ? await em.count(Doctor, condition) : 0;
        return {
          doctors: await doctorsById(
            em,
            page.map((row) => row.id),
          ),
          total,
        };
      },
      { readOnly: true },
    );
  }

  /** The active doctors of a hospital, by name (404 for an unknown hospital). */
  async byHospital(hospitalId: number): Promise<{ doctors: DoctorDto[] }> {
    const doctors = await activeDoctorsOf(this.em, hospitalId);
    if (!doctors.length) await this.hospitals.find(hospitalId); // none, or no such hospital (404)?
    return { doctors };
  }

  /** The dropdown: active doctors (of a hospital, matching a search), by name, at most DOCTOR_OPTIONS_LIMIT. */
  async options(query: DoctorOptionsQuery): Promise<{ doctors: DoctorOption[] }> {
    const where: FilterQuery<Doctor> = { active: true };
    if (query.hospitalId) where.hospital = query.hospitalId;
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      where.$or = [{ name: { $ilike: like } }, { licenceNo: { $ilike: like } }];
    }
    const rows = await this.em
      .createQueryBuilder(Doctor, 'd')
      .select(['d.id', 'd.title', 'd.name', raw('d.hospital_id as "hospitalId"')])
      .where(where as object)
      .orderBy([{ name: 'asc' }, { id: 'asc' }])
      .limit(DOCTOR_OPTIONS_LIMIT)
      .execute<DoctorOption[]>('all', false);
    return { doctors: rows.map(toDoctorOption) };
  }

  async create(actor: Actor, request: CreateDoctorRequest): Promise<{ doctor: DoctorDto }> {
    return uniqueLicence(request.licenceNo, () =>
      this.em.transactional(async (em) => {
        const { hospitalId, ...fields } = request;
        const hospital = await this.hospitals.requireForRequest(hospitalId, em);
        await this.assertLicenceFree(em, fields.licenceNo);
        const doctor = em.create(Doctor, { ...fields, hospital });
        await em.flush();
        this.audit.record(actor, { action: 'create', entity: 'doctor', entityId: doctor.id, after: auditedDoctor(doctor) }, em);
        await em.flush();
        return { doctor: toDoctorDto(doctor) };
      }),
    );
  }

  async update(actor: Actor, id: number, request: UpdateDoctorRequest): Promise<{ doctor: DoctorDto }> {
    return uniqueLicence(request.licenceNo, () =>
      this.em.transactional(async (em) => {
        const doctor = await em.findOne(Doctor, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!doctor) throw new NotFoundException('No such doctor.');
        await em.populate(doctor, ['hospital']);
        const before = auditedDoctor(doctor);
        const { hospitalId, ...fields } = request;
        const changes: Partial<Doctor> = { ...fields } as Partial<Doctor>;
        if (hospitalId !== undefined && hospitalId !== doctor.hospital.id) changes.hospital = await this.hospitals.requireForRequest(hospitalId, em);
        await this.assertLicenceFree(em, fields.licenceNo, doctor.id);
        em.assign(doctor, changes);
        this.audit.record(actor, { action: 'update', entity: 'doctor', entityId: doctor.id, before, after: auditedDoctor(doctor) }, em);
        await em.flush();
        return { doctor: toDoctorDto(doctor) };
      }),
    );
  }

  private async assertLicenceFree(em: EntityManager, licenceNo: string | null | undefined, exceptId?: number): Promise<void> {
    if (!licenceNo) return;
    if (await em.count(Doctor, { licenceNo, ...(exceptId ? { id: { $ne: exceptId } } : {}) })) throw duplicateLicence(licenceNo);
  }
}

function duplicateLicence(licenceNo: string | null | undefined): ConflictException {
  return new ConflictException({
    ...coded('licence_number_taken', { licenceNo }),
    errors: [{ field: 'licenceNo', message: 'is taken' }],
  });
}

async function uniqueLicence<T>(licenceNo: string | null | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicateLicence(licenceNo);
    throw error;
  }
}
