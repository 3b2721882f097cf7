import type { EntityManager } from '@mikro-orm/postgresql';
import { TAT_DAYS_SQL, tatCalendarJoins } from '../../turnaround/working-days.js';

/**
 * After the calendar changes (CalendarService.refill, in its transaction): the TAT stored per
 * released case (case_fact.tat_days, kept on insert by the row trigger `tat_days`) for the cases
 * whose working days moved — only those rows are rewritten.
 */
export async function refreshTatDays(em: EntityManager): Promise<void> {
  await em.execute(
    `with t as (select f.case_id, ${TAT_DAYS_SQL} as tat from case_fact f ${tatCalendarJoins('f.received_at', 'f.first_released_at')} where f.first_released_at is not null)
       update case_fact f set tat_days = t.tat from t where f.case_id = t.case_id and f.tat_days is distinct from t.tat`,
  );
}
