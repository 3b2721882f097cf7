import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  SUMMARY_CATEGORIES,
  type CaseKind,
  type CaseSummary,
  type GynIndicators,
  type SummaryByPerson,
  type SummaryCaseRow,
  type SummaryParams,
  type TatStats,
  type TatTarget,
} from '@pathdesk/contracts';
import { TurnaroundService } from '../turnaround/turnaround.service.js';
import { summaryCategoryLabel } from './summary-labels.js';
import { rowToSummaryCase, summaryCases, type SummaryCaseDbRow, type SummaryCasesQuery } from './sql/summary-cases.js';
import { summaryFigures, type RawTat, type SummaryFiguresRow } from './sql/summary-figures.js';
import { summaryBase } from './sql/summary-base.js';

/** The TAT figures with their target: the share within it, and whether it is met. */
export function tatStats(raw: RawTat | null | undefined, target: TatTarget): TatStats {
  const released = Number(raw?.released ?? 0);
  const routineReleased = Number(raw?.routineReleased ?? 0);
  const withinTarget = Number(raw?.withinTarget ?? 0);
  const share = routineReleased ? withinTarget / routineReleased : null;
  return {
    released,
    median: raw?.median === null || raw?.median === undefined ? null : Number(raw.median),
    p90: raw?.p90 === null || raw?.p90 === undefined ? null : Number(raw.p90),
    routineReleased,
    withinTarget,
    withinTargetShare: share,
    target,
    meetsTarget: share === null ? null : share >= target.share,
  };
}

const ratio = (a: number, b: number) => (b ? a / b : 0);

/** Summary reports per kind: every figure counted in SQL (one statement), then shaped here. */
@Injectable()
export class SummariesService {
  constructor(
    private readonly em: EntityManager,
    private readonly turnaround: TurnaroundService,
  ) {}

  async summary<K extends CaseKind>(kind: K, params: SummaryParams): Promise<CaseSummary<K>> {
    const target = (await this.turnaround.targets())[kind];
    const q = summaryFigures(kind, params, target.days);
    // Three statements, side by side: each a range scan of the year's facts (issue 34: at 1,000,000 cases).
    const [[row], revisions, parts] = await Promise.all([
      this.em.execute<SummaryFiguresRow[]>(q.sql, q.params),
      this.revisions(kind, params),
      kind === 'surgical' ? this.parts(params) : null,
    ]);
    const received = Number(row!.totals.received);
    const counts = new Map((row!.by_category ?? []).map((c) => [c.category, Number(c.count)]));
    const persons = (list: SummaryFiguresRow['by_pathologist']): SummaryByPerson[] =>
      (list ?? []).map((p) => ({ id: p.id, name: p.name ?? (p.id === null ? 'Not named' : `#${p.id}`), count: Number(p.count), share: ratio(Number(p.count), received) }));
    const byCategory = SUMMARY_CATEGORIES[kind].map((category) => {
      const count = counts.get(category) ?? 0;
      return { category, label: summaryCategoryLabel(category), count, share: ratio(count, received) };
    }) as CaseSummary<K>['byCategory'];
    return {
      kind,
      params,
      totals: { received, released: Number(row!.totals.released), pending: Number(row!.totals.pending), cancelled: Number(row!.cancelled) },
      revisions,
      parts,
      byCategory,
      byHospital: (row!.by_hospital ?? []).map((h) => ({
        hospitalId: h.hospitalId,
        hospitalName: h.hospitalName,
        count: Number(h.count),
        share: ratio(Number(h.count), received),
        released: Number(h.released),
        tat: tatStats(h.tat, target),
      })),
      byPathologist: persons(row!.by_pathologist),
      byScreener: kind === 'surgical' ? [] : persons(row!.by_screener),
      tat: tatStats(row!.totals.tat, target),
      gyn: kind === 'gynecological' ? gynIndicators(counts) : null,
    };
  }

  /**
   * Issue 32.1: the amendments and addenda released of the summary's cases, apart — an addendum is
   * a later version that is not amended (the report_version chain check holds it so).
   */
  private async revisions(kind: CaseKind, params: SummaryParams): Promise<CaseSummary['revisions']> {
    const base = summaryBase(kind, params, 'cases');
    const [row] = await this.em.execute<CaseSummary['revisions'][]>(
      `with ${base.sql}
       select count(*) filter (where r.amended)::int as amendments,
              count(*) filter (where not r.amended and r.version > 1)::int as addenda,
              count(distinct b.id) filter (where r.amended)::int as "amendedCases",
              count(distinct b.id) filter (where not r.amended and r.version > 1)::int as "addendedCases"
         from summary_base b join report_version r on r.case_id = b.id and r.version > 1`,
      base.params,
    );
    return row!;
  }

  /** Issue 27.4: the surgical cases' parts — counted in SQL over the summary's facts (each case's part_count). */
  private async parts(params: SummaryParams): Promise<CaseSummary['parts']> {
    const base = summaryBase('surgical', params);
    const [row] = await this.em.execute<{ parts: number; cases: number; multiPartCases: number; casesWithMalignantPart: number }[]>(
      `with ${base.sql}
       select coalesce(sum(part_count), 0)::int as parts, count(*)::int as cases, count(*) filter (where part_count > 1)::int as "multiPartCases",
              count(*) filter (where category = 'malignant')::int as "casesWithMalignantPart"
         from summary_base`,
      base.params,
    );
    const { parts, cases, multiPartCases, casesWithMalignantPart } = row!;
    return { parts, perCase: cases ? parts / cases : null, multiPartCases, casesWithMalignantPart };
  }

  async cases(kind: CaseKind, query: SummaryCasesQuery): Promise<{ items: SummaryCaseRow[]; total: number }> {
    const q = summaryCases(kind, query);
    const rows = await this.em.execute<SummaryCaseDbRow[]>(q.sql, q.params);
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.first > 0) total = (await this.cases(kind, { ...query, first: 0, rows: 1 })).total;
    return { items: rows.map(rowToSummaryCase), total: Number(total) };
  }
}

/** ASC:SIL ratio and the unsatisfactory rate, over the released Paps. */
export function gynIndicators(counts: Map<string, number>): GynIndicators {
  const n = (key: string) => counts.get(key) ?? 0;
  const asc = n('ASC-US') + n('ASC-H');
  const sil = n('LSIL') + n('HSIL');
  const released = [...counts].filter(([k]) => k !== 'pending').reduce((sum, [, v]) => sum + v, 0);
  const unsatisfactory = n('unsatisfactory');
  return { asc, sil, ascSilRatio: sil ? asc / sil : null, unsatisfactory, unsatisfactoryRate: released ? unsatisfactory / released : null };
}
