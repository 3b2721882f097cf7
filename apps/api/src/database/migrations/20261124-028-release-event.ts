import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25.3: release is an event. What the `after_release` trigger did in the releasing statement —
 * the include-report outbox (report_to_dispatch), the TAT histogram (tat_month), the case's summary
 * facts (case_fact) — is done by the subscribers of `report.released` in the releasing transaction,
 * each in the module that owns the table (dispatch, turnaround, summaries); a malignancy review's
 * confirmation reaches case_fact from summaries itself (trigger `case_fact_category`). Neither is
 * integrity, so both triggers go. `down` puts back the bodies of migration 023.
 */
export class Migration20261124028ReleaseEvent extends Migration {
  override name = '20261124-028-release-event';

  override up(): void {
    this.addSql(`drop trigger if exists "after_release" on "report_version";`);
    this.addSql(`drop function if exists "report_version_after_release_fn"();`);
    this.addSql(`drop trigger if exists "case_fact_category" on "malignancy_review";`);
    this.addSql(`drop function if exists "malignancy_review_case_fact_fn"();`);
  }

  override down(): void {
    this.addSql(`create or replace function "report_version_after_release_fn"() returns trigger as $$ begin
      delete from report_to_dispatch t using released r where t.report_id = r.previous_id;
      insert into report_to_dispatch (report_id, case_id, kind, hospital_id, released_at, resend)
        select r.id, r.case_id, r.kind, r.hospital_id, r.released_at, exists (select 1 from dispatch_item di where di.case_id = r.case_id) from released r;
      insert into tat_month (kind, month, priority, tat_days, cases)
        select r.kind, date_trunc('month', r.released_at at time zone 'Asia/Bangkok')::date, c.priority, rel.ordinal - rec.ordinal, count(*)::int
          from released r join pathology_case c on c.id = r.case_id
          join lab_calendar_day rec on rec.day = (c.received_at at time zone 'Asia/Bangkok')::date
          join lab_calendar_day rel on rel.day = (r.released_at at time zone 'Asia/Bangkok')::date
         where r.version = 1
         group by 1, 2, 3, 4
        on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases;
      update case_fact f set first_released_at = coalesce(f.first_released_at, r.released_at), category = case r.kind
      when 'surgical' then coalesce((select m.confirmed from malignancy_review m where m.report_id = r.id), r.snapshot->'result'->>'malignancy',
                                    (select m.migrated from malignancy_review m where m.report_id = r.id))
      when 'cytological' then coalesce(r.snapshot->'result'->>'category', 'pending')
      else case when r.snapshot->'result'->>'adequacy' = 'unsatisfactory' then 'unsatisfactory' else coalesce(r.snapshot->'result'->>'interpretation', 'pending') end end,
    pathologist_id = case when jsonb_typeof(r.snapshot->'result'->'pathologistId') = 'number' then (r.snapshot->'result'->>'pathologistId')::numeric::int end, screener_id = case when jsonb_typeof(r.snapshot->'result'->'screenerId') = 'number' then (r.snapshot->'result'->>'screenerId')::numeric::int end, diagnosis = r.diagnosis
        from released r where f.case_id = r.case_id;
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "after_release" AFTER INSERT on "report_version" referencing new table as released for each STATEMENT execute function "report_version_after_release_fn"();`);
    this.addSql(`create or replace function "malignancy_review_case_fact_fn"() returns trigger as $$ begin
      update case_fact f set category = coalesce(n.confirmed, n.migrated)
        from new_reviews n
       where f.case_id = n.case_id and not exists (select 1 from report_version later where later.previous_id = n.report_id);
      return null;
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "case_fact_category" AFTER UPDATE on "malignancy_review" referencing new table as new_reviews for each STATEMENT execute function "malignancy_review_case_fact_fn"();`);
  }
}
