import type { ReportsT } from '../../i18n';
import type { TatStats } from '@pathdesk/contracts';

/** 0.873 → "87.3%" (null: "—"). */
export function percent(share: number | null | undefined, digits = 1): string {
  return share === null || share === undefined ? '—' : `${(share * 100).toFixed(digits).replace(/\.0+$/, '')}%`;
}

/** Working days with one decimal (null: "—"); `unit` is the day's abbreviation in the user's language. */
export function workingDays(value: number | null | undefined, unit = 'd'): string {
  return value === null || value === undefined ? '—' : `${Number(value.toFixed(1))} ${unit}`;
}

/** "75% of 4 routine (target 80% within 2 working days)" or why there is nothing to measure. */
export function withinTarget(t: ReportsT, tat: TatStats): string {
  const target =
    tat.target.days === 1
      ? t('summary.targetOne', { share: percent(tat.target.share, 0), days: tat.target.days })
      : t('summary.targetMany', { share: percent(tat.target.share, 0), days: tat.target.days });
  return tat.withinTargetShare === null ? t('summary.noRoutine', { target }) : t('summary.withinOf', { share: percent(tat.withinTargetShare), n: tat.routineReleased, target });
}

/** ASC:SIL as people quote it ("2.4 : 1"). */
export function ratio(value: number | null): string {
  return value === null ? '—' : `${Number(value.toFixed(2))} : 1`;
}

/**
 * A summary category in the user's language: surgical malignancy (the pathologist's decision, issue
 * 24.1), cytology's general categories, pending; Bethesda's terms keep the API's label.
 */
export function categoryLabel(t: ReportsT, category: string, fallback: string): string {
  const labels: Record<string, string> = {
    malignant: t('summary.categories.malignant'),
    'not-malignant': t('summary.categories.notMalignant'),
    uncertain: t('summary.categories.uncertain'),
    pending: t('summary.categories.pending'),
    nondiagnostic: t('summary.categories.nondiagnostic'),
    negative: t('summary.categories.negative'),
    atypical: t('summary.categories.atypical'),
    suspicious: t('summary.categories.suspicious'),
    unsatisfactory: t('summary.categories.unsatisfactory'),
    SCC: t('summary.categories.scc'),
    ADENOCARCINOMA: t('summary.categories.adenocarcinoma'),
    OTHER: t('summary.categories.other'),
  };
  return labels[category] ?? fallback;
}
