import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  hasRole,
  labDay,
  workloadLimit,
  type ScreeningDto,
  type WorkloadDayDto,
  type WorkloadDayResponse,
  type WorkloadListQuery,
  type WorkloadListResponse,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { ownStaffRecord } from '../users/staff-link.js';
import { readsAllWorkload } from './workload-access.js';

const SCREENING_DAY_ENTITY = 'screening_day';

/** A screener's day as DAYS reads it: its DTO's fields but the limit, and the total of the query. */
type DayRow = Omit<WorkloadDayDto, 'limit'> & { total: number };

/** A screening as the day's log reads it: its DTO's fields, the instant a Date. */
type ScreeningRow = Omit<ScreeningDto, 'screenedAt' | 'recordedBy'> & { screenedAt: Date; recordedBy: string | null };

/** Every (screener, day) with hours declared or screenings counted, with the day's figures. */
const DAYS = `with days as (select screener_id, day from screening_day union select screener_id, day from screening)
  select d.screener_id as "screenerId", c.name as "screenerName", u.username, to_char(d.day, 'YYYY-MM-DD') as day,
         h.hours::float8 as hours, h.updated_by_username as "hoursUpdatedBy",
         coalesce(a.slides, 0)::float8 as slides, coalesce(a.gyn, 0)::float8 as "gynSlides", coalesce(a.non_gyn, 0)::float8 as "nonGynSlides",
         coalesce(a.cases, 0)::int as cases, coalesce(a.overrides, 0)::int as overrides, count(*) over ()::int as total
    from days d
    join cfgvalue c on c.id = d.screener_id
    left join screening_day h on h.screener_id = d.screener_id and h.day = d.day
    left join lateral (
      select sum(s.slides) as slides, sum(s.slides) filter (where k.kind = 'gynecological') as gyn, sum(s.slides) filter (where k.kind <> 'gynecological') as non_gyn,
             count(*) as cases, count(*) filter (where s.override) as overrides
        from screening s join pathology_case k on k.id = s.case_id where s.screener_id = d.screener_id and s.day = d.day
    ) a on true
    left join lateral (select username from app_user where staff_id = d.screener_id and deleted_at is null order by id limit 1) u on true`;

function toDay({ total: _total, ...day }: Omit<DayRow, 'total'> & { total?: number }): WorkloadDayDto {
  return { ...day, limit: workloadLimit(day.hours) };
}

function toScreening({ slides, screenedAt, recordedBy, ...screening }: ScreeningRow): ScreeningDto {
  return { ...screening, slides: Number(slides), screenedAt: new Date(screenedAt).toISOString(), recordedBy: recordedBy ?? '' };
}

const fmt = (n: number) => String(Number(n.toFixed(2)));

/**
 * Screener workload (issue 15.4, 42 CFR 493.1274(d)): the days of each screener (hours declared,
 * slides counted, limit), a day's log of screenings, and the hours a screener declares for a day.
 * The screenings themselves are recorded by screening-record.ts when results are completed or released.
 */
