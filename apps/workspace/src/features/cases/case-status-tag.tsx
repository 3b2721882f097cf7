import { CASE_STATUS_LABELS, type CaseStatus, type Priority } from '@pathdesk/contracts';
import { StatusTag, type TagSeverity } from '@pathdesk/web-ui';

const SEVERITY: Record<CaseStatus, TagSeverity> = {
  registered: 'info',
  in_progress: 'warning',
  diagnosed: 'secondary',
  signed_out: 'success',
  amended: 'contrast',
  cancelled: 'danger',
};

export function CaseStatusTag({ status }: { status: CaseStatus }) {
  return <StatusTag value={CASE_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}

export function PriorityTag({ priority }: { priority: Priority }) {
  return priority === 'urgent' ? <StatusTag value="Urgent" severity="danger" /> : null;
}
