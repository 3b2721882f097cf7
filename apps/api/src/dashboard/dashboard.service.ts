import { coded } from '@pathdesk/contracts';
import { ForbiddenException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CASE_KINDS,
  DASHBOARD_PANELS_BY_ROLE,
  hasRole,
  isRole,
  labDay,
  labDayBounds,
  labMonth,
  normalizeRole,
  REPORT_COUNT_CAP,
  WAITING_AGE_BUCKETS,
  WAITING_STAGES,
  type CaseKind,
  type CaseStatus,
  type DashboardCaseRow,
  type DashboardPanel,
  type DashboardPanelId,
  type ReportIndexCount,
  type Role,
  type WaitingPanel,
  type WaitingStage,
} from '@pathdesk/contracts';
import { cappedTotal, countsUpTo } from '../common/capped-count.js';
import type { Actor } from '../identity/actor.js';
import { hospitalCondition, hospitalScope } from '../identity/hospital-scope.js';
import { LAB_TIME_ZONE_SQL } from './sql/lab-time.js';
import { TurnaroundService } from '../turnaround/turnaround.service.js';
import { patientNameSql } from '../cases/sql/patient-name.js';
import { additionalsLink, ageRange, reportPageLink, resultLink, reviewPageLink, summaryPageLink, workspaceLink, worklistLink } from './dashboard-links.js';
import { histogramTat, type TatBin } from './tat-histogram.js';

const STAGE_STATUS: Record<WaitingStage, CaseStatus> = { gross: 'registered', result: 'in_progress', 'sign-out': 'diagnosed' };
const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;
const iso = (value: number | string) => new Date(Number(value)).toISOString();
const kindSum = <T extends { kind: CaseKind }>(rows: T[], kind: CaseKind, pick: (r: T) => number) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + pick(r), 0);

/** A count of the outbox per kind, and of its "send again" rows, each stopped at REPORT_COUNT_CAP. */
interface ToDispatchCount {
  kind: CaseKind;
  count: number;
  capped: boolean;
  resend: number;
  resendCapped: boolean;
}

/** "12", "1,000+" (stopped at the cap): the API's English labels. */
const countLabel = (count: number, capped: boolean) => `${count.toLocaleString('en')}${capped ? '+' : ''}`;

/** Additional-test orders older than this are overdue on the dashboard. */
const OVERDUE_ORDER_DAYS = 2;

