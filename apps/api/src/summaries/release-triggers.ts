import { Trigger } from '@mikro-orm/decorators/legacy';

/**
 * The statement-level triggers of migration 011 on tables other domains own, declared on their
 * entities (one decorator each) so that the schema diff knows them. `expression` is the DDL as
 * applied; the functions they run live in the migration.
 */
type ClassDecorator = (target: object) => void;

/** On report_version: a release fills the include-report outbox, the TAT histogram and the case's summary facts. */
export function AfterReleaseTrigger(): ClassDecorator {
  return Trigger({
    name: 'after_release',
    timing: 'after',
    events: ['insert'],
    forEach: 'statement',
    expression: 'create trigger "after_release" AFTER INSERT on "report_version" referencing new table as released for each STATEMENT execute function "report_version_after_release_fn"()',
  }) as ClassDecorator;
}

/** On pathology_case: registrations and edits keep the summaries' facts (case_fact) in step. */
export function CaseFactTriggers(): ClassDecorator {
  const insert = Trigger({
    name: 'case_fact_insert',
    timing: 'after',
    events: ['insert'],
    forEach: 'statement',
    expression: 'create trigger "case_fact_insert" AFTER INSERT on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_insert_fn"()',
  }) as ClassDecorator;
  const update = Trigger({
    name: 'case_fact_update',
    timing: 'after',
    events: ['update'],
    forEach: 'statement',
    expression: 'create trigger "case_fact_update" AFTER UPDATE on "pathology_case" referencing new table as new_cases for each STATEMENT execute function "pathology_case_case_fact_update_fn"()',
  }) as ClassDecorator;
  return (target) => {
    insert(target);
    update(target);
  };
}
