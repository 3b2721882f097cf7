import { labDaySql } from '../turnaround/working-days.js';

/**
 * The body of case_fact's row trigger `tat_days` (migration 020; declared on the CaseFact entity so
 * that the schema diff knows it): whenever a fact row gets or changes its reception or first
 * release, its TAT in working days is read from the calendar once — ordinal(day of first release) −
 * ordinal(day of reception), null before the release or outside the calendar — instead of joining
 * two calendar days per case in every summary. CalendarService.refill recomputes the rows whose
 * TAT a calendar change moves. A nested block, since the ORM wraps the body in `begin … end`.
 */
export const CASE_FACT_TAT_DAYS = `begin
    if tg_op = 'INSERT' or new.received_at is distinct from old.received_at or new.first_released_at is distinct from old.first_released_at then
      new.tat_days := (select rel.ordinal - rec.ordinal from lab_calendar_day rec, lab_calendar_day rel
                        where rec.day = ${labDaySql('new.received_at')} and rel.day = ${labDaySql('new.first_released_at')});
    end if;
    return new;
  end;`;
