import { Migration } from '@mikro-orm/migrations';

/** Background jobs the web app follows: a merged dispatch PDF, a summary export (issue 17.2). */
export class Migration20261124017JobRuns extends Migration {
  override name = '20261124-017-job-runs';

  override up(): void {
    this.addSql(
      `create table "job_run" ("id" uuid not null, "kind" text not null, "state" text not null default 'queued', "params" jsonb not null, "total" int not null default 0, "done" int not null default 0, "error" text null, "dispatch_id" int null, "file" bytea null, "filename" varchar(200) null, "content_type" varchar(200) null, "attempts" int not null default 0, "worker" varchar(200) null, "created_by_id" int null, "created_by_username" varchar(100) not null, "created_at" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "job_run" add constraint "job_run_dispatch_id_unique" unique ("dispatch_id");`);
    this.addSql(`alter table "job_run" add constraint "job_run_kind_check" check (kind in ('dispatch-pdf', 'summary-export'));`);
    this.addSql(`alter table "job_run" add constraint "job_run_state_check" check (state in ('queued', 'running', 'done', 'failed'));`);
  }
}
