import { Trigger } from '@mikro-orm/decorators/legacy';
import type { CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps additional_open_count (open additional orders per test, for the worklist's chips) in step
 * with every insert, update and delete of additional_order, in the same statement: three
 * statement triggers `additional_open_count_*`, declared on AdditionalOrder by `expression`;
 * installed by migration 019.
 */
type ClassDecorator = (target: object) => void;

const EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

export function OpenCountTriggers(): ClassDecorator {
  const triggers = EVENTS.map(
    ([event, referencing]) =>
      Trigger({
        name: `additional_open_count_${event}`,
        timing: 'after',
        events: [event],
        forEach: 'statement',
        expression: `create trigger "additional_open_count_${event}" AFTER ${event.toUpperCase()} on "additional_order" ${referencing} for each STATEMENT execute function "additional_order_open_count_${event}_fn"()`,
      }) as ClassDecorator,
  );
  return (target) => triggers.forEach((trigger) => trigger(target));
}

export const ADDITIONAL_OPEN_COUNT: CataloguedTrigger[] = [
  {
    table: 'additional_order',
    name: 'additional_open_count_insert',
    migration: '019',
    definition:
      'CREATE TRIGGER additional_open_count_insert AFTER INSERT ON additional_order REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION additional_order_open_count_insert_fn()',
    fn: 'additional_order_open_count_insert_fn',
    source: `begin
      with x as (select test_id, count(*)::int as d from new_rows where status in ('ordered', 'in_progress') group by test_id)
      insert into additional_open_count (test_id, n)
        select test_id, greatest(d, 0) from x where d <> 0 order by test_id
        on conflict (test_id) do update set n = additional_open_count.n + (select d from x where x.test_id = excluded.test_id);
      return null;
    end;`,
  },
  {
    table: 'additional_order',
    name: 'additional_open_count_update',
    migration: '019',
    definition:
      'CREATE TRIGGER additional_open_count_update AFTER UPDATE ON additional_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION additional_order_open_count_update_fn()',
    fn: 'additional_order_open_count_update_fn',
    source: `begin
      with x as (select test_id, sum(d)::int as d from (
                 select test_id, 1 as d from new_rows where status in ('ordered', 'in_progress')
                 union all select test_id, -1 from old_rows where status in ('ordered', 'in_progress')) c group by test_id)
      insert into additional_open_count (test_id, n)
        select test_id, greatest(d, 0) from x where d <> 0 order by test_id
        on conflict (test_id) do update set n = additional_open_count.n + (select d from x where x.test_id = excluded.test_id);
      return null;
    end;`,
  },
  {
    table: 'additional_order',
    name: 'additional_open_count_delete',
    migration: '019',
    definition:
      'CREATE TRIGGER additional_open_count_delete AFTER DELETE ON additional_order REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION additional_order_open_count_delete_fn()',
    fn: 'additional_order_open_count_delete_fn',
    source: `begin
      with x as (select test_id, -count(*)::int as d from old_rows where status in ('ordered', 'in_progress') group by test_id)
      insert into additional_open_count (test_id, n)
        select test_id, greatest(d, 0) from x where d <> 0 order by test_id
        on conflict (test_id) do update set n = additional_open_count.n + (select d from x where x.test_id = excluded.test_id);
      return null;
    end;`,
  },
];
