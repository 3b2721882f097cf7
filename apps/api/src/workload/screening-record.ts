import { ConflictException } from '@nestjs/common';
import { countedSlides, LAB_TIME_ZONE, WORKLOAD_OVER_LIMIT, WORKLOAD_OVER_LIMIT_FIELD, workloadLimit } from '@pathdesk/contracts';
import type { AuditService } from '../audit/audit.service.js';
import type { Subscriber } from '../events/event-bus.js';

const SCREENING_ENTITY = 'screening';

interface CaseSlides {
  slideCount: number;
  liquidBased: boolean;
}

/** A figure of slides for messages: 37.5, 100. */
const fmt = (n: number) => String(Number(n.toFixed(1)));

/**
 * Issue 15.4 (42 CFR 493.1274(d)), subscriber of `result.completed`: the first complete save or
 * first sign-out of a Pap or a non-gyn cytology naming a screener records that screening against the screener, on the lab's day, once
 * per case. Its slides: the case's own slides on the bench (1 when none were recorded); each
 * counts 1, a liquid-based non-gynecologic preparation ½ (its cytological type says liquid-based
 * or LBC). A screening that takes the screener over the day's limit (100, or hours × 100 / 8 for
 * fewer than 8 declared hours) is refused with the count and the limit, unless an administrator
 * allows it (`override`, audited with the reason). Runs in the publisher's transaction (its refusal
 * undoes the save or sign-out); a surgical case, a result naming no screener, or a case already
 * counted records nothing.
 */
export const recordScreening =
  (audit: AuditService): Subscriber<'result.completed'> =>
  async (screening, { em, actor }) => {
    if (screening.kind === 'surgical') return;
    const screenerId = (screening.result as { screenerId?: number | null }).screenerId ?? null;
    if (screenerId === null) return;
    const [done] = await em.execute<{ id: number }[]>('select id from screening where case_id = ?', [screening.caseId]);
    if (done) return;
    // One screener's day at a time: two saves for the same screener queue here, so the count is exact.
    await em.execute(`select pg_advisory_xact_lock(hashtext('pathdesk:workload'), ?)`, [screenerId]);
    const typeId = (screening.result as { cytoTypeId?: number | null }).cytoTypeId ?? null;
    const [slides] = await em.execute<CaseSlides[]>(
      `select greatest((select count(*) from bench_slide s where s.case_id = c.id and s.block_id is null), 1)::int as "slideCount",
            coalesce(t.name ~* 'liquid' or t.value ~* '^LBC', false) as "liquidBased"
       from pathology_case c left join cfgvalue t on t.id = coalesce(?, c.cyto_type_id) where c.id = ?`,
      [screening.kind === 'cytological' ? typeId : null, screening.caseId],
    );
    const liquidBased = screening.kind === 'cytological' && slides!.liquidBased;
    const counted = countedSlides(screening.kind, slides!.slideCount, liquidBased);
    const [day] = await em.execute<{ day: string; hours: string | null; slides: string; name: string; userId: number | null }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, h.hours::text as hours,
            (select coalesce(sum(s.slides), 0)::text from screening s where s.screener_id = ? and s.day = d.day) as slides,
            (select name from cfgvalue where id = ?) as name,
            (select id from app_user where staff_id = ? and deleted_at is null limit 1) as "userId"
       from (select (now() at time zone ?)::date as day) d
       left join screening_day h on h.screener_id = ? and h.day = d.day`,
      [screenerId, screenerId, screenerId, LAB_TIME_ZONE, screenerId],
    );
    const hours = day!.hours === null ? null : Number(day!.hours);
    const limit = workloadLimit(hours);
    const before = Number(day!.slides);
    const after = before + counted;
    const over = after > limit;
    if (over && !screening.override) {
      // Hours come in quarters: say them as declared (0.25 h, not 0.3 h).
      const basis = hours === null ? 'no hours declared today: the absolute maximum' : `${String(Number(hours.toFixed(2)))} h declared`;
      throw new ConflictException({
        message:
          `${day!.name} has screened ${fmt(before)} slides today; this case's ${fmt(counted)} would make ${fmt(after)}, over the limit of ${fmt(limit)} (${basis}; ` +
          `42 CFR 493.1274(d): at most 100 slides in 24 hours over no less than 8 hours, prorated for fewer). Declare the day's hours, or ask an administrator to allow it.`,
        // The web names the screener, the count and the limit in its own words (Thai) and offers an
        // administrator the override from these (issue 15.4); `context` picks the declared-hours wording.
        code: WORKLOAD_OVER_LIMIT,
        params: { screener: day!.name, screened: before, slides: counted, total: after, limit, ...(hours === null ? {} : { hours, context: 'declared' }) },
        errors: [
          {
            field: 'fields.screenerId',
            message: `is over the workload limit (${fmt(after)} of ${fmt(limit)} slides)`,
            code: WORKLOAD_OVER_LIMIT_FIELD,
            params: { total: after, limit },
          },
        ],
      });
    }
    const [row] = await em.execute<{ id: number }[]>(
      `insert into screening (case_id, screener_id, user_id, day, slide_count, liquid_based, slides, recorded_by_username, override)
     values (?, ?, ?, cast(? as date), ?, ?, ?, ?, ?) returning id`,
      [screening.caseId, screenerId, day!.userId, day!.day, slides!.slideCount, liquidBased, counted, actor.username, over],
    );
    audit.record(
      actor,
      {
        action: 'create',
        entity: SCREENING_ENTITY,
        entityId: row!.id,
        after: { caseId: screening.caseId, screenerId, day: day!.day, slides: counted, dayTotal: after, limit, override: over },
        reason: over ? `allowed by an administrator over the workload limit: ${fmt(after)} of ${fmt(limit)} slides` : null,
      },
      em,
    );
    await em.flush();
  };
