import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25.6: one job mechanism. A month-end run reports its progress through a `job_run` row
 * (kind `billing-month-end`, params `{ kind, month }`) as dispatch PDFs and summary exports do;
 * `billing_run` keeps what is billing's own — the invoice kind and month it bills, and the merged
 * PDF and workbook it made — under the same id, which now refers to its job run. The runs made so
 * far move their state, progress, error, author and times to job_run (the author's account as
 * migration 027 found it, else by username); the pg-boss queue keeps its name, so a run under way
 * goes on.
 */
export class Migration20261124029MonthEndJobRuns extends Migration {
  override name = '20261124-029-month-end-job-runs';

  override up(): void {
    this.addSql(`alter table "job_run" drop constraint if exists "job_run_kind_check";`);
    this.addSql(`alter table "job_run" add constraint "job_run_kind_check" check (kind in ('dispatch-pdf', 'summary-export', 'billing-month-end'));`);
    this.addSql(`insert into "job_run" ("id", "kind", "state", "params", "total", "done", "error", "attempts", "created_by_id", "created_by_username", "created_at", "started_at", "finished_at")
      select r."id", 'billing-month-end', r."state", jsonb_build_object('kind', r."kind", 'month', r."month"), r."total", r."done", r."error",
             case when r."started_at" is null then 0 else 1 end, coalesce(r."created_by_id", (select u."id" from "app_user" u where u."username" = r."created_by_username")),
             r."created_by_username", r."created_at", r."started_at", r."finished_at"
        from "billing_run" r;`);
    this.addSql(`alter table "billing_run" drop constraint if exists "billing_run_state_check";`);
    this.addSql(`alter table "billing_run" drop column "state", drop column "total", drop column "done", drop column "error", drop column "created_by_id", drop column "created_by_username", drop column "created_at", drop column "started_at", drop column "finished_at";`);
    this.addSql(`alter table "billing_run" add constraint "billing_run_id_foreign" foreign key ("id") references "job_run" ("id") on update cascade on delete restrict;`);
  }

  override down(): void {
    this.addSql(`alter table "billing_run" drop constraint if exists "billing_run_id_foreign";`);
    this.addSql(`alter table "billing_run" add "state" text not null default 'queued', add "total" int not null default 0, add "done" int not null default 0, add "error" text null,
      add "created_by_id" int null, add "created_by_username" varchar(100) not null default 'system', add "created_at" timestamptz not null default now(), add "started_at" timestamptz null, add "finished_at" timestamptz null;`);
    this.addSql(`update "billing_run" r set "state" = j."state", "total" = j."total", "done" = j."done", "error" = j."error", "created_by_id" = j."created_by_id", "created_by_username" = j."created_by_username",
      "created_at" = j."created_at", "started_at" = j."started_at", "finished_at" = j."finished_at" from "job_run" j where j."id" = r."id";`);
    this.addSql(`alter table "billing_run" alter column "created_by_username" drop default;`);
    this.addSql(`alter table "billing_run" add constraint "billing_run_state_check" check (state in ('queued', 'running', 'done', 'failed'));`);
    this.addSql(`delete from "job_run" where "kind" = 'billing-month-end';`);
    this.addSql(`alter table "job_run" drop constraint if exists "job_run_kind_check";`);
    this.addSql(`alter table "job_run" add constraint "job_run_kind_check" check (kind in ('dispatch-pdf', 'summary-export'));`);
  }
}
