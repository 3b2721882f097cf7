import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32.3: intraoperative consultations — a surgical case's frozen sections (received, diagnosed,
 * called to theatre with read-back, compared with the final diagnosis at sign-out) — and the lab's
 * turnaround target for them.
 */
export class Migration20261128045FrozenSection extends Migration {
  override name = '20261128-045-frozen-section';

  override up(): void {
    this.addSql(
      `create table "frozen_section" ("id" serial primary key, "case_id" int not null, "part_letter" varchar(2) null, "specimen" varchar(500) not null, "received_at" timestamptz not null, "received_by_username" varchar(100) not null, "diagnosis" text null, "reported_at" timestamptz null, "reported_by_username" varchar(100) null, "target_minutes" smallint not null default 20, "called_to" varchar(200) null, "called_at" timestamptz null, "read_back" boolean null, "call_recorded_by_username" varchar(100) null, "correlation" text null, "correlation_note" text null, "correlated_by_username" varchar(100) null, "correlated_at" timestamptz null, "version" int not null default 1);`,
    );
    this.addSql(`create index "frozen_section_received_at_index" on "frozen_section" ("received_at");`);
    this.addSql(`create index "frozen_section_case_id_received_at_index" on "frozen_section" ("case_id", "received_at");`);
    this.addSql(`alter table "lab_setting" add "frozen_target_minutes" smallint not null default 20;`);
    this.addSql(
      `alter table "frozen_section" add constraint "frozen_section_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "frozen_section" add constraint "frozen_section_called_check" check (called_at is null or (reported_at is not null and read_back));`);
    this.addSql(`alter table "frozen_section" add constraint "frozen_section_reported_check" check ((reported_at is null) = (diagnosis is null));`);
    this.addSql(`alter table "frozen_section" add constraint "frozen_section_correlation_check" check ("correlation" in ('agree', 'deferred', 'minor', 'major'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "frozen_section";`);
    this.addSql(`alter table "lab_setting" drop column "frozen_target_minutes";`);
  }
}
