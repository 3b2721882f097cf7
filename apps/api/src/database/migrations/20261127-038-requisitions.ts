import { Migration } from '@mikro-orm/migrations';

/**
 * Online requisitions (issue 28.4): an account may order (`app_user.may_order`, set by an
 * administrator); a requisition is one case as a client hospital sent it (`sent`, the body of
 * `POST /api/{kind}` for one case), numbered RQ + the Buddhist-era year's last two digits + six
 * digits from a counter per year; at receipt the lab registers the case from it and keeps what it
 * changed (`changes`) and what it registered (`received`) beside what was sent. A hospital's list
 * reads the hospital index.
 */
export class Migration20261127038Requisitions extends Migration {
  override name = '20261127-038-requisitions';

  override up(): void {
    this.addSql(`alter table "app_user" add column "may_order" boolean not null default false;`);
    this.addSql(`create table "requisition_counter" ("year" smallint not null, "last_number" int not null, primary key ("year"));`);
    this.addSql(
      `create table "requisition" ("id" serial primary key, "code" varchar(12) not null, "kind" text not null, "hospital_id" int not null, "status" text not null default 'ordered', "sent" jsonb not null, "changes" jsonb null, "received" jsonb null, "case_id" int null, "created_by_id" int null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now(), "received_by_username" varchar(100) null, "received_at" timestamptz null, constraint "requisition_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological')), constraint "requisition_status_check" check ("status" in ('ordered', 'received')), constraint "requisition_received_check" check (("status" = 'received') = ("received_at" is not null and "case_id" is not null)));`,
    );
    this.addSql(`create unique index "requisition_code_unique" on "requisition" ("code");`);
    this.addSql(`create index "requisition_hospital_id_created_at_index" on "requisition" ("hospital_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "requisition_created_at_index" on "requisition" ("created_at" desc, "id" desc);`);
    this.addSql(`alter table "requisition" add constraint "requisition_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "requisition" add constraint "requisition_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "requisition" add constraint "requisition_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "requisition";`);
    this.addSql(`drop table if exists "requisition_counter";`);
    this.addSql(`alter table "app_user" drop column if exists "may_order";`);
  }
}
