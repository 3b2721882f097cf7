import { Migration } from '@mikro-orm/migrations';

/** Issue 32.2: internal second opinions — asked of a colleague, answered agree, minor or major disagreement. */
export class Migration20261128047Consultation extends Migration {
  override name = '20261128-047-consultation';

  override up(): void {
    this.addSql(
      `create table "consultation" ("id" serial primary key, "case_id" int not null, "requested_by_username" varchar(50) not null, "requested_at" timestamptz not null default now(), "consultant_username" varchar(50) not null, "question" text not null, "opinion" text null, "note" text null, "answered_at" timestamptz null, "after_release" boolean null, "amendment_opened" boolean not null default false);`,
    );
    this.addSql(`create index "consultation_requested_at_index" on "consultation" ("requested_at");`);
    this.addSql(`create index "consultation_consultant_open_index" on "consultation" ("consultant_username", "answered_at");`);
    this.addSql(`create index "consultation_case_id_index" on "consultation" ("case_id");`);
    this.addSql(
      `alter table "consultation" add constraint "consultation_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "consultation" add constraint "consultation_answer_check" check ((opinion is null) = (answered_at is null));`);
    this.addSql(`alter table "consultation" add constraint "consultation_opinion_check" check ("opinion" in ('agree', 'minor', 'major'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "consultation";`);
  }
}
