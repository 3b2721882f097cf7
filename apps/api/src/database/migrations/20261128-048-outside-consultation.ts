import { Migration } from '@mikro-orm/migrations';

/** Issue 32.2: outside consultations — the institution, its consultant, the loan that sent the material, its report as received. */
export class Migration20261128048OutsideConsultation extends Migration {
  override name = '20261128-048-outside-consultation';

  override up(): void {
    this.addSql(
      `alter table "consultation" add "outside_institution" varchar(300) null, add "outside_consultant" varchar(200) null, add "paraffin_request_id" int null, add "outside_report" text null, add "answered_by_username" varchar(50) null;`,
    );
    this.addSql(
      `alter table "consultation" add constraint "consultation_paraffin_request_id_foreign" foreign key ("paraffin_request_id") references "paraffin_request" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "consultation" alter column "consultant_username" drop not null;`);
    this.addSql(`alter table "consultation" add constraint "consultation_kind_check" check ((consultant_username is null) = (outside_institution is not null));`);
  }

  override down(): void {
    this.addSql(`alter table "consultation" drop constraint "consultation_kind_check";`);
    this.addSql(`alter table "consultation" drop constraint "consultation_paraffin_request_id_foreign";`);
    this.addSql(
      `alter table "consultation" drop column "outside_institution", drop column "outside_consultant", drop column "paraffin_request_id", drop column "outside_report", drop column "answered_by_username";`,
    );
    this.addSql(`alter table "consultation" alter column "consultant_username" set not null;`);
  }
}
