import { CASE_STATUS_LABELS, type CaseStatus, type Priority } from '@pathdesk/contracts';
import { StatusTag, type TagSeverity } from './status-tag.js';

const SEVERITY: Record<CaseStatus, TagSeverity> = {
  registered: 'info',
  in_progress: 'warning',
  diagnosed: 'secondary',
  signed_out: 'success',
  amended: 'contrast',
  cancelled: 'danger',
};

/** A case's status as the worklists and headers show it. */
export function CaseStatusTag({ status }: { status: CaseStatus }) {
  return <StatusTag value={CASE_STATUS_LABELS[status]} severity={SEVERITY[status]} />;
}

/** Urgent cases stand out; routine ones show nothing. */
export function PriorityTag({ priority }: { priority: Priority }) {
  return priority === 'urgent' ? <StatusTag value="Urgent" severity="danger" /> : null;
}
