import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';

/** A list toolbar's button that deletes the selected rows (after confirmDelete). */
export function DeleteButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return <Button type="button" label="Delete" icon="pi pi-trash" severity="danger" outlined disabled={disabled} onClick={onClick} />;
}

export interface ConfirmDeleteOptions {
  header: string;
  message: string;
  accept: () => unknown;
}

/** Asks before deleting, in the shell's confirm dialog; Cancel has the focus. */
export function confirmDelete({ header, message, accept }: ConfirmDeleteOptions) {
  return confirmDialog({
    header,
    icon: 'pi pi-exclamation-triangle',
    message,
    acceptLabel: 'Delete',
    rejectLabel: 'Cancel',
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept,
  });
}
