import { Migration } from '@mikro-orm/migrations';

/**
 * The hospital's inbox (issue 28.3): a receipt per released version, acknowledged once by someone of
 * the report's hospital (who, when; never changed), and each portal account's last visit ("new since
 * your last visit"). The inbox reads a hospital's unreceived versions of every kind through a new
 * index on report_version (hospital_id, released_at) and the receipts' primary key.
 */
export class Migration20261127032PortalInbox extends Migration {
  override name = '20261127-032-portal-inbox';

  override up(): void {
    this.addSql(
      `create table "report_receipt" ("report_id" int not null, "hospital_id" int not null, "received_by_id" int not null, "received_by_username" varchar(100) not null, "received_at" timestamptz not null default now(), primary key ("report_id"));`,
    );
    this.addSql(`create index "report_receipt_hospital_id_received_at_index" on "report_receipt" ("hospital_id", "received_at" desc);`);
    this.addSql(`alter table "report_receipt" add constraint "report_receipt_report_id_foreign" foreign key ("report_id") references "report_version" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "report_receipt" add constraint "report_receipt_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "report_version_hospital_id_released_at_index" on "report_version" ("hospital_id", "released_at" desc, "id" desc);`);
    this.addSql(`create table "portal_visit" ("user_id" int not null, "visited_at" timestamptz not null default now(), primary key ("user_id"));`);
    this.addSql(`alter table "portal_visit" add constraint "portal_visit_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "portal_visit";`);
    this.addSql(`drop table if exists "report_receipt";`);
    this.addSql(`drop index if exists "report_version_hospital_id_released_at_index";`);
  }
}
