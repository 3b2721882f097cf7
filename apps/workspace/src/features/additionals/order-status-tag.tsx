import type { AdditionalStatus } from '@pathdesk/contracts';
import { StatusTag, type TagSeverity } from '@pathdesk/web-ui';
import { useAdditionalStatusLabels } from './use-order-labels';

const SEVERITY: Record<AdditionalStatus, TagSeverity> = { ordered: 'info', in_progress: 'warning', done: 'success', cancelled: 'secondary' };

export function OrderStatusTag({ status }: { status: AdditionalStatus }) {
  const labels = useAdditionalStatusLabels();
  return <StatusTag value={labels[status]} severity={SEVERITY[status]} />;
}
