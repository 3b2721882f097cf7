import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: the dispatch outbox's counts stop at 1,000 (the include list's total, the dashboard's
 * "to dispatch" panel, the report index). A kind's reports are counted down the (kind, released_at)
 * index; its "send again" rows — few among many — down this partial index, not by filtering every
 * row of the kind. Building it reads the outbox once, during which releases and dispatches wait.
 */
export class Migration20261129051OutboxResendIndex extends Migration {
  override name = '20261129-051-outbox-resend-index';

  override up(): void {
    this.addSql(`create index "report_to_dispatch_kind_resend_index" on "report_to_dispatch" ("kind") where "resend";`);
  }

  override down(): void {
    this.addSql(`drop index "report_to_dispatch_kind_resend_index";`);
  }
}
