import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28.3: a critical result is acknowledged online by someone at its hospital (a guest of the
 * case's hospital, through the portal): who and when, once — the first acknowledgement stays. The
 * lab's call record (`recorded_at`…) is its own; the two are independent. The hospital's open ones are
 * found by the partial index.
 */
export class Migration20261128040CriticalAcknowledgement extends Migration {
  override name = '20261128-040-critical-acknowledgement';

  override up(): void {
    this.addSql(
      `alter table "critical_call" add column "acknowledged_at" timestamptz null, add column "acknowledged_by_id" int null, add column "acknowledged_by_username" varchar(100) null;`,
    );
    this.addSql(`alter table "critical_call" add constraint "critical_call_acknowledged_check" check (("acknowledged_at" is null) = ("acknowledged_by_username" is null));`);
    this.addSql(`create index "critical_call_unacknowledged_index" on "critical_call" ("released_at", "id") where "acknowledged_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "critical_call_unacknowledged_index";`);
    this.addSql(`alter table "critical_call" drop constraint if exists "critical_call_acknowledged_check";`);
    this.addSql(`alter table "critical_call" drop column if exists "acknowledged_by_username", drop column if exists "acknowledged_by_id", drop column if exists "acknowledged_at";`);
  }
}
