import { CASE_STATUS_LABELS, type CaseStatus as Status, type Priority as PriorityValue } from '@pathdesk/contracts';
import { StatusTag, type TagSeverity } from '@pathdesk/web-ui';

const SEVERITY: Record<Status, TagSeverity> = { registered: 'info', in_progress: 'warning', diagnosed: 'secondary', signed_out: 'success', amended: 'contrast', cancelled: 'danger' };

/** A case's status as the worklists show it. */
export function CaseStatus({ status }: { status: Status }) {
  return <StatusTag value={CASE_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}

/** Urgent cases stand out; routine ones show nothing. */
export function Priority({ priority }: { priority: PriorityValue }) {
  return priority === 'urgent' ? <StatusTag value="Urgent" severity="danger" /> : null;
}
