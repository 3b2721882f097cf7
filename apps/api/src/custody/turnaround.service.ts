import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, CUSTODY_STEPS, labDay, labDayStart, type BenchTurnaroundResponse, type StepTurnaroundDto } from '@pathdesk/contracts';

const STEP_LIST = CUSTODY_STEPS.filter((s) => s !== 'filing')
  .map((s) => `'${s}'`)
  .join(', ');

/**
 * The bench's turnaround per step: for each item, the time from one step to the next (median and
 * 90th percentile, minutes) over the steps recorded in [from, to] on the lab's clock, and each
 * case's first processing to its last distribution.
 */
@Injectable()
export class BenchTurnaroundService {
  constructor(private readonly em: EntityManager) {}

  async of(query: { from?: string; to?: string }): Promise<BenchTurnaroundResponse> {
    const to = query.to ?? labDay();
    const from = query.from ?? addDays(to, -29);
    const start = labDayStart(from);
    const end = labDayStart(addDays(to, 1));
    const steps = await this.em.execute<(StepTurnaroundDto & { medianMinutes: string | null; p90Minutes: string | null })[]>(
      `with ev as (
         select e.action, e.at, lag(e.action) over w as prev_action, lag(e.at) over w as prev_at
           from custody_event e
          where e.item_id in (select item_id from custody_event where at >= ? and at < ? and action in (${STEP_LIST}))
            and e.action in (${STEP_LIST})
         window w as (partition by e.item_id order by e.at, e.id))
       select prev_action as "from", action as "to", count(*)::int as count,
              round((percentile_cont(0.5) within group (order by extract(epoch from at - prev_at) / 60))::numeric, 1) as "medianMinutes",
              round((percentile_cont(0.9) within group (order by extract(epoch from at - prev_at) / 60))::numeric, 1) as "p90Minutes"
         from ev where at >= ? and at < ? and prev_action is not null group by 1, 2`,
      [start, end, start, end],
    );
    const order = (s: string) => CUSTODY_STEPS.indexOf(s as never);
    const [overall] = await this.em.execute<{ count: number; medianMinutes: string | null; p90Minutes: string | null }[]>(
      `with per_case as (
         select d.case_id, max(d.at) - (select min(p.at) from custody_event p where p.case_id = d.case_id and p.action = 'processing') as span
           from custody_event d where d.action = 'distribution' and d.at >= ? and d.at < ? group by d.case_id)
       select count(span)::int as count,
              round((percentile_cont(0.5) within group (order by extract(epoch from span) / 60))::numeric, 1) as "medianMinutes",
              round((percentile_cont(0.9) within group (order by extract(epoch from span) / 60))::numeric, 1) as "p90Minutes"
         from per_case where span is not null`,
      [start, end],
    );
    const num = (v: string | null) => (v === null ? null : Number(v));
    return {
      from,
      to,
      steps: steps
        .map((s) => ({ ...s, medianMinutes: num(s.medianMinutes), p90Minutes: num(s.p90Minutes) }))
        .sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to)),
      processingToDistribution: { count: overall!.count, medianMinutes: num(overall!.medianMinutes), p90Minutes: num(overall!.p90Minutes) },
    };
  }
}
