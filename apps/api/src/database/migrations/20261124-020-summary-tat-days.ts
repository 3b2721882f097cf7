import { Migration } from '@mikro-orm/migrations';

// Fixed here (not imported): a migration must keep doing what it did when it was applied.
const LAB_TIME_ZONE = 'Asia/Bangkok';
const labDay = (instant: string) => `((${instant}) at time zone '${LAB_TIME_ZONE}')::date`;
/** The row trigger's body as this migration installed it (the current one: database/triggers/case-fact-tat-days.ts). */
const CASE_FACT_TAT_DAYS = `begin
    if tg_op = 'INSERT' or new.received_at is distinct from old.received_at or new.first_released_at is distinct from old.first_released_at then
      new.tat_days := (select rel.ordinal - rec.ordinal from lab_calendar_day rec, lab_calendar_day rel
                        where rec.day = ${labDay('new.received_at')} and rel.day = ${labDay('new.first_released_at')});
    end if;
    return new;
  end;`;

/**
 * Issue 14, a year's summary at 1,000,000 cases: case_fact stores each case's TAT in working days
 * (row trigger `tat_days`, catalogued in database/triggers/case-fact-tat-days.ts; CalendarService recomputes it when
 * the calendar changes), and its (kind, received_at) index carries the columns the figures group
 * by, so that the figures read one index range (index-only) instead of joining two calendar days
 * per case.
 */
export class Migration20261124020SummaryTatDays extends Migration {
  override name = '20261124-020-summary-tat-days';

  override up(): void {
    this.addSql(`alter table "case_fact" add column "tat_days" int null;`);
    this.addSql(`update case_fact f set tat_days = rel.ordinal - rec.ordinal
      from lab_calendar_day rec, lab_calendar_day rel
     where f.first_released_at is not null and rec.day = ${labDay('f.received_at')} and rel.day = ${labDay('f.first_released_at')};`);
    this.addSql(`create or replace function "case_fact_tat_days_fn"() returns trigger as $$ begin ${CASE_FACT_TAT_DAYS} end; $$ language plpgsql;`);
    this.addSql(`create trigger "tat_days" before insert or update on "case_fact" for each row execute function "case_fact_tat_days_fn"();`);
    this.addSql(`drop index if exists "case_fact_kind_received_at_index";`);
    this.addSql(
      `create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at") include ("case_id", "status", "hospital_id", "priority", "first_released_at", "tat_days", "category", "pathologist_id", "screener_id");`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "tat_days" on "case_fact";`);
    this.addSql(`drop function if exists "case_fact_tat_days_fn"();`);
    this.addSql(`drop index if exists "case_fact_kind_received_at_index";`);
    this.addSql(`alter table "case_fact" drop column if exists "tat_days";`);
    this.addSql(`create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at");`);
  }
}
