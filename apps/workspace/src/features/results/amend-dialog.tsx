import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { generateReportSchema } from '@pathdesk/contracts/schemas';
import { DialogFooter, focusOnShow, useFormState, TextAreaField } from '@pathdesk/web-ui';
import { enterSigns, SignaturePassword } from './sign-out-dialog';
import { useWorkspaceT } from '../../i18n';

export interface AmendDialogProps {
  accessionNo: string;
  releasing: boolean;
  /** The lab asks for the signer's password again (issue 15.6). */
  askPassword: boolean;
  passwordError?: string;
  onRelease: (reason: string, password: string | undefined) => void;
  onClose: () => void;
}

/** Asks what the amendment corrects: the reason is printed on the new version. */
export function AmendDialog({ accessionNo, releasing, askPassword, passwordError, onRelease, onClose }: AmendDialogProps) {
  const { t } = useWorkspaceT();
  const { values, set, errors, validate } = useFormState({ amendReason: '' });
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(generateReportSchema.pick({ amendReason: true }).required(), values);
    if (!parsed) return;
    if (askPassword && !password) return setMissing(true);
    onRelease(parsed.amendReason, askPassword ? password : undefined);
  };

  return (
    <Dialog
      visible
      header={t('amend.header', { accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      onShow={focusOnShow('amend-reason')}
      footer={<DialogFooter form="amend-form" submitLabel={t('amend.release')} submitIcon="pi pi-send" submitSeverity="warning" loading={releasing} onCancel={onClose} />}
    >
      <form id="amend-form" onSubmit={submit} onKeyDown={enterSigns} noValidate>
        <p className="mt-0">{t('amend.explain')}</p>
        <TextAreaField
          id="amend-reason"
          label={t('amend.reason')}
          required
          autoFocus
          rows={3}
          error={errors.amendReason}
          value={values.amendReason}
          onChange={(v) => set('amendReason', v)}
        />
        {askPassword ? <SignaturePassword value={password} error={missing && !password ? 'is required to sign' : passwordError} onChange={setPassword} /> : null}
      </form>
    </Dialog>
  );
}
