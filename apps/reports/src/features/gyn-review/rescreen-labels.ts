import { GYN_INTERPRETATION_LABELS, type RescreenDto } from '@pathdesk/contracts';
import type { TagSeverity } from '@pathdesk/web-ui';

export const REASON_LABELS: Record<RescreenDto['reason'], { label: string; severity: TagSeverity }> = {
  random: { label: 'Random', severity: 'info' },
  'high-risk': { label: 'High-risk', severity: 'warning' },
};

/** What the review decided, in a word and the correction if any. */
export function outcomeOf(rescreen: RescreenDto): { value: string; severity: TagSeverity } {
  if (rescreen.agree === null) return { value: 'Pending', severity: 'secondary' };
  if (rescreen.agree) return { value: 'Agreed', severity: 'success' };
  return { value: `Disagreed → ${rescreen.correctedInterpretation}`, severity: 'danger' };
}

/** Bethesda interpretations for a dropdown: the code and its wording. */
export function interpretationOption(value: keyof typeof GYN_INTERPRETATION_LABELS) {
  return { value, label: GYN_INTERPRETATION_LABELS[value] };
}
