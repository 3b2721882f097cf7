import type { AdditionalStatus } from '@pathdesk/contracts';
import { useWorkspaceT } from '../../i18n';

/** The order statuses in the user's language. */
export function useAdditionalStatusLabels(): Record<AdditionalStatus, string> {
  const { t } = useWorkspaceT();
  return {
    ordered: t('bench.additionals.status.ordered'),
    in_progress: t('bench.additionals.status.inProgress'),
    done: t('bench.additionals.status.done'),
    cancelled: t('bench.additionals.status.cancelled'),
  };
}

/** The last move's name (lastMove's `what`: Ordered, Started, Done, Cancelled) in the user's language. */
export function useMoveLabel(): (what: string) => string {
  const { t } = useWorkspaceT();
  const labels: Record<string, string> = {
    Ordered: t('bench.additionals.status.ordered'),
    Started: t('bench.additionals.started'),
    Done: t('bench.additionals.status.done'),
    Cancelled: t('bench.additionals.status.cancelled'),
  };
  return (what) => labels[what] ?? what;
}

/** The age filter's choice (age-filter.ts's `ageOptions`) in the user's language. */
export function useAgeLabel(): (days: number) => string {
  const { t } = useWorkspaceT();
  return (days) => (days === 7 ? t('bench.additionals.olderThanWeek') : t('bench.additionals.olderThan', { count: days }));
}
