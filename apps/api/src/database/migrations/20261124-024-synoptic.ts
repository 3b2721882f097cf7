import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 (first slice): synoptic template versions an administrator retired (the templates
 * themselves are JSON files of the API), the lab's ICD-O-3 code lists, and the result template of
 * a test of the catalogue — set here for the catalogue's ER, PR, HER2, Ki-67, MMR and PD-L1 tests.
 */
export class Migration20261124024Synoptic extends Migration {
  override name = '20261124-024-synoptic';

  override up(): void {
    this.addSql(`create table "synoptic_template_retirement" ("template_id" varchar(60) not null, "version" int not null, "retired_at" timestamptz not null default now(), "retired_by_username" varchar(100) not null, "reason" varchar(500) not null, primary key ("template_id", "version"));`);
    this.addSql(`create table "icdo3_code" ("kind" text not null, "code" varchar(10) not null, "term" varchar(300) not null, "updated_at" timestamptz not null default now(), primary key ("kind", "code"));`);
    this.addSql(`alter table "icdo3_code" add constraint "icdo3_code_kind_check" check (kind in ('topography', 'morphology'));`);
    this.addSql(`alter table "lab_test" add column "result_template" text null;`);
    this.addSql(`alter table "lab_test" add constraint "lab_test_result_template_check" check ("result_template" in ('er', 'pr', 'her2-ihc', 'ki67', 'mmr', 'pd-l1'));`);
    this.addSql(
      `update "lab_test" set "result_template" = case "code" when 'ER' then 'er' when 'PR' then 'pr' when 'HER2' then 'her2-ihc' when 'KI67' then 'ki67' when 'MMR' then 'mmr' when 'PDL1' then 'pd-l1' end where "code" in ('ER', 'PR', 'HER2', 'KI67', 'MMR', 'PDL1');`,
    );
  }

  override down(): void {
    this.addSql(`alter table "lab_test" drop constraint if exists "lab_test_result_template_check";`);
    this.addSql(`alter table "lab_test" drop column if exists "result_template";`);
    this.addSql(`drop table if exists "icdo3_code";`);
    this.addSql(`drop table if exists "synoptic_template_retirement";`);
  }
}
