import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 15.2: cyto-histologic correlation — a Pap and the cervical biopsy or excision of the same
 * patient signed out within 6 months after it, queued once per pair for a pathologist to record
 * agree / minor / major discrepancy. Read and written by SQL only (safety/correlation-queue.ts).
 */
export class Migration20261124016Correlation extends Migration {
  override name = '20261124-016-correlation';

  override up(): void {
    this.addSql(`create table "correlation" (
      "id" serial primary key,
      "patient_id" int not null references "patient" ("id") on delete restrict,
      "pap_case_id" int not null references "pathology_case" ("id") on delete restrict,
      "pap_report_id" int not null references "report_version" ("id") on delete restrict,
      "pap_date" date not null,
      "biopsy_case_id" int not null references "pathology_case" ("id") on delete restrict,
      "biopsy_report_id" int not null references "report_version" ("id") on delete restrict,
      "biopsy_date" date not null,
      "queued_at" timestamptz not null default now(),
      "reviewer_id" int null,
      "reviewer_username" varchar(100) null,
      "reviewed_at" timestamptz null,
      "outcome" text null check ("outcome" in ('agree', 'minor', 'major')),
      "note" varchar(2000) null,
      unique ("pap_case_id", "biopsy_case_id"),
      check (("reviewed_at" is null) = ("outcome" is null)),
      check ("outcome" is null or "outcome" = 'agree' or "note" is not null),
      check ("pap_date" <= "biopsy_date")
    );`);
    this.addSql(`create index "correlation_biopsy_date_index" on "correlation" ("biopsy_date");`);
    this.addSql(`create index "correlation_pending_index" on "correlation" ("biopsy_date") where "reviewed_at" is null;`);
    this.addSql(`create index "correlation_biopsy_case_id_index" on "correlation" ("biopsy_case_id");`);
  }
}
