import { Trigger } from '@mikro-orm/decorators/legacy';
import { bodySource, type CataloguedTrigger } from './catalogued-trigger.js';

/**
 * Keeps case_fact.tat_days, each case's TAT in working days (row trigger `tat_days` on case_fact,
 * declared on CaseFact; installed by migration 020): whenever a fact row gets or changes its reception or first
 * release, its TAT in working days is read from the calendar once — ordinal(day of first release) −
 * ordinal(day of reception), null before the release or outside the calendar — instead of joining
 * two calendar days per case in every summary. summaries/sql/case-fact-tat.ts recomputes the rows
 * whose TAT a calendar change moves. A nested block, since the ORM wraps the body in `begin … end`.
 */
const CASE_FACT_TAT_DAYS = `begin
    if tg_op = 'INSERT' or new.received_at is distinct from old.received_at or new.first_released_at is distinct from old.first_released_at then
      new.tat_days := (select rel.ordinal - rec.ordinal from lab_calendar_day rec, lab_calendar_day rel
                        where rec.day = ((new.received_at) at time zone 'Asia/Bangkok')::date and rel.day = ((new.first_released_at) at time zone 'Asia/Bangkok')::date);
    end if;
    return new;
  end;`;

export const TatDaysTrigger = () => Trigger({ name: 'tat_days', timing: 'before', events: ['insert', 'update'], forEach: 'row', body: CASE_FACT_TAT_DAYS });

export const CASE_FACT_TAT_DAYS_TRIGGER: CataloguedTrigger[] = [
  {
    table: 'case_fact',
    name: 'tat_days',
    migration: '020',
    definition: 'CREATE TRIGGER tat_days BEFORE INSERT OR UPDATE ON case_fact FOR EACH ROW EXECUTE FUNCTION case_fact_tat_days_fn()',
    fn: 'case_fact_tat_days_fn',
    source: bodySource(CASE_FACT_TAT_DAYS),
  },
];
