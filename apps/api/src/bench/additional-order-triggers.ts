import { Trigger } from '@mikro-orm/decorators/legacy';

/**
 * The statement-level triggers of migration 019 on additional_order, declared on its entity (one
 * decorator) so that the schema diff knows them; their function lives in the migration. They keep
 * additional_open_count in step with every insert, update and delete, in the same transaction.
 */
type ClassDecorator = (target: object) => void;

const EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

export function OpenCountTriggers(): ClassDecorator {
  const triggers = EVENTS.map(([event, referencing]) =>
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
