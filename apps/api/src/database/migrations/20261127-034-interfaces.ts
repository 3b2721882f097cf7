import { Migration } from '@mikro-orm/migrations';

/** Kept word for word by database/triggers/interface-message-kept.ts (the trigger catalogue). */
const KEEP_MESSAGE = `begin if tg_op <> 'UPDATE' or new.raw is distinct from old.raw or new.interface_id is distinct from old.interface_id or new.report_id is distinct from old.report_id or new.control_id is distinct from old.control_id or new.direction is distinct from old.direction or new.created_at is distinct from old.created_at then raise exception 'interface_message keeps what was sent and received: % of its message is not allowed (resend makes a new message)', tg_op using errcode = 'insufficient_privilege'; end if; return new; end;`;

/**
 * Issue 29: the hospital's systems. A hospital's MOPH code (Thai Core FHIR th-moph-hcode); its
 * interfaces (`interface`: an HL7 v2 MLLP link, a FHIR API token — its SHA-256 only — or a HOSxP
 * database, the password encrypted); every message sent or received (`interface_message`: its raw
 * text, state and ACK). A message's text, interface, report, control id and direction never change
 * (a trigger refuses it, and DELETE and TRUNCATE); its state moves as the hospital answers.
 */
export class Migration20261127034Interfaces extends Migration {
  override name = '20261127-034-interfaces';

  override up(): void {
    this.addSql(`alter table "hospital" add column "moph_code" varchar(5) null;`);
    this.addSql(`alter table "hospital" add constraint "hospital_moph_code_check" check (moph_code ~ '^[0-9]{5}$');`);

    this.addSql(
      `create table "interface" ("id" serial primary key, "hospital_id" int not null references "hospital" ("id") on delete restrict, "kind" text not null, "enabled" boolean not null default true, "name" varchar(200) not null, "settings" jsonb not null default '{}', "token_hash" varchar(64) null, "token_hint" varchar(12) null, "secret" text null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now(), "created_by_username" varchar(100) not null, "updated_at" timestamptz not null default now(), "version" int not null default 1, constraint "interface_kind_check" check (kind in ('hl7v2-mllp', 'fhir-token', 'hosxp')), constraint "interface_token_check" check ((kind = 'fhir-token') = (token_hash is not null)));`,
    );
    this.addSql(`create unique index "interface_token_hash_unique" on "interface" ("token_hash") where token_hash is not null;`);
    this.addSql(`create index "interface_hospital_id_kind_index" on "interface" ("hospital_id", "kind");`);

    this.addSql(
      `create table "interface_message" ("id" bigserial primary key, "interface_id" int not null references "interface" ("id") on delete restrict, "hospital_id" int not null, "direction" text not null, "message_type" varchar(20) not null, "control_id" varchar(40) not null, "report_id" int null references "report_version" ("id") on delete restrict, "case_id" int null, "accession_no" varchar(20) collate "C" null, "resend_of" bigint null references "interface_message" ("id") on delete restrict, "raw" text not null, "state" text not null, "ack" text null, "error" text null, "attempts" int not null default 0, "created_at" timestamptz not null default now(), "created_by_username" varchar(100) null, "sent_at" timestamptz null, "answered_at" timestamptz null, constraint "interface_message_direction_check" check (direction in ('out', 'in')), constraint "interface_message_state_check" check (state in ('queued', 'sent', 'acked', 'rejected', 'failed', 'accepted', 'refused')));`,
    );
    this.addSql(`create index "interface_message_interface_id_id_index" on "interface_message" ("interface_id", "id" desc);`);
    this.addSql(`create index "interface_message_case_id_index" on "interface_message" ("case_id", "id");`);
    this.addSql(`create unique index "interface_message_release_unique" on "interface_message" ("interface_id", "report_id") where resend_of is null and report_id is not null;`);

    this.addSql(`create or replace function "interface_message_kept_fn"() returns trigger as $$ ${KEEP_MESSAGE} $$ language plpgsql;`);
    this.addSql(`create trigger "interface_message_kept" before update or delete on "interface_message" for each row execute function "interface_message_kept_fn"();`);
    this.addSql(`create trigger "interface_message_no_truncate" before truncate on "interface_message" for each statement execute function "interface_message_kept_fn"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "interface_message";`);
    this.addSql(`drop function if exists "interface_message_kept_fn"();`);
    this.addSql(`drop table if exists "interface";`);
    this.addSql(`alter table "hospital" drop constraint if exists "hospital_moph_code_check";`);
    this.addSql(`alter table "hospital" drop column if exists "moph_code";`);
  }
}
