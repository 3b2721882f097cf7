import { useDateDisplay } from '@pathdesk/web-ui';
import { periodText } from './period';

/** An invoice's period, as the lab writes dates: its month, or its first and last days. */
export function PeriodText({ from, to }: { from: string; to: string }) {
  const display = useDateDisplay();
  return <span className="white-space-nowrap">{periodText(from, to, display)}</span>;
}
