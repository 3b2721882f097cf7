import { Migration } from '@mikro-orm/migrations';

const OPEN = `status in ('ordered', 'in_progress')`;

/**
 * Adds each test's change in open orders to additional_open_count, rows locked in test order so two
 * statements never deadlock. The row proposed for insertion must pass the n >= 0 check before its
 * conflict is seen, hence greatest(d, 0) and the delta applied in the update.
 */
const apply = (delta: string) => `with x as (${delta})
      insert into additional_open_count (test_id, n)
        select test_id, greatest(d, 0) from x where d <> 0 order by test_id
        on conflict (test_id) do update set n = additional_open_count.n + (select d from x where x.test_id = excluded.test_id);
      return null;`;

/**
 * Issue 12: the open-orders worklist's counts by test, kept by the database (see
 * bench/additional-open-count.entity.ts) so that a request reads a few dozen rows, not every open
 * order. Statement-level triggers with transition tables: one upsert per statement, however many
 * orders it touches.
 */
export class Migration20261124019AdditionalOpenCounts extends Migration {
  override name = '20261124-019-additional-open-counts';

  override up(): void {
    this.addSql(`create table "additional_open_count" ("test_id" int not null, "n" int not null, constraint "additional_open_count_pkey" primary key ("test_id"), constraint additional_open_count_n_check check (n >= 0));`);
    this.addSql(`create or replace function "additional_order_open_count_insert_fn"() returns trigger as $$ begin
      ${apply(`select test_id, count(*)::int as d from new_rows where ${OPEN} group by test_id`)}
    end; $$ language plpgsql;`);
    this.addSql(`create or replace function "additional_order_open_count_update_fn"() returns trigger as $$ begin
      ${apply(`select test_id, sum(d)::int as d from (
                 select test_id, 1 as d from new_rows where ${OPEN}
                 union all select test_id, -1 from old_rows where ${OPEN}) c group by test_id`)}
    end; $$ language plpgsql;`);
    this.addSql(`create or replace function "additional_order_open_count_delete_fn"() returns trigger as $$ begin
      ${apply(`select test_id, -count(*)::int as d from old_rows where ${OPEN} group by test_id`)}
    end; $$ language plpgsql;`);
    this.addSql(`create trigger "additional_open_count_insert" AFTER INSERT on "additional_order" referencing new table as new_rows for each STATEMENT execute function "additional_order_open_count_insert_fn"();`);
    this.addSql(`create trigger "additional_open_count_update" AFTER UPDATE on "additional_order" referencing old table as old_rows new table as new_rows for each STATEMENT execute function "additional_order_open_count_update_fn"();`);
    this.addSql(`create trigger "additional_open_count_delete" AFTER DELETE on "additional_order" referencing old table as old_rows for each STATEMENT execute function "additional_order_open_count_delete_fn"();`);
    this.addSql(`insert into additional_open_count (test_id, n) select test_id, count(*)::int from additional_order where ${OPEN} group by test_id;`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger if exists "additional_open_count_${event}" on "additional_order";`);
      this.addSql(`drop function if exists "additional_order_open_count_${event}_fn"();`);
    }
    this.addSql(`drop table if exists "additional_open_count";`);
  }
}
