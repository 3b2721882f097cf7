import { Migration } from '@mikro-orm/migrations';

// Fixed here (not imported): a migration must keep doing what it did when it was applied.
const LAB_TIME_ZONE = 'Asia/Bangkok';

/**
 * A released version's summary facts, inlined (PostgreSQL functions other than trigger functions
 * would be routines the schema diff wants declared): the category — surgical: malignant when the
 * diagnosis names a malignancy and does not negate it ("negative for malignancy"); cytological:
 * its category; gynecological: unsatisfactory, else the Bethesda interpretation — and the ids of
 * the pathologist and screener named. `v` has kind, snapshot and diagnosis.
 */
function factColumns(v: string): string {
  const result = `${v}.snapshot->'result'`;
  const diagnosis = `coalesce(${result}->>'diagnosis', '')`;
  const id = (field: string) => `case when jsonb_typeof(${result}->'${field}') = 'number' then (${result}->>'${field}')::numeric::int end`;
  return `category = case ${v}.kind
      when 'surgical' then case when ${diagnosis} ~* '(carcinoma|sarcoma|lymphoma|melanoma|leuka?emia|myeloma|malignan|mesothelioma|blastoma|seminoma|metasta)'
                                 and not ${diagnosis} ~* '(negative for|no evidence of|free of|no) (malignan|carcinoma|tumou?r|metasta|residual)'
                                then 'malignant' else 'not-malignant' end
      when 'cytological' then coalesce(${result}->>'category', 'pending')
      else case when ${result}->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(${result}->>'interpretation', 'pending') end end,
    pathologist_id = ${id('pathologistId')}, screener_id = ${id('screenerId')}, diagnosis = ${v}.diagnosis`;
}

const REFUSE_TRUNCATE = `raise exception '% is append-only: TRUNCATE is not allowed (a dispatch is never changed)', tg_table_name using errcode = 'insufficient_privilege';`;

/**
 * Issue 14: dispatches of released reports (append-only, like report_version) and their outbox,
 * the TAT targets, the lab's closures, the working-day calendar and the TAT histogram, and the
 * summaries' facts per case.
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
    this.addSql(`create table "case_fact" ("case_id" int not null, "kind" text not null, "received_at" timestamptz not null, "hospital_id" int not null, "priority" text not null, "status" text not null, "first_released_at" timestamptz null, "category" text null, "pathologist_id" int null, "screener_id" int null, "diagnosis" text null, primary key ("case_id"));`);
    this.addSql(`create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at");`);
    this.addSql(`alter table "case_fact" add constraint "case_fact_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`alter table "case_fact" add constraint "case_fact_priority_check" check ("priority" in ('routine', 'urgent'));`);
    // Statement-level: schema introspection cannot see it, so it lives here only (as report_version's).
    this.addSql(`create or replace function "dispatch_no_truncate_fn"() returns trigger as $$ begin ${REFUSE_TRUNCATE} end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "dispatch" for each STATEMENT execute function "dispatch_no_truncate_fn"();`);
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "dispatch_item" for each STATEMENT execute function "dispatch_no_truncate_fn"();`);

    // What a release changes, in one statement-level trigger on report_version (declared on its
    // entity by `expression`, so the schema diff leaves it alone):
    //  - the outbox of include reports: the released version enters, the version it supersedes
    //    leaves (an unsent older version need not be sent);
    //  - the TAT histogram: a first release counts once, in its lab month;
    //  - the case's summary facts: first release, category, pathologist, screener, diagnosis line.
    this.addSql(`create or replace function "report_version_after_release_fn"() returns trigger as $$ begin
      delete from report_to_dispatch t using released r where t.report_id = r.previous_id;
      insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
        select r.id, r.case_id, r.kind, r.hospital_id, r.released_at, exists (select 1 from dispatch_item di where di.case_id = r.case_id) from released r;
      insert into tat_month (kind, month, priority, tat_days, cases)
        select r.kind, date_trunc('month', r.released_at at time zone '${LAB_TIME_ZONE}')::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
          from released r join pathology_case c on c.id = r.case_id
          join lab_calendar_day rec on rec.day = (c.received_at at time zone '${LAB_TIME_ZONE}')::date
          join lab_calendar_day rel on rel.day = (r.released_at at time zone '${LAB_TIME_ZONE}')::date
         where r.version = 1
         group by 1, 2, 3, 4
        on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases;
      update case_fact f set first_released_at = coalesce(f.first_released_at, r.released_at), ${factColumns('r')}
        from released r where f.case_id = r.case_id;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "after_release" AFTER INSERT on "report_version" referencing new table as released for each STATEMENT execute function "report_version_after_release_fn"();`);

    // The summaries' facts follow the case's registration data (declared on its entity likewise).
    this.addSql(`create or replace function "pathology_case_case_fact_insert_fn"() returns trigger as $$ begin
      insert into case_fact (case_id, kind, received_at, hospital_id, priority, status)
        select n.id, n.kind, n.received_at, n.hospital_id, n.priority, n.status from new_cases n;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "case_fact_insert" AFTER INSERT on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_insert_fn"();`);
    this.addSql(`create or replace function "pathology_case_case_fact_update_fn"() returns trigger as $$ begin
      update case_fact f set kind = n.kind, received_at = n.received_at, hospital_id = n.hospital_id, priority = n.priority, status = n.status
        from new_cases n
       where f.case_id = n.id and (f.kind, f.received_at, f.hospital_id, f.priority, f.status) is distinct from (n.kind, n.received_at, n.hospital_id, n.priority, n.status);
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "case_fact_update" AFTER UPDATE on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_update_fn"();`);

    // What was released before this migration: latest versions wait to be sent, facts filled.
    this.addSql(`insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
      select v.id, v.case_id, v.kind, v.hospital_id, v.released_at, false from report_version v
       where not exists (select 1 from report_version n where n.previous_id = v.id);`);
    this.addSql(`insert into case_fact (case_id, kind, received_at, hospital_id, priority, status) select id, kind, received_at, hospital_id, priority, status from pathology_case;`);
    this.addSql(`update case_fact f set first_released_at = x.first_released_at, ${factColumns('x')}
      from (select distinct on (case_id) case_id, kind, snapshot, diagnosis,
                   (select min(released_at) from report_version v where v.case_id = r.case_id) as first_released_at
              from report_version r order by case_id, version desc) x
     where f.case_id = x.case_id;`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "case_fact_insert" on "pathology_case";`);
    this.addSql(`drop trigger if exists "case_fact_update" on "pathology_case";`);
    this.addSql(`drop trigger if exists "after_release" on "report_version";`);
    this.addSql(`drop function if exists "pathology_case_case_fact_insert_fn"();`);
    this.addSql(`drop function if exists "pathology_case_case_fact_update_fn"();`);
    this.addSql(`drop function if exists "report_version_after_release_fn"();`);
    this.addSql(`drop table if exists "case_fact";`);
    this.addSql(`drop table if exists "tat_month";`);
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
