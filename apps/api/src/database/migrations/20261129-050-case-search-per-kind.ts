import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34: the name search's trigram index split by kind. Every worklist searches one kind, and one
 * index over all kinds made a search read every kind's candidates from the heap (981 pages for a Thai
 * family name at 1,000,000 cases, 509 of them the searched kind's). At 1,000,000 cases the three
 * indexes take about 10 s to build, during which registrations wait.
 */
export class Migration20261129050CaseSearchPerKind extends Migration {
  override name = '20261129-050-case-search-per-kind';

  override up(): void {
    for (const kind of ['surgical', 'cytological', 'gynecological']) {
      this.addSql(
        `create index "pathology_case_${kind}_search_text_trgm_index" on "pathology_case" using gin ("search_text" gin_trgm_ops) with (fastupdate = off) where "kind" = '${kind}';`,
      );
    }
    this.addSql(`drop index "pathology_case_search_text_trgm_index";`);
  }

  override down(): void {
    this.addSql(`create index "pathology_case_search_text_trgm_index" on "pathology_case" using gin ("search_text" gin_trgm_ops) with (fastupdate = off);`);
    for (const kind of ['surgical', 'cytological', 'gynecological']) this.addSql(`drop index "pathology_case_${kind}_search_text_trgm_index";`);
  }
}
