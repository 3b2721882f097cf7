import { Migration } from '@mikro-orm/migrations';

// Fixed here (not imported): a migration must keep doing what it did when it was applied.
const LAB_TIME_ZONE = 'Asia/Bangkok';

/** Migration 011's text rule, kept only to give the versions released before this migration a category. */
const OLD_RULE_MALIGNANT = (diagnosis: string) => `(${diagnosis} ~* '(carcinoma|sarcoma|lymphoma|melanoma|leuka?emia|myeloma|malignan|mesothelioma|blastoma|seminoma|metasta)'
  and not ${diagnosis} ~* '(negative for|no evidence of|free of|no) (malignan|carcinoma|tumou?r|metasta|residual)')`;
/** Where that rule is blind: a malignancy named and a negation anywhere in the text ("no hyperplasia or malignancy"). */
const NEGATED_SOMEWHERE = (diagnosis: string) => `(${diagnosis} ~* '(carcinoma|sarcoma|lymphoma|melanoma|leuka?emia|myeloma|malignan|mesothelioma|blastoma|seminoma|metasta)'
  and ${diagnosis} ~* '\\m(no|not|negative|without|free|absence|absent)\\M')`;

/**
 * A released version's category for the summaries. Surgical: the pathologist's malignancy field
 * (snapshot), for versions released before it the category confirmed in the malignancy review, else
 * the one migrated from the old rule; cytological and gynecological as migration 011 had it.
 */
function factColumns(v: string): string {
  const result = `${v}.snapshot->'result'`;
  const id = (field: string) => `case when jsonb_typeof(${result}->'${field}') = 'number' then (${result}->>'${field}')::numeric::int end`;
  return `category = case ${v}.kind
      when 'surgical' then coalesce((select m.confirmed from malignancy_review m where m.report_id = ${v}.id), ${result}->>'malignancy',
                                    (select m.migrated from malignancy_review m where m.report_id = ${v}.id))
      when 'cytological' then coalesce(${result}->>'category', 'pending')
      else case when ${result}->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(${result}->>'interpretation', 'pending') end end,
    pathologist_id = ${id('pathologistId')}, screener_id = ${id('screenerId')}, diagnosis = ${v}.diagnosis`;
}

/** Migration 011's function body, for `down`. */
function oldFactColumns(v: string): string {
  const result = `${v}.snapshot->'result'`;
  const diagnosis = `coalesce(${result}->>'diagnosis', '')`;
  const id = (field: string) => `case when jsonb_typeof(${result}->'${field}') = 'number' then (${result}->>'${field}')::numeric::int end`;
  return `category = case ${v}.kind
      when 'surgical' then case when ${OLD_RULE_MALIGNANT(diagnosis)} then 'malignant' else 'not-malignant' end
      when 'cytological' then coalesce(${result}->>'category', 'pending')
      else case when ${result}->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(${result}->>'interpretation', 'pending') end end,
    pathologist_id = ${id('pathologistId')}, screener_id = ${id('screenerId')}, diagnosis = ${v}.diagnosis`;
}

/** The release trigger's function of migration 011 with the case facts' columns given. */
const afterReleaseFunction = (facts: string) => `create or replace function "report_version_after_release_fn"() returns trigger as $$ begin
      delete from report_to_dispatch t using released r where t.report_id = r.previous_id;
      insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
        select r.id, r.case_id, r.kind, r.hospital_id, r.released_at, exists (select 1 from dispatch_item di where di.case_id = r.case_id) from released r;
      insert into tat_month (kind, month, priority, tat_days, cases)
        select r.kind, date_trunc('month', r.released_at at time zone '${LAB_TIME_ZONE}')::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
          from released r join pathology_case c on c.id = r.case_id
          join lab_calendar_day rec on rec.day = (c.received_at at time zone '${LAB_TIME_ZONE}')::date
          join lab_calendar_day rel on rel.day = (r.released_at at time zone '${LAB_TIME_ZONE}')::date
         where r.version = 1
         group by 1, 2, 3, 4
        on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases;
      update case_fact f set first_released_at = coalesce(f.first_released_at, r.released_at), ${facts}
        from released r where f.case_id = r.case_id;
      return null;
    end; $$ language plpgsql;`;

/**
 * Issue 24.1: a surgical case's malignancy is the pathologist's decision (the result's `malignancy`,
 * kept in the version's snapshot), no longer a regular expression over the diagnosis.
 *  - `malignancy_review`: one row per surgical version released before this migration — the category
 *    the old rule gave it (`migrated`), whether a pathologist should re-read it (`to_review`: the text
 *    names a malignancy and a negation), and the category a pathologist then confirmed, by whom, when.
 *    Released versions never change: the confirmation sits beside them. Written by summaries/ (SQL only).
 *  - the release trigger's function reads the explicit field (or the review) for surgical versions;
 *  - a confirmation updates the case's summary facts when it concerns the case's latest version.
 */
export class Migration20261124023MalignancyDecision extends Migration {
  override name = '20261124-023-malignancy-decision';

  override up(): void {
    this.addSql(`create table "malignancy_review" (
      "report_id" int not null primary key references "report_version" ("id") on update restrict on delete restrict,
      "case_id" int not null references "pathology_case" ("id") on update restrict on delete restrict,
      "migrated" text not null check ("migrated" in ('malignant', 'not-malignant')),
      "to_review" boolean not null,
      "confirmed" text null check ("confirmed" in ('malignant', 'not-malignant', 'uncertain')),
      "note" varchar(500) null,
      "reviewed_at" timestamptz null,
      "reviewed_by_id" int null,
      "reviewed_by_username" varchar(100) null,
      check (("confirmed" is null) = ("reviewed_at" is null)));`);
    this.addSql(`create index "malignancy_review_case_id_index" on "malignancy_review" ("case_id");`);
    this.addSql(`create index "malignancy_review_to_review_index" on "malignancy_review" ("report_id") where "to_review";`);
    const diagnosis = `coalesce(v.snapshot->'result'->>'diagnosis', '')`;
    this.addSql(`insert into malignancy_review (report_id, case_id, migrated, to_review)
      select v.id, v.case_id, case when ${OLD_RULE_MALIGNANT(diagnosis)} then 'malignant' else 'not-malignant' end, ${NEGATED_SOMEWHERE(diagnosis)}
        from report_version v where v.kind = 'surgical' and v.snapshot->'result'->>'malignancy' is null;`);
    this.addSql(afterReleaseFunction(factColumns('r')));
    this.addSql(`create or replace function "malignancy_review_case_fact_fn"() returns trigger as $$ begin
      update case_fact f set category = coalesce(n.confirmed, n.migrated)
        from new_reviews n
       where f.case_id = n.case_id and not exists (select 1 from report_version later where later.previous_id = n.report_id);
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "case_fact_category" AFTER UPDATE on "malignancy_review" referencing new table as new_reviews for each STATEMENT execute function "malignancy_review_case_fact_fn"();`);
  }

  override down(): void {
    this.addSql(afterReleaseFunction(oldFactColumns('r')));
    this.addSql(`drop trigger if exists "case_fact_category" on "malignancy_review";`);
    this.addSql(`drop function if exists "malignancy_review_case_fact_fn"();`);
    this.addSql(`drop table if exists "malignancy_review";`);
  }
}
