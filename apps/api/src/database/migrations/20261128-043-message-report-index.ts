import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29.3: the dispatch page shows each report's messages to the hospitals' systems, read by
 * report version (GET /api/interface-messages); the release index leads with the interface.
 */
export class Migration20261128043MessageReportIndex extends Migration {
  override name = '20261128-043-message-report-index';

  override up(): void {
    this.addSql(`create index "interface_message_report_index" on "interface_message" ("report_id", "interface_id", "id" desc) where report_id is not null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "interface_message_report_index";`);
  }
}
