import { Migration } from '@mikro-orm/migrations';

/**
 * Who started a month-end run, by account (issue 24.13): its merged PDF and workbook are theirs and
 * administrators'. A username can be changed, so the id, taken for earlier runs from the run's own
 * audit record; a run without one is left to administrators.
 */
export class Migration20261124027BillingRunOwner extends Migration {
  override name = '20261124-027-billing-run-owner';

  override up(): void {
    this.addSql(`alter table "billing_run" add column "created_by_id" int null;`);
    this.addSql(`update "billing_run" r set "created_by_id" = a."actor_id"
      from "audit_log" a where a."entity" = 'billing_run' and a."action" = 'create' and a."entity_id" = r."id"::text;`);
  }

  override down(): void {
    this.addSql(`alter table "billing_run" drop column if exists "created_by_id";`);
  }
}
