/**
 * The synoptic completeness record (issue 30.6; CAP ANP.12350 asks for ≥ 90%): of the eligible
 * reports — malignant resections — how many carry every required element. Pure arithmetic, fed
 * later by the released reports of a month.
 */
export const SYNOPTIC_COMPLETENESS_TARGET = 90;

export interface CompletenessCase {
  /** The month of the first release, yyyy-mm. */
  month: string;
  pathologistId: number | null;
  malignant: boolean;
  resection: boolean;
  /** A synoptic report with no required element missing. */
  synopticComplete: boolean;
}

export interface CompletenessRow {
  month: string;
  /** null: the month's total over every pathologist. */
  pathologistId: number | null;
  eligible: number;
  complete: number;
  /** complete / eligible × 100 to one decimal; null with no eligible report. */
  percent: number | null;
  meetsTarget: boolean | null;
}

function row(month: string, pathologistId: number | null, cases: readonly CompletenessCase[]): CompletenessRow {
  const eligible = cases.length;
  const complete = cases.filter((c) => c.synopticComplete).length;
  const percent = eligible ? Math.round((complete / eligible) * 1000) / 10 : null;
  return { month, pathologistId, eligible, complete, percent, meetsTarget: percent === null ? null : percent >= SYNOPTIC_COMPLETENESS_TARGET };
}

/**
 * One row per month and pathologist, then the month's total (pathologistId null), months and
 * pathologists in ascending order. Only malignant resections count; a case without a pathologist
 * counts in the month's total alone.
 */
export function synopticCompleteness(cases: readonly CompletenessCase[]): CompletenessRow[] {
  const eligible = cases.filter((c) => c.malignant && c.resection);
  const months = [...new Set(eligible.map((c) => c.month))].sort();
  return months.flatMap((month) => {
    const ofMonth = eligible.filter((c) => c.month === month);
    const pathologists = [...new Set(ofMonth.flatMap((c) => (c.pathologistId === null ? [] : [c.pathologistId])))].sort((a, b) => a - b);
    return [
      ...pathologists.map((id) =>
        row(
          month,
          id,
          ofMonth.filter((c) => c.pathologistId === id),
        ),
      ),
      row(month, null, ofMonth),
    ];
  });
}
