import { confirmDialog } from 'primereact/confirmdialog';
import type { ReportsT } from '../../i18n';

export interface ConfirmStep {
  header: string;
  message: string;
  acceptLabel: string;
  /** A step that takes something away (a void, a reversal): the accept button in red. */
  danger?: boolean;
  accept: () => void;
}

/** The confirmation before a step that cannot be undone; the focus starts on Back. */
export function confirmStep(t: ReportsT, step: ConfirmStep): void {
  confirmDialog({
    header: step.header,
    message: step.message,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: step.acceptLabel,
    ...(step.danger ? { acceptClassName: 'p-button-danger' } : {}),
    rejectLabel: t('common.back'),
    defaultFocus: 'reject',
    accept: step.accept,
  });
}
