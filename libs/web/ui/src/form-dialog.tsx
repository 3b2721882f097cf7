import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { DialogFooter } from './dialog-footer.js';
import { focusOnShow } from './focus-on-show.js';

export interface FormDialogProps {
  /** The form's id, which the footer's submit button names. */
  id: string;
  /** The dialog's title, and so its accessible name. */
  header: string;
  submitLabel: string;
  loading?: boolean;
  /** The id of the field focused when the dialog opens. */
  first: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Keys the form handles itself (as Enter submitting from a text area). */
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A modal dialog around one form, `id`: its first field focused on open, Enter submits, Esc and
 * Cancel close; the footer's buttons (DialogFooter) sit outside the form, bound to it by id.
 */
export function FormDialog({ id, header, submitLabel, loading, first, onClose, onSubmit, onKeyDown, children }: FormDialogProps) {
  return (
    <Dialog
      visible
      header={header}
      onHide={onClose}
      modal
      style={{ width: '32rem', maxWidth: '95vw' }}
      onShow={focusOnShow(first)}
      footer={<DialogFooter form={id} submitLabel={submitLabel} loading={loading} onCancel={onClose} />}
    >
      <form id={id} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
