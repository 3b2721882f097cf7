import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { labYear, type NonWorkingDay } from '@pathdesk/contracts';
import { FIRST_CALENDAR_YEAR, labDaySql, thaiPublicHolidays } from './working-days.js';

/**
 * The working-day calendar (lab_calendar_day): weekends, Thai public holidays and the lab's
 * closures are days off; `ordinal` counts working days. Filled at start when it does not cover the
 * years yet, and refilled (in the caller's transaction) whenever closures change.
 */
@Injectable()
export class CalendarService implements OnModuleInit {
  private readonly followers: ((em: EntityManager) => Promise<void>)[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly em: EntityManager,
  ) {}

  async onModuleInit(): Promise<void> {
    const lastYear = labYear() + 2;
    const em = this.orm.em.fork();
    const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from lab_calendar_day where day between ? and ?`, [
      `${FIRST_CALENDAR_YEAR}-01-01`,
      `${lastYear}-12-31`,
    ]);
    const expected = (Date.UTC(lastYear + 1, 0, 1) - Date.UTC(FIRST_CALENDAR_YEAR, 0, 1)) / 86_400_000;
    if (row?.n !== expected) await em.transactional((tx) => this.refill(tx));
  }

  /**
   * Rebuilds the calendar from the holidays and the stored closures (one statement, under a lock),
   * then the TAT histogram, then what follows it elsewhere (onRefill: the TAT stored per released
   * case, case_fact.tat_days, of the cases whose TAT moves).
   */
  async refill(em: EntityManager): Promise<void> {
    const lastYear = labYear() + 2;
    const holidays = [];
    for (let year = FIRST_CALENDAR_YEAR; year <= lastYear; year++) holidays.push(...thaiPublicHolidays(year));
    await em.execute(`select pg_advisory_xact_lock(hashtext('lab_calendar_day'))`);
    await em.execute('delete from lab_calendar_day');
    await em.execute(
      `insert into lab_calendar_day (day, working, ordinal, name)
       select d.day, d.working, sum(d.working::int) over (order by d.day)::int, d.name
         from (
           select g::date as day,
                  extract(isodow from g) < 6 and h.name is null and cl.reason is null as working,
                  coalesce(h.name, cl.reason) as name
             from generate_series(?::date, ?::date, interval '1 day') g
             left join jsonb_to_recordset(?::jsonb) as h(day date, name text) on h.day = g::date
             left join lateral (select string_agg(reason, '; ' order by id) as reason from lab_closure where g::date between from_day and to_day) cl on true
         ) d`,
      [`${FIRST_CALENDAR_YEAR}-01-01`, `${lastYear}-12-31`, JSON.stringify(holidays)],
    );
    await em.execute('delete from tat_month');
    await em.execute(
      `insert into tat_month (kind, month, priority, tat_days, cases)
       select r.kind, date_trunc('month', ${labDaySql('r.released_at')})::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
         from report_version r join pathology_case c on c.id = r.case_id
         join lab_calendar_day rec on rec.day = ${labDaySql('c.received_at')}
         join lab_calendar_day rel on rel.day = ${labDaySql('r.released_at')}
        where r.version = 1
        group by 1, 2, 3, 4`,
    );
    for (const follow of this.followers) await follow(em);
  }

  /**
   * What follows the calendar in other modules' tables (case_fact's stored TAT, summaries/): run at
   * the end of every refill, in its transaction. Registered while the app is built, so before the
   * start-up fill of onModuleInit.
   */
  onRefill(follow: (em: EntityManager) => Promise<void>): void {
    this.followers.push(follow);
  }

  /** The days off of a year besides weekends: public holidays and closures. */
  async daysOff(year: number): Promise<NonWorkingDay[]> {
    const holidays = new Map(thaiPublicHolidays(year).map((h) => [h.day, h.name]));
    const rows = await this.em.execute<{ day: string; name: string }[]>(
      `select to_char(g, 'YYYY-MM-DD') as day, string_agg(reason, '; ' order by id) as name
         from lab_closure, generate_series(greatest(from_day, ?::date), least(to_day, ?::date), interval '1 day') g
        group by g order by g`,
      [`${year}-01-01`, `${year}-12-31`],
    );
    const days: NonWorkingDay[] = [...holidays].map(([day, name]) => ({ day, source: 'holiday' as const, name }));
    for (const row of rows) days.push({ day: row.day, source: 'closure', name: row.name });
    return days.sort((a, b) => a.day.localeCompare(b.day) || a.source.localeCompare(b.source));
  }
}
