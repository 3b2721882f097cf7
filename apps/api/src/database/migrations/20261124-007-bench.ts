import { Migration } from '@mikro-orm/migrations';

/**
 * The bench (issue 12): the test catalogue (LabTest) and its prices per hospital or company and
 * case kind (LabTestPrice), a case's blocks and slides (BenchBlock, BenchSlide), additional-test
 * orders (AdditionalOrder: the open ones indexed apart for the lab's worklist; the price kept once
 * done) and paraffin requests (ParaffinRequest). The catalogue's tests are seeded at start
 * (seed/test-catalogue.ts), not here.
 */
export class Migration20261124007Bench extends Migration {
  override name = '20261124-007-bench';

  override up(): void {
    this.addSql(`create table "lab_test" ("id" serial primary key, "code" varchar(30) not null, "name" varchar(200) not null, "category" text not null, "cgd_code" varchar(20) null, "default_price" numeric(10,2) not null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "updated_by_username" varchar(100) null);`);
    this.addSql(`alter table "lab_test" add constraint "lab_test_code_unique" unique ("code");`);
    this.addSql(`create table "lab_test_price" ("id" serial primary key, "test_id" int not null, "hospital_id" int null, "company_id" int null, "kind" text null, "price" numeric(10,2) not null);`);
    this.addSql(`create index "lab_test_price_company_id_index" on "lab_test_price" ("company_id");`);
    this.addSql(`create index "lab_test_price_hospital_id_index" on "lab_test_price" ("hospital_id");`);
    this.addSql(`create index "lab_test_price_test_id_index" on "lab_test_price" ("test_id");`);
    this.addSql(`create table "paraffin_request" ("id" serial primary key, "case_id" int not null, "requester" varchar(200) not null, "hospital_id" int null, "purpose" varchar(500) not null, "items" jsonb not null, "status" text not null default 'requested', "sent_date" date null, "courier_note" varchar(500) null, "due_back_date" date null, "returned_date" date null, "fee" numeric(10,2) null, "note" varchar(1000) null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "version" int not null default 1);`);
    this.addSql(`create index "paraffin_request_out_due_back_date_index" on "paraffin_request" ("due_back_date") where status = 'sent';`);
    this.addSql(`create index "paraffin_request_case_id_index" on "paraffin_request" ("case_id");`);
    this.addSql(`create table "bench_block" ("id" serial primary key, "case_id" int not null, "type" text not null default 'cassette', "code" varchar(6) not null, "description" varchar(500) null, "created_at" timestamptz not null default now(), "created_by_username" varchar(100) null, "version" int not null default 1);`);
    this.addSql(`create index "bench_block_created_at_index" on "bench_block" ("created_at");`);
    this.addSql(`alter table "bench_block" add constraint "bench_block_case_id_code_unique" unique ("case_id", "code");`);
    this.addSql(`create table "bench_slide" ("id" serial primary key, "case_id" int not null, "block_id" int null, "code" varchar(12) not null, "stain" varchar(40) not null, "created_at" timestamptz not null default now(), "created_by_username" varchar(100) null);`);
    this.addSql(`create index "bench_slide_block_id_index" on "bench_slide" ("block_id");`);
    this.addSql(`alter table "bench_slide" add constraint "bench_slide_case_id_code_unique" unique ("case_id", "code");`);
    this.addSql(`create table "additional_order" ("id" serial primary key, "case_id" int not null, "block_id" int null, "slide_id" int null, "test_id" int not null, "status" text not null default 'ordered', "note" varchar(1000) null, "result_note" text null, "price" numeric(10,2) null, "price_source" text null, "ordered_by_id" int null, "ordered_by_username" varchar(100) not null, "ordered_at" timestamptz not null default now(), "started_by_username" varchar(100) null, "started_at" timestamptz null, "done_by_username" varchar(100) null, "done_at" timestamptz null, "cancelled_by_username" varchar(100) null, "cancelled_at" timestamptz null, "cancel_reason" varchar(500) null, "version" int not null default 1);`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_slide_id_unique" unique ("slide_id");`);
    this.addSql(`create index "additional_order_status_ordered_at_index" on "additional_order" ("status", "ordered_at", "id");`);
    this.addSql(`create index "additional_order_open_test_id_ordered_at_index" on "additional_order" ("test_id", "ordered_at", "id") where status in ('ordered', 'in_progress');`);
    this.addSql(`create index "additional_order_open_ordered_at_index" on "additional_order" ("ordered_at", "id") include ("test_id") where status in ('ordered', 'in_progress');`);
    this.addSql(`create index "additional_order_block_id_index" on "additional_order" ("block_id");`);
    this.addSql(`create index "additional_order_case_id_index" on "additional_order" ("case_id");`);
    this.addSql(`alter table "lab_test" add constraint "lab_test_category_check" check ("category" in ('special-stain', 'immunohistochemistry', 'recut', 'immunofluorescence', 'molecular', 'consultation'));`);
    this.addSql(`alter table "lab_test_price" add constraint "lab_test_price_test_id_foreign" foreign key ("test_id") references "lab_test" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "lab_test_price" add constraint "lab_test_price_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "lab_test_price" add constraint "lab_test_price_company_id_foreign" foreign key ("company_id") references "cfgvalue" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "lab_test_price" add constraint "lab_test_price_payer_check" check ((hospital_id is null) <> (company_id is null));`);
    this.addSql(`alter table "lab_test_price" add constraint "lab_test_price_kind_check" check ("kind" in ('surgical', 'cytological', 'gynecological'));`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_hospital_id_foreign" foreign key ("hospital_id") references "hospital" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_dates_check" check (returned_date is null or (sent_date is not null and returned_date >= sent_date));`);
    this.addSql(`alter table "paraffin_request" add constraint "paraffin_request_status_check" check ("status" in ('requested', 'sent', 'returned', 'kept'));`);
    this.addSql(`alter table "bench_block" add constraint "bench_block_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "bench_block" add constraint "bench_block_type_check" check ("type" in ('cassette', 'cell-block'));`);
    this.addSql(`alter table "bench_slide" add constraint "bench_slide_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "bench_slide" add constraint "bench_slide_block_id_foreign" foreign key ("block_id") references "bench_block" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_case_id_foreign" foreign key ("case_id") references "pathology_case" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_block_id_foreign" foreign key ("block_id") references "bench_block" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_slide_id_foreign" foreign key ("slide_id") references "bench_slide" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_test_id_foreign" foreign key ("test_id") references "lab_test" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_price_check" check ((status = 'done') = (price is not null));`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_cancel_reason_check" check ((status = 'cancelled') = (cancel_reason is not null));`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_status_check" check ("status" in ('ordered', 'in_progress', 'done', 'cancelled'));`);
    this.addSql(`alter table "additional_order" add constraint "additional_order_price_source_check" check ("price_source" in ('company', 'hospital', 'default'));`);
  }
}
