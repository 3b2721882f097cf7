import { Trigger } from '@mikro-orm/decorators/legacy';
import type { CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps the summaries' facts (case_fact) in step with the cases' registration data, in the same
 * statement: a registration inserts its fact row (`case_fact_insert`), an edit of the kind,
 * reception, hospital, priority or status updates it (`case_fact_update`). Statement triggers on
 * pathology_case, declared on PathologyCase by `expression`; installed by migration 011.
 */
type ClassDecorator = (target: object) => void;

export function CaseFactTriggers(): ClassDecorator {
  const insert = Trigger({
    name: 'case_fact_insert',
    timing: 'after',
    events: ['insert'],
    forEach: 'statement',
    expression:
      'create trigger "case_fact_insert" AFTER INSERT on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_insert_fn"()',
  }) as ClassDecorator;
  const update = Trigger({
    name: 'case_fact_update',
    timing: 'after',
    events: ['update'],
    forEach: 'statement',
    expression:
      'create trigger "case_fact_update" AFTER UPDATE on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_update_fn"()',
  }) as ClassDecorator;
  return (target) => {
    insert(target);
    update(target);
  };
}

export const CASE_FACT_SYNC: CataloguedTrigger[] = [
  {
    table: 'pathology_case',
    name: 'case_fact_insert',
    migration: '011',
    definition:
      'CREATE TRIGGER case_fact_insert AFTER INSERT ON pathology_case REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION pathology_case_case_fact_insert_fn()',
    fn: 'pathology_case_case_fact_insert_fn',
    source: `begin
      insert into case_fact (case_id, kind, received_at, hospital_id, priority, status)
        select n.id, n.kind, n.received_at, n.hospital_id, n.priority, n.status from new_cases n;
      return null;
    end;`,
  },
  {
    table: 'pathology_case',
    name: 'case_fact_update',
    migration: '011',
    definition:
      'CREATE TRIGGER case_fact_update AFTER UPDATE ON pathology_case REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION pathology_case_case_fact_update_fn()',
    fn: 'pathology_case_case_fact_update_fn',
    source: `begin
      update case_fact f set kind = n.kind, received_at = n.received_at, hospital_id = n.hospital_id, priority = n.priority, status = n.status
        from new_cases n
       where f.case_id = n.id and (f.kind, f.received_at, f.hospital_id, f.priority, f.status) is distinct from (n.kind, n.received_at, n.hospital_id, n.priority, n.status);
      return null;
    end;`,
  },
];
