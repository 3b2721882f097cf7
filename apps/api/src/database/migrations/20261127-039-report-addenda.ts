import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 32.1: addenda. An addendum is a released version after the first that is not an amendment:
 * it keeps the version it follows as released (its diagnosis unchanged) and adds text, which its
 * snapshot carries (`addenda`, hashed with the rest of the snapshot by the seal chain). A version's
 * type stays readable from the columns alone: version 1 the first, `amended` an amendment, any other
 * an addendum — which must then carry its addenda in its snapshot.
 */
export class Migration20261127039ReportAddenda extends Migration {
  override name = '20261127-039-report-addenda';

  override up(): void {
    this.addSql(`alter table "report_version" drop constraint "report_version_chain_check";`);
    this.addSql(
      `alter table "report_version" add constraint "report_version_chain_check" check ((version = 1) = (previous_id is null) and amended = (amend_reason is not null) and (not amended or version > 1) and (amended or version = 1 or jsonb_typeof(snapshot -> 'addenda') = 'array'));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "report_version" drop constraint "report_version_chain_check";`);
    this.addSql(
      `alter table "report_version" add constraint "report_version_chain_check" check ((version = 1) = (previous_id is null) and amended = (version > 1) and amended = (amend_reason is not null));`,
    );
  }
}
