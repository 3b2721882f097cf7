import type { ReportsT } from '../../i18n';
import { GYN_INTERPRETATION_LABELS, type RescreenDto } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

const REASON_SEVERITY: Record<RescreenDto['reason'], TagSeverity> = { random: 'info', 'high-risk': 'warning' };

/** Why a Pap was held, in the user's language, and its tag colour. */
export function reasonLabel(t: ReportsT, reason: RescreenDto['reason']): { label: string; severity: TagSeverity } {
  const labels: Record<RescreenDto['reason'], string> = { random: t('review.reasons.random'), 'high-risk': t('review.reasons.high-risk') };
  return { label: labels[reason], severity: REASON_SEVERITY[reason] };
}

/** What the review decided, in a word and the correction if any. */
export function outcomeOf(t: ReportsT, rescreen: RescreenDto): { value: string; severity: TagSeverity } {
  if (rescreen.agree === null) return { value: t('review.pending'), severity: 'secondary' };
  if (rescreen.agree) return { value: t('review.agreed'), severity: 'success' };
  return { value: t('review.disagreedTo', { to: rescreen.correctedInterpretation }), severity: 'danger' };
}

/** Bethesda interpretations for a dropdown: the code and its wording. */
export function interpretationOption(value: keyof typeof GYN_INTERPRETATION_LABELS) {
  return { value, label: GYN_INTERPRETATION_LABELS[value] };
}
