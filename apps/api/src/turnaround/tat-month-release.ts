import type { Subscriber } from '../events/event-bus.js';
import { labDaySql } from './working-days.js';

/**
 * Subscriber of `report.released`: a first release counts once in the TAT histogram (tat_month)
 * of its lab month, by priority and working days from reception (a day outside the calendar is not
 * counted; the calendar's refill recounts every release).
 */
export const tatMonthOnRelease: Subscriber<'report.released'> = async (release, { em }) => {
  if (release.type !== 'first') return;
  await em.execute(
    `insert into tat_month (kind, month, priority, tat_days, cases)
     select c.kind, date_trunc('month', ${labDaySql('r.at')})::date, c.priority, rel.ordinal - rec.ordinal, 1
       from (select cast(? as timestamptz) as at) r
       join pathology_case c on c.id = ?
       join lab_calendar_day rec on rec.day = ${labDaySql('c.received_at')}
       join lab_calendar_day rel on rel.day = ${labDaySql('r.at')}
     on conflict (kind, month, priority, tat_days) do update set cases = tat_month.cases + excluded.cases`,
    [release.releasedAt, release.caseId],
  );
};
