import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27.4 at 1,000,000 cases: the surgical summary's parts (parts per case, cases of more than
 * one part) joined each case of the year to its parts — 140 ms of a year's surgical summary (p50;
 * 57 ms before the figure). Each case's number of parts is now kept on its fact row
 * (`case_fact.part_count`, in the covering index the summaries read), by statement triggers on
 * case_part in the statement that adds or removes parts (database/triggers/case-fact-parts.ts).
 */
export class Migration20261128042CaseFactParts extends Migration {
  override name = '20261128-042-case-fact-parts';

  override up(): void {
    this.addSql(`alter table "case_fact" add column "part_count" smallint not null default 0;`);
    this.addSql(`update "case_fact" f set "part_count" = p.n from (select case_id, count(*)::int as n from "case_part" group by case_id) p where f.case_id = p.case_id;`);
    this.addSql(`drop index if exists "case_fact_kind_received_at_index";`);
    this.addSql(
      `create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at") include ("case_id", "status", "hospital_id", "priority", "first_released_at", "tat_days", "category", "pathologist_id", "screener_id", "part_count");`,
    );
    this.addSql(`create or replace function "case_part_case_fact_insert_fn"() returns trigger as $$ begin
      update case_fact f set part_count = f.part_count + n.n
        from (select case_id, count(*)::int as n from new_parts group by case_id) n
       where f.case_id = n.case_id;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "case_fact_parts_insert" AFTER INSERT on "case_part" referencing new table as new_parts for each STATEMENT execute function "case_part_case_fact_insert_fn"();`,
    );
    this.addSql(`create or replace function "case_part_case_fact_delete_fn"() returns trigger as $$ begin
      update case_fact f set part_count = f.part_count - o.n
        from (select case_id, count(*)::int as n from old_parts group by case_id) o
       where f.case_id = o.case_id;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(
      `create trigger "case_fact_parts_delete" AFTER DELETE on "case_part" referencing old table as old_parts for each STATEMENT execute function "case_part_case_fact_delete_fn"();`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "case_fact_parts_delete" on "case_part";`);
    this.addSql(`drop trigger if exists "case_fact_parts_insert" on "case_part";`);
    this.addSql(`drop function if exists "case_part_case_fact_delete_fn"();`);
    this.addSql(`drop function if exists "case_part_case_fact_insert_fn"();`);
    this.addSql(`drop index if exists "case_fact_kind_received_at_index";`);
    this.addSql(
      `create index "case_fact_kind_received_at_index" on "case_fact" ("kind", "received_at") include ("case_id", "status", "hospital_id", "priority", "first_released_at", "tat_days", "category", "pathologist_id", "screener_id");`,
    );
    this.addSql(`alter table "case_fact" drop column if exists "part_count";`);
  }
}
