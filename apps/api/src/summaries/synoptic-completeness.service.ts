import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { monthBounds } from '../common/month-bounds.js';
import { FIRST_RELEASES, partsOf } from './sql/malignant-parts.js';
import { LAB_TIME_ZONE, SYNOPTIC_COMPLETENESS_TARGET, type SynopticCompletenessQuery, type SynopticCompletenessResponse } from '@pathdesk/contracts';

interface Row {
  month: string;
  pathologist_id: number | null;
  pathologist_name: string | null;
  total_row: boolean;
  eligible: number;
  complete: number;
}

/**
 * The first releases of surgical reports, one row per case with whether it is eligible and complete
 * — from what the pathologist entered, never from the text: a part is malignant by its own category
 * (a case of one part: the case's), eligible unless marked "no synoptic dataset applies", complete
 * with a synoptic report (sign-out saw to its core elements). A case is eligible with one eligible
 * part, complete when every eligible part is.
 */
const CASES = `
  with v as (
    select v.id, to_char(v.released_at at time zone '${LAB_TIME_ZONE}', 'YYYY-MM') as month,
           (v.snapshot -> 'result' ->> 'pathologistId')::int as pathologist_id, v.pathologist_name, v.snapshot
      from ${FIRST_RELEASES}
  ), part as (
    select v.id, m.malignant and not coalesce((e.entry ->> 'synopticNotApplicable')::boolean, false) as eligible,
           coalesce(jsonb_typeof(e.entry -> 'synoptic') = 'object', false) as reported
      from v ${partsOf('v')}
  ), per_case as (
    select v.id, v.month, v.pathologist_id, v.pathologist_name,
           bool_or(part.eligible) as eligible,
           coalesce(bool_and(part.reported) filter (where part.eligible), false) as complete
      from v join part on part.id = v.id
     group by v.id, v.month, v.pathologist_id, v.pathologist_name
  )
  select month, pathologist_id, max(pathologist_name) as pathologist_name, grouping(pathologist_id) = 1 as total_row,
         count(*) filter (where eligible)::int as eligible, count(*) filter (where eligible and complete)::int as complete
    from per_case
   group by grouping sets ((month, pathologist_id), (month))
  having count(*) filter (where eligible) > 0
   order by month, grouping(pathologist_id), pathologist_id nulls last`;

/** Issue 30.6 (CAP ANP.12350): per month of first release and per pathologist, the eligible malignant reports with a complete synoptic report. */
@Injectable()
export class SynopticCompletenessService {
  constructor(private readonly em: EntityManager) {}

  async report(query: SynopticCompletenessQuery): Promise<SynopticCompletenessResponse> {
    const rows = await this.em.execute<Row[]>(CASES, monthBounds(query.from, query.to));
    return {
      target: SYNOPTIC_COMPLETENESS_TARGET,
      rows: rows
        // A case without a pathologist counts in its month's total only.
        .filter((r) => r.total_row || r.pathologist_id !== null)
        .map((r) => {
          const percent = r.eligible ? Math.round((r.complete / r.eligible) * 1000) / 10 : null;
          return {
            month: r.month,
            pathologistId: r.total_row ? null : r.pathologist_id,
            pathologistName: r.total_row ? null : r.pathologist_name,
            eligible: r.eligible,
            complete: r.complete,
            percent,
            meetsTarget: percent === null ? null : percent >= SYNOPTIC_COMPLETENESS_TARGET,
          };
        }),
    };
  }
}