/** The dashboard's panels: each one small query (or two), answering in milliseconds at a million cases. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly turnaround: TurnaroundService,
  ) {}

  panelsOf(role: string | null | undefined): DashboardPanelId[] {
    return isRole(role) ? [...DASHBOARD_PANELS_BY_ROLE[normalizeRole(role) as Role]] : [];
  }

  async panel(actor: Actor, id: DashboardPanelId): Promise<DashboardPanel> {
    if (!this.panelsOf(actor.role).includes(id)) throw new ForbiddenException(coded('panel_not_on_dashboard', { panel: id }));
    switch (id) {
      case 'received-today':
        return this.receivedToday();
      case 'waiting':
        return this.waiting();
      case 'open-additionals':
        return this.openAdditionals();
      case 'to-dispatch':
        return this.toDispatch();
      case 'my-sign-out':
        return this.mySignOut(actor);
      case 'my-qc-reviews':
        return this.myQcReviews(actor);
      case 'tat-month':
        return this.tatMonth();
      case 'tat-trend':
        return this.tatTrend();
      case 'latest-reports':
        return this.latestReports(actor);
      case 'critical-calls':
        return this.criticalCalls(actor);
    }
  }

  private async receivedToday(): Promise<DashboardPanel> {
    const day = labDay();
    const { start, end } = labDayBounds(day);
    const rows = await this.em.execute<{ kind: CaseKind; n: number }[]>(
      `select kind, count(*)::int as n from pathology_case where kind in (?) and received_at >= ? and received_at < ? and status <> 'cancelled' group by kind`,
      [CASE_KINDS, start, end],
    );
    const byKind = CASE_KINDS.map((kind) => ({ kind, count: kindSum(rows, kind, (r) => r.n), link: worklistLink(kind, { receivedFrom: day, receivedTo: day }) }));
    return { id: 'received-today', day, total: byKind.reduce((s, k) => s + k.count, 0), byKind };
  }

  private async waiting(): Promise<DashboardPanel> {
    const today = labDay();
    const rows = await this.em.execute<{ kind: CaseKind; status: CaseStatus; age: number; n: number }[]>(
      `select kind, status, (?::date - (received_at at time zone ${LAB_TIME_ZONE_SQL})::date) as age, count(*)::int as n
         from pathology_case where kind in (?) and status in ('registered', 'in_progress', 'diagnosed') group by 1, 2, 3`,
      [today, CASE_KINDS],
    );
    const stages: WaitingPanel['stages'] = WAITING_STAGES.map((stage) => {
      const status = STAGE_STATUS[stage];
      const ofStage = rows.filter((r) => r.status === status);
      return {
        stage,
        total: ofStage.reduce((s, r) => s + r.n, 0),
        link: workspaceLink({ status }),
        byAge: WAITING_AGE_BUCKETS.map((b) => ({
          bucket: b.key,
          count: ofStage.filter((r) => r.age >= b.minDays && (b.maxDays === null || r.age <= b.maxDays)).reduce((s, r) => s + r.n, 0),
          link: workspaceLink({ status, ...ageRange(today, b.minDays, b.maxDays) }),
        })),
        byKind: CASE_KINDS.map((kind) => ({ kind, count: kindSum(ofStage, kind, (r) => r.n), link: worklistLink(kind, { status }) })),
      };
    });
    return { id: 'waiting', stages };
  }

  private async openAdditionals(): Promise<DashboardPanel> {
    const [row] = await this.em.execute<{ open: number; overdue: number; oldestMs: number | null }[]>(
      `select count(*)::int as open, count(*) filter (where ordered_at < now() - make_interval(days => ?))::int as overdue, ${ms('min(ordered_at)')} as "oldestMs"
         from additional_order where status in ('ordered', 'in_progress')`,
      [OVERDUE_ORDER_DAYS],
    );
    return {
      id: 'open-additionals',
      open: { count: row?.open ?? 0, link: additionalsLink() },
      overdue: { count: row?.overdue ?? 0, link: additionalsLink(OVERDUE_ORDER_DAYS) },
      oldestOrderedAt: row?.oldestMs === null || row?.oldestMs === undefined ? null : iso(row.oldestMs),
    };
  }

  /**
   * The outbox per kind, each count stopped at REPORT_COUNT_CAP as the include list's is: a lab that
   * never empties it holds hundreds of thousands of rows, and counting them exactly cost 40–80 ms a
   * request under load (issue 34). Six capped counts in one statement — the kind's rows down the
   * (kind, released_at) index, its "send again" rows down the partial index on kind where resend.
   */
  private async toDispatchCounts(): Promise<ToDispatchCount[]> {
    const counted = await countsUpTo(
      this.em,
      CASE_KINDS.flatMap((kind) => [
        { fromWhere: 'from report_to_dispatch where kind = ?', params: [kind] },
        { fromWhere: 'from report_to_dispatch where kind = ? and resend', params: [kind] },
      ]),
      REPORT_COUNT_CAP,
    );
    return CASE_KINDS.map((kind, i) => {
      const all = cappedTotal(counted[2 * i]!, REPORT_COUNT_CAP);
      const resend = cappedTotal(counted[2 * i + 1]!, REPORT_COUNT_CAP);
      return { kind, count: all.total, capped: all.totalCapped, resend: resend.total, resendCapped: resend.totalCapped };
    });
  }

  private async toDispatch(): Promise<DashboardPanel> {
    const byKind = (await this.toDispatchCounts()).map((k) => ({ ...k, link: reportPageLink(k.kind, { tab: 'dispatch' }) }));
    return { id: 'to-dispatch', total: byKind.reduce((s, k) => s + k.count, 0), totalCapped: byKind.some((k) => k.capped), byKind };
  }

  private async mySignOut(actor: Actor): Promise<DashboardPanel> {
    const rows = await this.em.execute<(Omit<DashboardCaseRow, 'receivedAt' | 'link' | 'urgent'> & { receivedMs: number; total: number; urgentTotal: number })[]>(
      `with me as (select id, name from app_user where id = ?),
            mine as (
              select c.id, c.kind, c.accession_no, c.patient_title, c.patient_first_name, c.patient_last_name, c.hospital_id, c.priority, c.received_at
                from pathology_case c join case_result cr on cr.case_id = c.id
               where c.kind in (?) and c.status = 'diagnosed'
                 and (cr.updated_by_id = (select id from me)
                      or cr.fields->'pathologistId' in (select to_jsonb(cv.id) from cfgvalue cv, me where cv.category = 'pathologist' and lower(cv.name) = lower(me.name))))
       select m.id, m.kind, m.accession_no as "accessionNo",
              ${patientNameSql('m')} as "patientName",
              coalesce(h.name_th, '') as "hospitalName", m.priority, ${ms('m.received_at')} as "receivedMs",
              (?::date - (m.received_at at time zone ${LAB_TIME_ZONE_SQL})::date) as "ageDays",
              count(*) over ()::int as total, (count(*) filter (where m.priority = 'urgent') over ())::int as "urgentTotal"
         from mine m left join hospital h on h.id = m.hospital_id
        order by m.priority = 'urgent' desc, m.received_at, m.id limit 10`,
      [actor.id, CASE_KINDS, labDay()],
    );
    return {
      id: 'my-sign-out',
      total: rows[0]?.total ?? 0,
      urgent: rows[0]?.urgentTotal ?? 0,
      link: workspaceLink({ status: 'diagnosed' }),
      cases: rows.map(({ receivedMs, total: _t, urgentTotal: _u, ...r }) => ({
        ...r,
        urgent: r.priority === 'urgent',
        receivedAt: iso(receivedMs),
        link: resultLink(r.kind, r.id),
      })),
    };
  }

  /** Critical results to call (issue 15.5): lab staff and administrators all, a pathologist those they signed. */
  private async criticalCalls(actor: Actor): Promise<DashboardPanel> {
    const mine = hasRole(actor.role, ['admin', 'user']) ? 'true' : 'k.signer_id = ?';
    const who = mine === 'true' ? [] : [actor.id];
    const [row] = await this.em.execute<{ open: number; oldestMs: number | null; age: number | null; recorded: number; median: number | null; p90: number | null }[]>(
      `select count(*) filter (where k.recorded_at is null)::int as open,
              ${ms('min(k.released_at) filter (where k.recorded_at is null)')} as "oldestMs",
              floor(extract(epoch from now() - min(k.released_at) filter (where k.recorded_at is null)) / 60)::int as age,
              count(*) filter (where k.recorded_at >= now() - interval '90 days')::int as recorded,
              percentile_cont(0.5) within group (order by extract(epoch from k.notified_at - k.released_at) / 60) filter (where k.recorded_at >= now() - interval '90 days') as median,
              percentile_cont(0.9) within group (order by extract(epoch from k.notified_at - k.released_at) / 60) filter (where k.recorded_at >= now() - interval '90 days') as p90
         from critical_call k where ${mine}`,
      who,
    );
    const minutes = (v: number | null) => (v === null ? null : Math.round(Number(v)));
    return {
      id: 'critical-calls',
      open: { count: row!.open, link: '/workspace/notifications' },
      oldestReleasedAt: row!.oldestMs === null ? null : iso(row!.oldestMs),
      oldestAgeMinutes: row!.age,
      recorded: row!.recorded,
      medianMinutes: minutes(row!.median),
      p90Minutes: minutes(row!.p90),
    };
  }

  private async myQcReviews(actor: Actor): Promise<DashboardPanel> {
    const rows = await this.em.execute<
      { id: number; caseId: number; accessionNo: string; patientName: string; requestedMs: number; reason: 'random' | 'high-risk'; total: number }[]
    >(
      `select r.id, r.case_id as "caseId", c.accession_no as "accessionNo",
              ${patientNameSql('c')} as "patientName",
              ${ms('r.requested_at')} as "requestedMs", r.reason, count(*) over ()::int as total
         from rescreen r join pathology_case c on c.id = r.case_id
        where r.reviewed_at is null and r.requested_by_id is distinct from ?
        order by r.requested_at, r.id limit 10`,
      [actor.id],
    );
    return {
      id: 'my-qc-reviews',
      total: rows[0]?.total ?? 0,
      link: reviewPageLink(),
      rescreens: rows.map(({ requestedMs, total: _t, ...r }) => ({ ...r, requestedAt: iso(requestedMs) })),
    };
  }

  private async histogram(fromMonth: string, toMonth: string): Promise<(TatBin & { kind: CaseKind; month: string })[]> {
    const rows = await this.em.execute<{ kind: CaseKind; month: string; priority: 'routine' | 'urgent'; tatDays: number; cases: number }[]>(
      `select kind, to_char(month, 'YYYY-MM') as month, priority, tat_days as "tatDays", cases from tat_month where month between ?::date and ?::date`,
      [`${fromMonth}-01`, `${toMonth}-01`],
    );
    return rows.map((r) => ({ kind: r.kind, month: r.month, priority: r.priority, tatDays: Number(r.tatDays), cases: Number(r.cases) }));
  }

  private async tatMonth(): Promise<DashboardPanel> {
    const month = labMonth();
    const [bins, targets] = [await this.histogram(month, month), await this.turnaround.targets()];
    return {
      id: 'tat-month',
      month,
      byKind: CASE_KINDS.map((kind) => ({
        kind,
        tat: histogramTat(
          bins.filter((b) => b.kind === kind),
          targets[kind],
        ),
        link: summaryPageLink(kind, { from: `${month}-01`, to: labDay() }),
      })),
    };
  }

  private async tatTrend(): Promise<DashboardPanel> {
    const months = lastMonths(12);
    const [bins, targets] = [await this.histogram(months[0]!, months[months.length - 1]!), await this.turnaround.targets()];
    return {
      id: 'tat-trend',
      months,
      series: CASE_KINDS.map((kind) => ({
        kind,
        points: months.map((month) => {
          const tat = histogramTat(
            bins.filter((b) => b.kind === kind && b.month === month),
            targets[kind],
          );
          return { month, released: tat.released, median: tat.median, p90: tat.p90, withinTargetShare: tat.withinTargetShare };
        }),
      })),
      targets: CASE_KINDS.map((kind) => ({ kind, days: targets[kind].days, share: targets[kind].share })),
    };
  }

  /** The latest released reports: a guest's of its hospitals only, in the query itself (issue 28.2). */
  private async latestReports(actor: Actor): Promise<DashboardPanel> {
    const scope = hospitalCondition(await hospitalScope(this.em, actor), 'r.hospital_id');
    const rows = await this.em.execute<
      { id: number; kind: CaseKind; accessionNo: string; version: number; amended: boolean; patientName: string; hospitalName: string; releasedMs: number }[]
    >(
      `select * from (${CASE_KINDS.map(
        () => `(select r.id, r.kind, r.accession_no as "accessionNo", r.version, r.amended, r.patient_name as "patientName", r.hospital_name as "hospitalName", ${ms('r.released_at')} as "releasedMs", r.released_at
                  from report_version r where r.kind = ? and ${scope.sql} order by r.released_at desc, r.id desc limit 10)`,
      ).join(' union all ')}) x order by released_at desc, id desc limit 10`,
      CASE_KINDS.flatMap((kind) => [kind, ...scope.params]),
    );
    return {
      id: 'latest-reports',
      reports: rows.map(({ releasedMs, ...r }) => ({
        id: r.id,
        kind: r.kind,
        accessionNo: r.accessionNo,
        version: r.version,
        amended: r.amended,
        patientName: r.patientName,
        hospitalName: r.hospitalName,
        releasedAt: iso(releasedMs),
        link: reportPageLink(r.kind, { reportId: r.id }),
      })),
    };
  }

  /** The counts beside the report pages of /report/index. */
  async reportIndex(): Promise<ReportIndexCount[]> {
    const rows = await this.toDispatchCounts();
    const [qc] = await this.em.execute<{ n: number }[]>('select count(*)::int as n from rescreen where reviewed_at is null');
    const counts: ReportIndexCount[] = rows.map(({ kind, count, capped, resend, resendCapped }) => ({
      page: `${kind}-report` as const,
      count,
      resend,
      capped,
      resendCapped,
      label: `${countLabel(count, capped)} to dispatch${resend ? ` (${countLabel(resend, resendCapped)} new version${resend === 1 ? '' : 's'} — send again)` : ''}`,
    }));
    counts.push({ page: 'gynecological-review-report', count: qc?.n ?? 0, resend: 0, capped: false, resendCapped: false, label: `${qc?.n ?? 0} to review` });
    return counts;
  }
}

/** The last `n` lab months, oldest first (this month last). */
export function lastMonths(n: number, now: Date = new Date()): string[] {
  const [y, m] = labMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
