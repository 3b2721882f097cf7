import { GYN_INTERPRETATIONS, labMonth, type GynInterpretation, type GynReviewSummary } from '@pathdesk/contracts';

/** One rescreen as the review report counts it. */
export interface ReviewedRescreen {
  reason: 'random' | 'high-risk';
  originalInterpretation: GynInterpretation;
  requestedAt: string;
  reviewer: string | null;
  reviewedAt: string | null;
  agree: boolean | null;
  correctedInterpretation: GynInterpretation | null;
}

/** The QC selection's decisions over the same period (qc_selection). */
export interface SelectionCounts {
  decisions: number;
  random: number;
  highRisk: number;
}

/**
 * The gynecological review report over a set of rescreens: agreement overall, the corrections
 * (original → corrected interpretation), by reason, by reviewer and by month of review (of the
 * request while pending). Pure, so the report page's numbers are tested without a database.
 */
export function gynReviewSummary(rescreens: readonly ReviewedRescreen[], selection: SelectionCounts): GynReviewSummary {
  const reviewed = rescreens.filter((r) => r.agree !== null);
  const agree = reviewed.filter((r) => r.agree).length;
  const disagree = reviewed.length - agree;

  const corrections = new Map<string, { original: GynInterpretation; corrected: GynInterpretation; count: number }>();
  for (const r of reviewed) {
    if (r.agree || !r.correctedInterpretation) continue;
    const key = `${r.originalInterpretation}→${r.correctedInterpretation}`;
    const entry = corrections.get(key) ?? { original: r.originalInterpretation, corrected: r.correctedInterpretation, count: 0 };
    entry.count++;
    corrections.set(key, entry);
  }
  const rank = (i: GynInterpretation) => GYN_INTERPRETATIONS.indexOf(i);

  const tally = <K extends string>(key: (r: ReviewedRescreen) => K | null) => {
    const out = new Map<K, { agree: number; disagree: number; pending: number }>();
    for (const r of rescreens) {
      const k = key(r);
      if (k === null) continue;
      const entry = out.get(k) ?? { agree: 0, disagree: 0, pending: 0 };
      if (r.agree === null) entry.pending++;
      else if (r.agree) entry.agree++;
      else entry.disagree++;
      out.set(k, entry);
    }
    return out;
  };

  return {
    selection: { decisions: selection.decisions, held: selection.random + selection.highRisk, random: selection.random, highRisk: selection.highRisk },
    rescreens: {
      total: rescreens.length,
      pending: rescreens.length - reviewed.length,
      agree,
      disagree,
      agreementRate: reviewed.length ? agree / reviewed.length : null,
    },
    corrections: [...corrections.values()].sort((a, b) => b.count - a.count || rank(a.original) - rank(b.original) || rank(a.corrected) - rank(b.corrected)),
    byReason: (['random', 'high-risk'] as const).map((reason) => ({ reason, ...(tally((r) => r.reason).get(reason) ?? { agree: 0, disagree: 0, pending: 0 }) })),
    byReviewer: [...tally((r) => r.reviewer)].map(([reviewer, t]) => ({ reviewer, agree: t.agree, disagree: t.disagree })).sort((a, b) => a.reviewer.localeCompare(b.reviewer)),
    byPeriod: [...tally((r) => labMonth(r.reviewedAt ?? r.requestedAt))].map(([period, t]) => ({ period, ...t })).sort((a, b) => a.period.localeCompare(b.period)),
  };
}
