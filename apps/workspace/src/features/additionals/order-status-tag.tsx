import type { AdditionalStatus } from '@pathdesk/contracts';
import { StatusTag, type TagSeverity } from '@pathdesk/web-ui';
import { ADDITIONAL_STATUS_LABELS } from './order-model';

const SEVERITY: Record<AdditionalStatus, TagSeverity> = { ordered: 'info', in_progress: 'warning', done: 'success', cancelled: 'secondary' };

export function OrderStatusTag({ status }: { status: AdditionalStatus }) {
  return <StatusTag value={ADDITIONAL_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}
