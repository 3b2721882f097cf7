import { Migration } from '@mikro-orm/migrations';

// The trigger's body as this migration installed it (frozen here; the current body is catalogued in
// database/triggers/link-case-patient.ts). A nested block, since the ORM wraps a body in `begin … end`.
const LINK_CASE_PATIENT = `declare
    pid int;
    hn_key varchar(20) := nullif(btrim(new.hn), '');
  begin
    if new.citizen_id is not null then
      select id into pid from patient where citizen_id = new.citizen_id;
      if pid is null and hn_key is not null then
        select p.id into pid from patient_hn h join patient p on p.id = h.patient_id
         where h.hospital_id = new.hospital_id and h.hn = hn_key and p.citizen_id is null;
        if pid is not null then update patient set citizen_id = new.citizen_id where id = pid; end if;
      end if;
      if pid is null then
        insert into patient (citizen_id) values (new.citizen_id)
          on conflict (citizen_id) do update set citizen_id = excluded.citizen_id returning id into pid;
      end if;
      if hn_key is not null then
        insert into patient_hn (hospital_id, hn, patient_id) values (new.hospital_id, hn_key, pid) on conflict do nothing;
      end if;
    elsif hn_key is not null then
      select patient_id into pid from patient_hn where hospital_id = new.hospital_id and hn = hn_key;
      if pid is null then
        insert into patient default values returning id into pid;
        insert into patient_hn (hospital_id, hn, patient_id) values (new.hospital_id, hn_key, pid) on conflict do nothing;
        select patient_id into pid from patient_hn where hospital_id = new.hospital_id and hn = hn_key;
      end if;
    end if;
    new.patient_id := pid;
    return new;
  end;`;

/**
 * Issue 15 and 16.6: a user account names its pathologist or screener record; cases belong to a
 * patient; sign-out may ask for the signer's password again.
 *
 * Patients are linked by the database itself (trigger `pathology_case_link_patient`, catalogued in database/triggers/link-case-patient.ts), so every way
 * a case is written — registration, edit, import — links it the same way and in the same statement:
 * by Thai citizen ID when the case has one, else by HN at the same hospital (patient_hn). A case
 * with neither stays unlinked. A patient first known by HN takes the citizen ID of its first case
 * that has one. Existing cases are linked at the end (the trigger runs on the update).
 */
export class Migration20261124012PatientsSafety extends Migration {
  override name = '20261124-012-patients-safety';

  override up(): void {
    this.addSql(`alter table "app_user" add column "staff_id" int null;`);
    this.addSql(
      `alter table "app_user" add constraint "app_user_staff_id_foreign" foreign key ("staff_id") references "cfgvalue" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "lab_setting" add column "sign_out_reauth" boolean not null default true;`);

    this.addSql(`create table "patient" ("id" serial primary key, "citizen_id" varchar(13) collate "C" null, "created_at" timestamptz not null default now());`);
    this.addSql(`create unique index "patient_citizen_id_unique" on "patient" ("citizen_id");`);
    this.addSql(
      `create table "patient_hn" ("hospital_id" int not null, "hn" varchar(20) collate "C" not null, "patient_id" int not null references "patient" ("id") on delete restrict, primary key ("hospital_id", "hn"));`,
    );
    this.addSql(`create index "patient_hn_patient_id_index" on "patient_hn" ("patient_id");`);
    this.addSql(`alter table "pathology_case" add column "patient_id" int null;`);
    this.addSql(`create index "pathology_case_patient_id_index" on "pathology_case" ("patient_id");`);

    this.addSql(
      `create or replace function "pathology_case_pathology_case_link_patient_fn"() returns trigger as $$ begin ${LINK_CASE_PATIENT} end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "pathology_case_link_patient" before insert or update on "pathology_case" for each row execute function "pathology_case_pathology_case_link_patient_fn"();`,
    );
    // Issue 15.3: the 5-year look-back — NILM Paps of a patient queued for a second reader when a
    // later Pap is released HSIL or worse.
    this.addSql(`create table "lookback" (
      "id" serial primary key,
      "trigger_case_id" int not null references "pathology_case" ("id") on delete restrict,
      "trigger_report_id" int not null references "report_version" ("id") on delete restrict,
      "trigger_interpretation" text not null,
      "case_id" int not null references "pathology_case" ("id") on delete restrict,
      "report_id" int not null references "report_version" ("id") on delete restrict,
      "queued_at" timestamptz not null default now(),
      "reviewer_id" int null,
      "reviewer_username" varchar(100) null,
      "reviewed_at" timestamptz null,
      "outcome" text null check ("outcome" in ('agree', 'discordant')),
      "corrected_interpretation" text null,
      "changes_care" boolean null,
      "note" varchar(2000) null,
      "amendment_opened" boolean not null default false,
      unique ("trigger_case_id", "case_id"),
      check (("reviewed_at" is null) = ("outcome" is null)),
      check ("outcome" is distinct from 'discordant' or "corrected_interpretation" is not null)
    );`);
    this.addSql(`create index "lookback_pending_index" on "lookback" ("queued_at") where "reviewed_at" is null;`);
    this.addSql(`create index "lookback_case_id_index" on "lookback" ("case_id");`);

    // Issue 15.5: critical results — a call to the hospital to record after the first release.
    this.addSql(`create table "critical_call" (
      "id" serial primary key,
      "case_id" int not null unique references "pathology_case" ("id") on delete restrict,
      "report_id" int not null references "report_version" ("id") on delete restrict,
      "reason" text not null check ("reason" in ('high-grade-pap', 'unexpected-malignancy')),
      "finding" varchar(500) not null,
      "signer_id" int null,
      "signer_username" varchar(100) null,
      "released_at" timestamptz not null,
      "notified_at" timestamptz null,
      "notified_person" varchar(200) null,
      "method" text null check ("method" in ('phone', 'message')),
      "read_back" boolean null,
      "note" varchar(2000) null,
      "recorded_by_id" int null,
      "recorded_by_username" varchar(100) null,
      "recorded_at" timestamptz null,
      check (("recorded_at" is null) = ("notified_at" is null)),
      check ("notified_at" is null or ("notified_person" is not null and "method" is not null))
    );`);
    this.addSql(`create index "critical_call_open_index" on "critical_call" ("released_at") where "recorded_at" is null;`);

    // Backfill, oldest first, so a patient's first case decides its record.
    this.addSql(`do $$ declare r record; begin
  for r in select id from pathology_case order by id loop
    update pathology_case set hn = hn where id = r.id;
  end loop;
end $$;`);
  }
}
