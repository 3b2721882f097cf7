import { Trigger } from '@mikro-orm/decorators/legacy';
import type { CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps case_fact.part_count, each case's number of parts (issue 27.4's figures: parts per case,
 * cases of more than one part), in the statement that adds or removes parts: statement triggers on
 * case_part with their transition tables (`case_fact_parts_insert`, `case_fact_parts_delete`),
 * declared on CasePart by `expression`; installed by migration 042. A part never moves to another
 * case, so an UPDATE leaves the count.
 */
type ClassDecorator = (target: object) => void;

export function CaseFactPartTriggers(): ClassDecorator {
  const insert = Trigger({
    name: 'case_fact_parts_insert',
    timing: 'after',
    events: ['insert'],
    forEach: 'statement',
    expression:
      'create trigger "case_fact_parts_insert" AFTER INSERT on "case_part" referencing new table as new_parts for each STATEMENT execute function "case_part_case_fact_insert_fn"()',
  }) as ClassDecorator;
  const remove = Trigger({
    name: 'case_fact_parts_delete',
    timing: 'after',
    events: ['delete'],
    forEach: 'statement',
    expression:
      'create trigger "case_fact_parts_delete" AFTER DELETE on "case_part" referencing old table as old_parts for each STATEMENT execute function "case_part_case_fact_delete_fn"()',
  }) as ClassDecorator;
  return (target) => {
    insert(target);
    remove(target);
  };
}

export const CASE_FACT_PARTS: CataloguedTrigger[] = [
  {
    table: 'case_part',
    name: 'case_fact_parts_insert',
    migration: '042',
    definition:
      'CREATE TRIGGER case_fact_parts_insert AFTER INSERT ON case_part REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION case_part_case_fact_insert_fn()',
    fn: 'case_part_case_fact_insert_fn',
    source: `begin
      update case_fact f set part_count = f.part_count + n.n
        from (select case_id, count(*)::int as n from new_parts group by case_id) n
       where f.case_id = n.case_id;
      return null;
    end;`,
  },
  {
    table: 'case_part',
    name: 'case_fact_parts_delete',
    migration: '042',
    definition:
      'CREATE TRIGGER case_fact_parts_delete AFTER DELETE ON case_part REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION case_part_case_fact_delete_fn()',
    fn: 'case_part_case_fact_delete_fn',
    source: `begin
      update case_fact f set part_count = f.part_count - o.n
        from (select case_id, count(*)::int as n from old_parts group by case_id) o
       where f.case_id = o.case_id;
      return null;
    end;`,
  },
];