@Injectable()
export class WorkloadService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The screener records the actor may see: null for all (administrators, pathologists), else their own (none when unlinked). */
  private async visibleScreener(actor: Actor): Promise<number | null | 'none'> {
    if (readsAllWorkload(actor)) return null;
    const own = await ownStaffRecord(this.em, actor.id);
    return own && own.category === 'screener' ? own.id : 'none';
  }

  private async assertMaySee(actor: Actor, screenerId: number): Promise<void> {
    const visible = await this.visibleScreener(actor);
    if (visible !== null && visible !== screenerId) {
      throw new ForbiddenException({ message: 'You see the workload of your own screener record only.', errors: [{ field: 'screenerId', message: 'is not your record' }] });
    }
  }

  async screener(screenerId: number): Promise<{ id: number; name: string; credentials: string | null }> {
    const [row] = await this.em.execute<{ id: number; name: string; credentials: string | null }[]>(
      `select id, name, value as credentials from cfgvalue where id = ? and category = 'screener'`,
      [screenerId],
    );
    if (!row) throw new NotFoundException('No such screener.');
    return row;
  }

  async list(actor: Actor, query: WorkloadListQuery): Promise<WorkloadListResponse> {
    const visible = await this.visibleScreener(actor);
    if (visible === 'none') return { days: [], total: 0 };
    if (visible !== null && query.screenerId !== undefined && query.screenerId !== visible) await this.assertMaySee(actor, query.screenerId);
    const screenerId = visible ?? query.screenerId ?? null;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      where.push(clause);
      params.push(value);
    };
    if (screenerId !== null) add('d.screener_id = ?', screenerId);
    if (query.from) add('d.day >= cast(? as date)', query.from);
    if (query.to) add('d.day <= cast(? as date)', query.to);
    const rows = await this.em.execute<DayRow[]>(`${DAYS} ${where.length ? `where ${where.join(' and ')}` : ''} order by d.day desc, c.name, d.screener_id limit ? offset ?`, [
      ...params,
      query.rows ?? 20,
      query.first ?? 0,
    ]);
    return { days: rows.map(toDay), total: rows[0]?.total ?? 0 };
  }

  /** The days of one screener in a period, oldest first (the printable log). */
  async period(actor: Actor, screenerId: number, from: string, to: string): Promise<WorkloadDayDto[]> {
    await this.assertMaySee(actor, screenerId);
    const rows = await this.em.execute<DayRow[]>(`${DAYS} where d.screener_id = ? and d.day between cast(? as date) and cast(? as date) order by d.day`, [screenerId, from, to]);
    return rows.map(toDay);
  }

  async day(actor: Actor, screenerId: number, date: string): Promise<WorkloadDayResponse['day']> {
    await this.screener(screenerId);
    await this.assertMaySee(actor, screenerId);
    return this.loadDay(this.em, screenerId, date);
  }

  private async loadDay(em: EntityManager, screenerId: number, date: string): Promise<WorkloadDayResponse['day']> {
    const screener = await this.screener(screenerId);
    const [row] = await em.execute<DayRow[]>(`${DAYS} where d.screener_id = ? and d.day = cast(? as date)`, [screenerId, date]);
    const screenings = await em.execute<ScreeningRow[]>(
      `select s.id, s.case_id as "caseId", k.kind, k.accession_no as "accessionNo", s.slide_count as "slideCount", s.liquid_based as "liquidBased",
              s.slides::float8 as slides, s.screened_at as "screenedAt", s.recorded_by_username as "recordedBy", s.override
         from screening s join pathology_case k on k.id = s.case_id where s.screener_id = ? and s.day = cast(? as date) order by s.screened_at, s.id`,
      [screenerId, date],
    );
    const day = row
      ? toDay(row)
      : toDay({
          screenerId,
          screenerName: screener.name,
          username: null,
          day: date,
          hours: null,
          slides: 0,
          gynSlides: 0,
          nonGynSlides: 0,
          cases: 0,
          overrides: 0,
          hoursUpdatedBy: null,
        });
    if (!row) {
      const [user] = await em.execute<{ username: string }[]>('select username from app_user where staff_id = ? and deleted_at is null order by id limit 1', [screenerId]);
      day.username = user?.username ?? null;
    }
    return { ...day, screenings: screenings.map(toScreening) };
  }

  /**
   * The screener (their own record) or an administrator declares the hours of screening of a day
   * that has begun: 0 < hours ≤ 24 (the schema), and not fewer than the slides already counted
   * that day need. Audited.
   */
  async declareHours(actor: Actor, screenerId: number, date: string, hours: number): Promise<WorkloadDayResponse['day']> {
    const screener = await this.screener(screenerId);
    if (!hasRole(actor.role, ['admin'])) {
      const own = await ownStaffRecord(this.em, actor.id);
      if (!own || own.id !== screenerId) {
        throw new ForbiddenException({
          ...coded('who_declares_hours', { screener: screener.name }),
          errors: [{ field: 'screenerId', message: 'is not your record' }],
        });
      }
    }
    if (date > labDay()) throw new BadRequestException({ message: 'Hours are declared for today or an earlier day.', errors: [{ field: 'date', message: 'is in the future' }] });
    return this.em.transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:workload'), ?)`, [screenerId]);
      const [current] = await em.execute<{ hours: number | null; slides: number }[]>(
        `select (select hours::float8 from screening_day where screener_id = ? and day = cast(? as date)) as hours,
                (select coalesce(sum(slides), 0)::float8 from screening where screener_id = ? and day = cast(? as date)) as slides`,
        [screenerId, date, screenerId, date],
      );
      const limit = workloadLimit(hours);
      if (current!.slides > limit) {
        const needed = Math.ceil(((current!.slides * 8) / 100) * 4) / 4;
        throw new ConflictException({
          ...coded('hours_allow_fewer_slides', { screener: screener.name, slides: fmt(current!.slides), date, hours: fmt(hours), limit: fmt(limit), needed: fmt(needed) }),
          errors: [{ field: 'hours', ...coded('allow_fewer_slides', { limit: fmt(limit), slides: fmt(current!.slides) }) }],
        });
      }
      if (current!.hours === hours) return this.loadDay(em, screenerId, date);
      await em.execute(
        `insert into screening_day (screener_id, day, hours, updated_by_username) values (?, cast(? as date), ?, ?)
         on conflict (screener_id, day) do update set hours = excluded.hours, updated_at = now(), updated_by_username = excluded.updated_by_username`,
        [screenerId, date, hours, actor.username],
      );
      this.audit.record(
        actor,
        {
          action: current!.hours === null ? 'create' : 'update',
          entity: SCREENING_DAY_ENTITY,
          entityId: `${screenerId}:${date}`,
          before: current!.hours === null ? null : { hours: current!.hours },
          after: { hours, limit },
        },
        em,
      );
      await em.flush();
      return this.loadDay(em, screenerId, date);
    });
  }
}
