import { Migration } from '@mikro-orm/migrations';

/**
 * Cases (PathologyCase: surgical, cytological and gynecological in one table, by kind), their
 * accession counters (AccessionCounter), and each prefix's default price. The existing prefixes
 * get the lab's usual prices by kind; new ones start at 0 until an administrator sets one.
 */
export class Migration20261122004Cases extends Migration {
  override name = '20261122-004-cases';

  override up(): void {
    this.addSql(`alter table "setting_prefix" add "default_price" numeric(10,2) not null default 0;`);
    this.addSql(
      `update "setting_prefix" set "default_price" = case "kind" when 'surgical' then 700 when 'cytological' then 400 when 'gynecological' then 250 else 0 end;`,
    );

    this.addSql(
      `create table "accession_counter" ("prefix_id" int not null, "year" smallint not null, "last_number" int not null, primary key ("prefix_id", "year"));`,
    );
    this.addSql(
      `alter table "accession_counter" add constraint "accession_counter_prefix_id_foreign" foreign key ("prefix_id") references "setting_prefix" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `create table "pathology_case" ("id" serial primary key, "kind" text not null, "accession_no" varchar(20) collate "C" not null, "prefix_id" int not null, "accession_year" smallint not null, "accession_seq" int not null, "status" text not null default 'registered', "priority" text not null default 'routine', "hn" varchar(20) collate "C" not null, "patient_title" varchar(50) null, "patient_first_name" varchar(100) not null, "patient_last_name" varchar(100) not null, "patient_first_name_en" varchar(100) null, "patient_last_name_en" varchar(100) null, "search_text" text generated always as (lower(patient_first_name || ' ' || patient_last_name || ' ' || coalesce(patient_first_name_en, '') || ' ' || coalesce(patient_last_name_en, ''))) stored not null, "sex" text not null, "birth_date" date null, "age_years" smallint null, "hospital_id" int not null, "doctor_id" int null, "company_id" int null, "specimen" varchar(500) not null, "containers" smallint not null default 1, "clinical_history" text null, "collected_at" timestamptz null, "received_at" timestamptz not null, "price" numeric(10,2) not null default 0, "notes" varchar(2000) null, "lmp" date null, "gyn_type_id" int null, "relevant_history" varchar(2000) null, "cyto_type_id" int null, "source" varchar(200) null, "cancel_reason" varchar(500) null, "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), "created_by_id" int null, "created_by_username" varchar(100) null, "updated_at" timestamptz not null default now(), "version" int not null default 1);`,
    );
    this.addSql(`alter table "pathology_case" add constraint "pathology_case_accession_no_unique" unique ("accession_no");`);
    // The worklists: per kind newest first, by status, by hospital; a doctor's cases. The included
    // column lets a count filtered by status and hospital read the index only.
    this.addSql(`create index "pathology_case_kind_received_at_id_index" on "pathology_case" ("kind", "received_at" desc, "id" desc);`);
    this.addSql(`create index "pathology_case_kind_status_received_at_index" on "pathology_case" ("kind", "status", "received_at" desc, "id" desc) include ("hospital_id");`);
    this.addSql(`create index "pathology_case_kind_hospital_id_received_at_index" on "pathology_case" ("kind", "hospital_id", "received_at" desc, "id" desc) include ("status");`);
    this.addSql(`create index "pathology_case_doctor_id_kind_received_at_index" on "pathology_case" ("doctor_id", "kind", "received_at" desc, "id" desc) include ("status");`);
    // Searches: HN by prefix (collation "C": a plain btree serves LIKE 'x%'), names by substring.
    this.addSql(`create index "pathology_case_kind_hn_index" on "pathology_case" ("kind", "hn");`);
    this.addSql(`create index "pathology_case_search_text_trgm_index" on "pathology_case" using gin ("search_text" gin_trgm_ops) with (fastupdate = off);`);

    for (const [column, table] of [
      ['prefix_id', 'setting_prefix'],
      ['hospital_id', 'hospital'],
      ['doctor_id', 'doctor'],
      ['company_id', 'cfgvalue'],
      ['gyn_type_id', 'cfgvalue'],
      ['cyto_type_id', 'cfgvalue'],
    ]) {
      this.addSql(
        `alter table "pathology_case" add constraint "pathology_case_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on update cascade on delete restrict;`,
      );
    }
    // A cancelled case has a reason, and only a cancelled one.
    this.addSql(`alter table "pathology_case" add constraint "pathology_case_cancel_reason_check" check ((status = 'cancelled') = (cancel_reason is not null));`);
    this.addSql(`alter table "pathology_case" add constraint "pathology_case_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(
      `alter table "pathology_case" add constraint "pathology_case_status_check" check ("status" in ('registered', 'in_progress', 'diagnosed', 'signed_out', 'amended', 'cancelled'));`,
    );
    this.addSql(`alter table "pathology_case" add constraint "pathology_case_priority_check" check ("priority" in ('routine', 'urgent'));`);
    this.addSql(`alter table "pathology_case" add constraint "pathology_case_sex_check" check ("sex" in ('male', 'female', 'unknown'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "pathology_case";`);
    this.addSql(`drop table if exists "accession_counter";`);
    this.addSql(`alter table "setting_prefix" drop column "default_price";`);
  }
}
