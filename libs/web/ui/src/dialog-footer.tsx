import { useCommonT } from './use-common-t.js';
import { Button, type ButtonProps } from 'primereact/button';

export interface DialogFooterProps {
  /** The id of the dialog's form, which the submit button submits. */
  form: string;
  submitLabel: string;
  submitIcon?: string;
  submitSeverity?: ButtonProps['severity'];
  loading?: boolean;
  cancelLabel?: string;
  onCancel: () => void;
}

/** A form dialog's buttons: cancel, and submit (outside the form, so bound to it by id). */
export function DialogFooter({ form, submitLabel, submitIcon = 'pi pi-check', submitSeverity, loading, cancelLabel, onCancel }: DialogFooterProps) {
  const { t } = useCommonT();
  return (
    <div className="flex justify-content-end gap-2">
      <Button type="button" label={cancelLabel ?? t('actions.cancel')} text onClick={onCancel} />
      <Button type="submit" form={form} label={submitLabel} {...(submitSeverity ? { severity: submitSeverity } : {})} icon={submitIcon} loading={loading} />
    </div>
  );
}
