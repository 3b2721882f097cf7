import { Migration } from '@mikro-orm/migrations';

const STEPS = `'accessioning', 'grossing', 'processing', 'embedding', 'cutting', 'staining', 'coverslipping', 'distribution', 'filing'`;
const ACTIONS = `${STEPS}, 'retrieval', 'return', 'disposal'`;
const KINDS = `'specimen', 'block', 'slide', 'requisition'`;

/** Refuses UPDATE, DELETE and TRUNCATE: the table is a record kept forever (like audit_log). */
function appendOnly(table: string): string[] {
  const fn = `${table}_append_only_fn`;
  return [
    `create or replace function "${fn}"() returns trigger as $$ begin raise exception '${table} is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`,
    `create trigger "${table}_no_change" before update or delete on "${table}" for each row execute function "${fn}"();`,
    `create trigger "${table}_no_truncate" before truncate on "${table}" for each statement execute function "${fn}"();`,
  ];
}

/**
 * Issue 31: custody. Every scan is an event (append-only, `custody_event`); each item keeps its
 * latest state in `custody_item`, updated in the scan's transaction, so a scan reads and locks one
 * row by its barcode and a case's timeline reads one index range (case_id, at). Disposals and their
 * items are kept forever. Read and written by SQL only (custody/).
 */
export class Migration20261127025Custody extends Migration {
  override name = '20261127-025-custody';

  override up(): void {
    this.addSql(`create table "custody_location" (
      "id" serial primary key,
      "code" varchar(30) collate "C" not null unique,
      "name" varchar(100) not null,
      "kind" text not null check ("kind" in ('cabinet', 'drawer', 'box')),
      "parent_id" int null references "custody_location" ("id") on delete restrict,
      "active" boolean not null default true,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      check ("parent_id" is distinct from "id")
    );`);
    this.addSql(`create table "custody_item" (
      "id" serial primary key,
      "barcode" varchar(40) collate "C" not null unique,
      "kind" text not null check ("kind" in (${KINDS})),
      "case_id" int not null references "pathology_case" ("id") on delete restrict,
      "block_id" int null references "bench_block" ("id") on delete restrict,
      "slide_id" int null references "bench_slide" ("id") on delete restrict,
      "item_code" varchar(20) not null,
      "status" text not null default 'not-scanned' check ("status" in ('not-scanned', 'on-bench', 'filed', 'retrieved', 'disposed')),
      "last_event_id" bigint null,
      "last_action" text null check ("last_action" in (${ACTIONS})),
      "last_at" timestamptz null,
      "last_by" varchar(100) null,
      "location_id" int null references "custody_location" ("id") on delete restrict,
      "reason" varchar(500) null
    );`);
    this.addSql(`create index "custody_item_case_id_index" on "custody_item" ("case_id");`);
    this.addSql(`create index "custody_item_location_id_index" on "custody_item" ("location_id") where "location_id" is not null;`);

    this.addSql(`create table "custody_disposal" (
      "id" serial primary key,
      "at" timestamptz not null default now(),
      "by_id" int null,
      "by_username" varchar(100) not null,
      "approved_by_id" int not null,
      "approved_by_username" varchar(100) not null,
      "reason" varchar(500) not null,
      check ("approved_by_id" is distinct from "by_id")
    );`);
    this.addSql(`create table "custody_disposal_item" (
      "disposal_id" int not null references "custody_disposal" ("id") on delete restrict,
      "item_id" int not null unique references "custody_item" ("id") on delete restrict,
      "barcode" varchar(40) collate "C" not null,
      "item_kind" text not null,
      "label" varchar(60) not null,
      "case_id" int not null,
      "accession_no" varchar(20) collate "C" not null,
      primary key ("disposal_id", "item_id")
    );`);

    this.addSql(`create table "custody_event" (
      "id" bigserial primary key,
      "item_id" int not null references "custody_item" ("id") on delete restrict,
      "case_id" int not null,
      "action" text not null check ("action" in (${ACTIONS})),
      "at" timestamptz not null default clock_timestamp(),
      "actor_id" int null,
      "actor_username" varchar(100) null,
      "station" varchar(60) null,
      "location_id" int null references "custody_location" ("id") on delete restrict,
      "reason" varchar(500) null,
      "override_reason" varchar(500) null,
      "disposal_id" int null references "custody_disposal" ("id") on delete restrict
    );`);
    this.addSql(`create index "custody_event_case_id_at_index" on "custody_event" ("case_id", "at", "id");`);
    this.addSql(`create index "custody_event_item_id_at_index" on "custody_event" ("item_id", "at");`);
    this.addSql(`create index "custody_event_at_index" on "custody_event" ("at");`);

    this.addSql(`create table "custody_legal_hold" (
      "case_id" int primary key references "pathology_case" ("id") on delete restrict,
      "reason" varchar(500) not null,
      "set_by_username" varchar(100) null,
      "set_at" timestamptz not null default now()
    );`);

    this.addSql(`create table "custody_setting" (
      "id" smallint primary key check ("id" = 1),
      "block_years" smallint not null default 10 check ("block_years" between 1 and 100),
      "slide_years" smallint not null default 10 check ("slide_years" between 1 and 100),
      "requisition_years" smallint not null default 5 check ("requisition_years" between 1 and 100),
      "printer_host" varchar(253) null,
      "printer_port" int null check ("printer_port" between 1 and 65535),
      "hot_folder_directory" varchar(500) null,
      "hot_folder_template" varchar(500) null,
      "hot_folder_extension" varchar(8) null,
      "updated_at" timestamptz not null default now(),
      "updated_by_username" varchar(100) null
    );`);

    for (const table of ['custody_event', 'custody_disposal', 'custody_disposal_item']) for (const sql of appendOnly(table)) this.addSql(sql);
  }

  override down(): void {
    for (const table of ['custody_event', 'custody_disposal_item', 'custody_disposal', 'custody_legal_hold', 'custody_setting', 'custody_item', 'custody_location']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    for (const table of ['custody_event', 'custody_disposal', 'custody_disposal_item']) this.addSql(`drop function if exists "${table}_append_only_fn"();`);
  }
}
