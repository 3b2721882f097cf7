import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { mayAllowOverLimit, type WorkloadRefusal } from './workload-refusal';
import { useWorkspaceT } from '../../i18n';

export interface WorkloadRefusalMessageProps {
  refusal: WorkloadRefusal;
  /** The signed-in user's role: only an administrator gets "Allow over the limit". */
  role: string | null | undefined;
  accessionNo: string;
  /** A save or sign-out is under way. */
  busy: boolean;
  /** Repeats the refused request with `workloadOverride: true` (after the confirmation). */
  onAllow: () => void;
}

/**
 * The screener's workload limit refused the save or sign-out (issue 15.4): the reason, and for an
 * administrator "Allow over the limit", which asks to confirm — naming the screener, the count and
 * the limit — before the same request goes again with the override (audited by the API).
 */
export function WorkloadRefusalMessage({ refusal, role, accessionNo, busy, onAllow }: WorkloadRefusalMessageProps) {
  const { t } = useWorkspaceT();
  const allow = mayAllowOverLimit(role);
  const ask = () =>
    confirmDialog({
      header: t('overLimit.confirmHeader'),
      icon: 'pi pi-exclamation-triangle',
      message:
        refusal.screener !== null && refusal.total !== null && refusal.limit !== null
          ? t('overLimit.confirmText', { screener: refusal.screener, total: refusal.total, limit: refusal.limit, accessionNo })
          : t('overLimit.confirmReason', { reason: refusal.reason, accessionNo }),
      acceptLabel: t('overLimit.allow'),
      rejectLabel: t('common:actions.cancel'),
      acceptClassName: 'p-button-warning',
      // A deliberate act: Enter on the open dialog cancels; the administrator chooses Allow.
      defaultFocus: 'reject',
      accept: onAllow,
    });

  return (
    <Message
      className="w-full justify-content-start"
      severity="warn"
      content={
        <div className="flex flex-column align-items-start gap-2">
          <span>
            <strong>{t('overLimit.title')}</strong> {refusal.reason}
          </span>
          {allow ? <Button type="button" label={t('overLimit.allow')} icon="pi pi-lock-open" severity="warning" size="small" disabled={busy} onClick={ask} /> : null}
        </div>
      }
    />
  );
}
