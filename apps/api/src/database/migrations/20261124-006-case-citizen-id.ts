import { Migration } from '@mikro-orm/migrations';

/**
 * The patient's Thai citizen ID on a case (13 digits, checked by the contracts), found by the
 * worklist's search box by prefix: the "C" collation lets a plain btree serve LIKE '123%'.
 */
export class Migration20261124006CaseCitizenId extends Migration {
  override name = '20261124-006-case-citizen-id';

  override up(): void {
    this.addSql(`alter table "pathology_case" add column "citizen_id" varchar(13) collate "C" null;`);
    this.addSql(`create index "pathology_case_citizen_id_index" on "pathology_case" ("citizen_id");`);
  }
}
