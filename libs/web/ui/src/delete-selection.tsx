import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useCommonT } from './use-common-t.js';
import { fixedT } from '@pathdesk/web-data';

/** A list toolbar's button that deletes the selected rows (after confirmDelete). */
export function DeleteButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  const { t } = useCommonT();
  return <Button type="button" label={t('actions.delete')} icon="pi pi-trash" severity="danger" outlined disabled={disabled} onClick={onClick} />;
}

export interface ConfirmDeleteOptions {
  header: string;
  message: string;
  accept: () => unknown;
}

/** Asks before deleting, in the shell's confirm dialog; Cancel has the focus. */
export function confirmDelete({ header, message, accept }: ConfirmDeleteOptions) {
  const t = fixedT('common');
  return confirmDialog({
    header,
    icon: 'pi pi-exclamation-triangle',
    message,
    acceptLabel: t('actions.delete'),
    rejectLabel: t('actions.cancel'),
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept,
  });
}
