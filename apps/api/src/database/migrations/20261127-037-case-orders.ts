import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29.4: orders in. A hospital's order (HL7 ORM^O01 / OML^O21 over MLLP, or a FHIR
 * ServiceRequest) waits as a `case_order` (owned by interfaces/) until lab staff receive it: then the
 * cases service registers its case and the order keeps the case (and its order number, OBR-2 of the
 * ORU later). A received message is kept in `interface_message` (direction `in`) even when no
 * interface matched it (unknown sending facility, malformed): interface and hospital are then null.
 * The same message control id (MSH-10) from a hospital is handled once (a unique index).
 */
export class Migration20261127037CaseOrders extends Migration {
  override name = '20261127-037-case-orders';

  override up(): void {
    this.addSql(`alter table "interface_message" alter column "interface_id" drop not null, alter column "hospital_id" drop not null;`);
    this.addSql(`alter table "interface_message" add constraint "interface_message_out_interface_check" check (direction = 'in' or (interface_id is not null and hospital_id is not null));`);
    this.addSql(`create unique index "interface_message_in_unique" on "interface_message" ("hospital_id", "control_id") where direction = 'in' and hospital_id is not null;`);

    this.addSql(
      `create table "case_order" ("id" serial primary key, "hospital_id" int not null references "hospital" ("id") on delete restrict, "interface_id" int not null references "interface" ("id") on delete restrict, "message_id" bigint not null references "interface_message" ("id") on delete restrict, "order_no" varchar(40) collate "C" not null, "kind" text not null, "state" text not null default 'ordered', "fields" jsonb not null, "doctor_name" varchar(300) null, "case_id" int null references "pathology_case" ("id") on delete restrict, "ordered_at" timestamptz not null default now(), "received_at" timestamptz null, "received_by_username" varchar(100) null, constraint "case_order_kind_check" check (kind in ('surgical', 'cytological', 'gynecological')), constraint "case_order_state_check" check (state in ('ordered', 'received')), constraint "case_order_received_check" check ((state = 'received') = (case_id is not null)));`,
    );
    this.addSql(`create unique index "case_order_hospital_id_order_no_unique" on "case_order" ("hospital_id", "order_no");`);
    this.addSql(`create index "case_order_order_no_index" on "case_order" ("order_no");`);
    this.addSql(`create index "case_order_ordered_index" on "case_order" ("ordered_at", "id") where state = 'ordered';`);
    this.addSql(`create unique index "case_order_case_id_unique" on "case_order" ("case_id") where case_id is not null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "case_order";`);
    this.addSql(`drop index if exists "interface_message_in_unique";`);
    this.addSql(`alter table "interface_message" drop constraint if exists "interface_message_out_interface_check";`);
    this.addSql(`delete from "interface_message" where interface_id is null;`);
    this.addSql(`alter table "interface_message" alter column "interface_id" set not null, alter column "hospital_id" set not null;`);
  }
}
