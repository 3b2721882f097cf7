import { Migration } from '@mikro-orm/migrations';

// Fixed here (not imported): a migration must keep doing what it did when it was applied.
const LAB_TIME_ZONE = 'Asia/Bangkok';

const REFUSE_TRUNCATE = `raise exception '% is append-only: TRUNCATE is not allowed (a dispatch is never changed)', tg_table_name using errcode = 'insufficient_privilege';`;

/**
 * Issue 14: dispatches of released reports (append-only, like report_version), the TAT targets,
 * the lab's closures and the working-day calendar; `surgical_is_malignant(diagnosis)`, the
 * summary's surgical category, as one SQL function.
 */
export class Migration20261124011ReportsDispatch extends Migration {
  override name = '20261124-011-reports-dispatch';

  override up(): void {
    this.addSql(`create table "dispatch" ("id" serial primary key, "kind" text not null, "hospital_id" int not null, "hospital_name" varchar(300) not null, "note" varchar(500) null, "report_count" int not null, "amended_count" int not null, "page_count" int not null, "pdf" bytea not null, "created_at" timestamptz not null default now(), "created_by_id" int null, "created_by_username" varchar(100) not null);`);
    this.addSql(`create index "dispatch_hospital_id_created_at_index" on "dispatch" ("hospital_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "dispatch_created_at_index" on "dispatch" ("created_at" desc, "id" desc);`);
    this.addSql(`create table "lab_calendar_day" ("day" date not null, "working" boolean not null, "ordinal" int not null, "name" varchar(300) null, primary key ("day"));`);
    this.addSql(`create table "lab_closure" ("id" serial primary key, "from_day" date not null, "to_day" date not null, "reason" varchar(200) not null);`);
    this.addSql(`create table "report_to_dispatch" ("report_id" int not null, "case_id" int not null, "kind" text not null, "hospital_id" int not null, "released_at" timestamptz not null, "resend" boolean not null, primary key ("report_id"));`);
    this.addSql(`create index "report_to_dispatch_kind_released_at_index" on "report_to_dispatch" ("kind", "released_at");`);
    this.addSql(`create index "report_to_dispatch_kind_hospital_id_released_at_index" on "report_to_dispatch" ("kind", "hospital_id", "released_at");`);
    this.addSql(`create table "dispatch_item" ("dispatch_id" int not null, "report_id" int not null, "case_id" int not null, "position" smallint not null, "resend" boolean not null, primary key ("dispatch_id", "report_id"));`);
    this.addSql(`create index "dispatch_item_case_id_index" on "dispatch_item" ("case_id");`);
    this.addSql(`create index "dispatch_item_report_id_index" on "dispatch_item" ("report_id");`);
    this.addSql(`create table "tat_month" ("kind" text not null, "month" date not null, "priority" text not null, "tat_days" int not null, "cases" int not null, primary key ("kind", "month", "priority", "tat_days"));`);
    this.addSql(`create table "tat_target" ("kind" text not null, "days" smallint not null, "share" double precision not null, "updated_at" timestamptz not null default now(), "updated_by_username" varchar(100) null, primary key ("kind"));`);
    this.addSql(`alter table "dispatch" add constraint "dispatch_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`create or replace function "dispatch_no_change_fn"() returns trigger as $$ begin raise exception '% is append-only: % is not allowed (a dispatch is never changed)', tg_table_name, tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "dispatch" for each ROW execute function "dispatch_no_change_fn"();`);
    this.addSql(`alter table "lab_closure" add constraint "lab_closure_days_check" check (to_day >= from_day);`);
    this.addSql(`alter table "report_to_dispatch" add constraint "report_to_dispatch_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`alter table "dispatch_item" add constraint "dispatch_item_dispatch_id_foreign" foreign key ("dispatch_id") references "dispatch" ("id") on update restrict on delete restrict;`);
    this.addSql(`alter table "dispatch_item" add constraint "dispatch_item_report_id_foreign" foreign key ("report_id") references "report_version" ("id") on update restrict on delete restrict;`);
    this.addSql(`alter table "dispatch_item" add constraint "dispatch_item_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update restrict on delete restrict;`);
    this.addSql(`create or replace function "dispatch_item_no_change_fn"() returns trigger as $$ begin raise exception '% is append-only: % is not allowed (a dispatch is never changed)', tg_table_name, tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "dispatch_item" for each ROW execute function "dispatch_item_no_change_fn"();`);
    // Statement-level: schema introspection cannot see it, so it lives here only (as report_version's).
    this.addSql(`create or replace function "dispatch_no_truncate_fn"() returns trigger as $$ begin ${REFUSE_TRUNCATE} end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "dispatch" for each STATEMENT execute function "dispatch_no_truncate_fn"();`);
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "dispatch_item" for each STATEMENT execute function "dispatch_no_truncate_fn"();`);
    // The outbox of include reports: each released version enters, the version it supersedes leaves
    // (an unsent older version need not be sent). Statement-level with a transition table, so the
    // schema diff (which compares row triggers with the entities) leaves it alone.
    this.addSql(`create or replace function "report_to_dispatch_on_release_fn"() returns trigger as $$ begin
      delete from report_to_dispatch t using released r where t.report_id = r.previous_id;
      insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
        select r.id, r.case_id, r.kind, r.hospital_id, r.released_at, exists (select 1 from dispatch_item di where di.case_id = r.case_id) from released r;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "to_dispatch" AFTER INSERT on "report_version" referencing new table as released for each STATEMENT execute function "report_to_dispatch_on_release_fn"();`);
    // Reports released before dispatches were recorded: their latest versions wait to be sent.
    this.addSql(`insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
      select v.id, v.case_id, v.kind, v.hospital_id, v.released_at, false from report_version v
       where not exists (select 1 from report_version n where n.previous_id = v.id);`);
    // The TAT histogram: each first release counts once, in its lab month (CalendarService rebuilds
    // the table from report_version whenever the calendar is refilled, which fills it the first time).
    this.addSql(`create or replace function "tat_month_on_release_fn"() returns trigger as $$ begin
      insert into tat_month (kind, month, priority, tat_days, cases)
        select r.kind, date_trunc('month', r.released_at at time zone '${LAB_TIME_ZONE}')::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
          from released r join pathology_case c on c.id = r.case_id
          join lab_calendar_day rec on rec.day = (c.received_at at time zone '${LAB_TIME_ZONE}')::date
          join lab_calendar_day rel on rel.day = (r.released_at at time zone '${LAB_TIME_ZONE}')::date
         where r.version = 1
         group by 1, 2, 3, 4
        on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "tat_month" AFTER INSERT on "report_version" referencing new table as released for each STATEMENT execute function "tat_month_on_release_fn"();`);
    // Malignant: the diagnosis names a malignancy and does not negate it ("negative for
    // malignancy", "no evidence of carcinoma"). Diagnoses are written in English.
    this.addSql(`create or replace function "surgical_is_malignant"(diagnosis text) returns boolean language sql immutable parallel safe as $$
      select coalesce(diagnosis, '') ~* '(carcinoma|sarcoma|lymphoma|melanoma|leuka?emia|myeloma|malignan|mesothelioma|blastoma|seminoma|metasta)'
         and not coalesce(diagnosis, '') ~* '(negative for|no evidence of|free of|no) (malignan|carcinoma|tumou?r|metasta|residual)'
    $$;`);
  }

  override down(): void {
    this.addSql(`drop function if exists "surgical_is_malignant"(text);`);
    this.addSql(`drop trigger if exists "to_dispatch" on "report_version";`);
    this.addSql(`drop trigger if exists "tat_month" on "report_version";`);
    this.addSql(`drop function if exists "tat_month_on_release_fn"();`);
    this.addSql(`drop table if exists "tat_month";`);
    this.addSql(`drop function if exists "report_to_dispatch_on_release_fn"();`);
    this.addSql(`drop table if exists "report_to_dispatch";`);
    this.addSql(`drop table if exists "dispatch_item";`);
    this.addSql(`drop table if exists "dispatch";`);
    this.addSql(`drop function if exists "dispatch_no_change_fn"();`);
    this.addSql(`drop function if exists "dispatch_item_no_change_fn"();`);
    this.addSql(`drop function if exists "dispatch_no_truncate_fn"();`);
    this.addSql(`drop table if exists "tat_target";`);
    this.addSql(`drop table if exists "lab_closure";`);
    this.addSql(`drop table if exists "lab_calendar_day";`);
  }
}
