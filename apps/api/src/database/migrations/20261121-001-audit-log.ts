import { Migration } from '@mikro-orm/migrations';

/** The append-only audit log (AuditEntry). */
export class Migration20261121001AuditLog extends Migration {
  override name = '20261121-001-audit-log';

  override up(): void {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" int null, "actor_username" varchar(100) null, "action" varchar(20) not null, "entity" varchar(60) not null, "entity_id" varchar(60) not null, "before" jsonb null, "after" jsonb null, "reason" text null, "ip" varchar(64) null);`,
    );
    this.addSql(`create index "audit_log_entity_entity_id_at_index" on "audit_log" ("entity", "entity_id", "at");`);
    this.addSql(
      `create or replace function "audit_log_no_truncate_fn"() returns trigger as $$ begin raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "no_truncate" BEFORE TRUNCATE on "audit_log" for each STATEMENT execute function "audit_log_no_truncate_fn"();`);
    this.addSql(
      `create or replace function "audit_log_no_change_fn"() returns trigger as $$ begin raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "no_change" BEFORE UPDATE OR DELETE on "audit_log" for each ROW execute function "audit_log_no_change_fn"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_no_truncate_fn"();`);
    this.addSql(`drop function if exists "audit_log_no_change_fn"();`);
  }
}
