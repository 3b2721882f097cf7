import { Migration } from '@mikro-orm/migrations';

/** An amendment held for a QC rescreen keeps its reason until the rescreen releases it (issue 11). */
export class Migration20261124008RescreenAmendReason extends Migration {
  override name = '20261124-008-rescreen-amend-reason';

  override up(): void {
    this.addSql(`alter table "rescreen" add column "amend_reason" text null;`);
  }
}
