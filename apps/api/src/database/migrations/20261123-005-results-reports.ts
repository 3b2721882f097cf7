import { Migration } from '@mikro-orm/migrations';

const REFUSE_REPORT_CHANGE = `raise exception 'report_version is append-only: % is not allowed (a released report is never changed; amend it)', tg_op using errcode = 'insufficient_privilege';`;

/**
 * Results and sign-out: the result of each case (CaseResult, the draft — after sign-out the
 * amendment draft), the lab's settings (LabSetting, one row), the released report versions
 * (ReportVersion: append-only, refused UPDATE/DELETE/TRUNCATE by triggers, like audit_log), and
 * gynecological quality control (QcSelection: every NILM sign-out's draw; Rescreen: the held ones).
 */
export class Migration20261123005ResultsReports extends Migration {
  override name = '20261123-005-results-reports';

  override up(): void {
    this.addSql(
      `create table "case_result" ("case_id" int not null, "kind" text not null, "fields" jsonb not null, "version" int not null default 1, "updated_at" timestamptz not null default now(), "updated_by_id" int null, "updated_by_username" varchar(100) null, primary key ("case_id"));`,
    );
    this.addSql(`create index "case_result_fields_gin_index" on "case_result" using gin ("fields" jsonb_path_ops);`);
    this.addSql(
      `alter table "case_result" add constraint "case_result_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "case_result" add constraint "case_result_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);

    this.addSql(
      `create table "lab_setting" ("id" smallint not null default 1, "lab_name" varchar(300) not null, "lab_address" varchar(1000) null, "lab_phone" varchar(100) null, "staff_may_release_nilm" boolean not null default false, "qc_rate" double precision not null default 0.1, "updated_at" timestamptz not null default now(), "updated_by_username" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(`alter table "lab_setting" add constraint "lab_setting_single_row_check" check (id = 1);`);

    this.addSql(
      `create table "report_version" ("id" serial primary key, "kind" text not null, "case_id" int not null, "version" int not null, "amended" boolean not null default false, "amend_reason" text null, "previous_id" int null, "accession_no" varchar(20) collate "C" not null, "hn" varchar(20) collate "C" not null, "patient_name" varchar(300) not null, "patient_search" text not null, "hospital_id" int not null, "hospital_name" varchar(300) not null, "diagnosis" text not null, "snapshot" jsonb not null, "signed_by_id" int not null, "signed_by_username" varchar(100) not null, "signed_by_name" varchar(200) not null, "signed_by_role" varchar(20) not null, "signed_by_title" varchar(500) null, "pathologist_name" varchar(200) null, "pathologist_credentials" varchar(200) null, "screener_name" varchar(200) null, "screener_credentials" varchar(200) null, "released_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "report_version_kind_hospital_id_released_at_index" on "report_version" ("kind", "hospital_id", "released_at" desc, "id" desc);`);
    this.addSql(`create index "report_version_kind_hn_index" on "report_version" ("kind", "hn");`);
    this.addSql(`create index "report_version_kind_accession_no_index" on "report_version" ("kind", "accession_no");`);
    this.addSql(`create index "report_version_kind_released_at_index" on "report_version" ("kind", "released_at" desc, "id" desc);`);
    this.addSql(`alter table "report_version" add constraint "report_version_previous_id_unique" unique ("previous_id");`);
    this.addSql(`alter table "report_version" add constraint "report_version_case_id_version_unique" unique ("case_id", "version");`);
    this.addSql(
      `alter table "report_version" add constraint "report_version_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update restrict on delete restrict;`,
    );
    this.addSql(
      `alter table "report_version" add constraint "report_version_previous_id_foreign" foreign key ("previous_id") references "report_version" ("id") on update restrict on delete restrict;`,
    );
    this.addSql(
      `alter table "report_version" add constraint "report_version_chain_check" check ((version = 1) = (previous_id is null) and amended = (version > 1) and amended = (amend_reason is not null));`,
    );
    this.addSql(`alter table "report_version" add constraint "report_version_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`create or replace function "report_version_no_change_fn"() returns trigger as $$ begin ${REFUSE_REPORT_CHANGE} end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "report_version" for each ROW execute function "report_version_no_change_fn"();`);
    // Statement-level: schema introspection cannot see it, so it lives here only (as audit_log's).
    this.addSql(`create or replace function "report_version_no_truncate_fn"() returns trigger as $$ begin ${REFUSE_REPORT_CHANGE} end; $$ language plpgsql;`);
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "report_version" for each STATEMENT execute function "report_version_no_truncate_fn"();`);

    this.addSql(
      `create table "rescreen" ("id" serial primary key, "case_id" int not null, "reason" text not null, "original_interpretation" text not null, "result_version" int not null, "requested_by_id" int not null, "requested_by_username" varchar(100) not null, "requested_by_name" varchar(200) not null, "requested_by_role" varchar(20) not null, "requested_at" timestamptz not null default now(), "reviewer_id" int null, "reviewer_username" varchar(100) null, "reviewer_name" varchar(200) null, "reviewed_at" timestamptz null, "agree" boolean null, "corrected_interpretation" text null, "note" varchar(2000) null, "report_id" int null);`,
    );
    this.addSql(`create index "rescreen_reviewed_at_index" on "rescreen" ("reviewed_at");`);
    this.addSql(`create index "rescreen_requested_at_index" on "rescreen" ("requested_at");`);
    this.addSql(`create unique index "rescreen_pending_case_unique" on "rescreen" ("case_id") where reviewed_at is null;`);
    this.addSql(
      `alter table "rescreen" add constraint "rescreen_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "rescreen" add constraint "rescreen_report_id_foreign" foreign key ("report_id") references "report_version" ("id") on update restrict on delete restrict;`,
    );
    this.addSql(
      `alter table "rescreen" add constraint "rescreen_review_check" check ((reviewed_at is null) = (agree is null) and (agree is distinct from false or corrected_interpretation is not null));`,
    );
    this.addSql(`alter table "rescreen" add constraint "rescreen_reason_check" check ("reason" in ('random', 'high-risk'));`);
    const interpretations = `('NILM', 'ASC-US', 'ASC-H', 'LSIL', 'HSIL', 'SCC', 'AGC', 'AIS', 'ADENOCARCINOMA', 'OTHER')`;
    this.addSql(`alter table "rescreen" add constraint "rescreen_original_interpretation_check" check ("original_interpretation" in ${interpretations});`);
    this.addSql(`alter table "rescreen" add constraint "rescreen_corrected_interpretation_check" check ("corrected_interpretation" in ${interpretations});`);

    this.addSql(
      `create table "qc_selection" ("id" serial primary key, "case_id" int not null, "at" timestamptz not null default now(), "high_risk" boolean not null, "rate" double precision not null, "draw" double precision not null, "selected" boolean not null, "rule" text null);`,
    );
    this.addSql(`create index "qc_selection_high_risk_id_index" on "qc_selection" ("high_risk", "id");`);
    this.addSql(
      `alter table "qc_selection" add constraint "qc_selection_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "qc_selection" add constraint "qc_selection_rule_check" check ("rule" in ('draw', 'floor', 'high-risk'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "qc_selection";`);
    this.addSql(`drop table if exists "rescreen";`);
    this.addSql(`drop table if exists "report_version";`);
    this.addSql(`drop function if exists "report_version_no_change_fn"();`);
    this.addSql(`drop function if exists "report_version_no_truncate_fn"();`);
    this.addSql(`drop table if exists "lab_setting";`);
    this.addSql(`drop table if exists "case_result";`);
  }
}
