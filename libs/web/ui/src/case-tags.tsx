import { useCommonT } from './use-common-t.js';
import type { CaseStatus, Priority } from '@pathdesk/contracts';
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
  return <StatusTag value={useCaseStatusLabels()[status]} severity={SEVERITY[status]} />;
}

/** Urgent cases stand out; routine ones show nothing. */
export function PriorityTag({ priority }: { priority: Priority }) {
  const { t } = useCommonT();
  return priority === 'urgent' ? <StatusTag value={t('priority.urgent')} severity="danger" /> : null;
}

/** CASE_STATUS_LABELS in the user's language. */
export function useCaseStatusLabels(): Record<CaseStatus, string> {
  const { t } = useCommonT();
  return {
    registered: t('caseStatus.registered'),
    in_progress: t('caseStatus.in_progress'),
    diagnosed: t('caseStatus.diagnosed'),
    signed_out: t('caseStatus.signed_out'),
    amended: t('caseStatus.amended'),
    cancelled: t('caseStatus.cancelled'),
  };
}
