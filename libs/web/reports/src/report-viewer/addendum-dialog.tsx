import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { addendumSchema } from '@pathdesk/contracts/schemas';
import { DialogFooter, focusOnShow, PasswordField, TextAreaField, useFormState } from '@pathdesk/web-ui';
import { useReportT } from '../use-report-t.js';

export interface AddendumDialogProps {
  accessionNo: string;
  version: number;
  releasing: boolean;
  /** The lab asks for the signer's password again (as at sign-out). */
  askPassword: boolean;
  /** The API's reason for the password, when it refused it. */
  passwordError?: string;
  onRelease: (text: string, password: string | undefined) => void;
  onClose: () => void;
}

/** Enter in the password field signs (a new line stays Enter in the text). */
function enterSigns(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || (event.target as HTMLElement).id !== 'addendum-password') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/**
 * An addendum to the current version (issue 32.1): its text and the pathologist's password. Says
 * what releasing it does — a new version marked ADDENDUM, the report above it unchanged. Escape
 * closes it (the dialog's own), Enter in the password signs.
 */
export function AddendumDialog({ accessionNo, version, releasing, askPassword, passwordError, onRelease, onClose }: AddendumDialogProps) {
  const { t } = useReportT();
  const { values, set, errors, validate } = useFormState({ text: '' });
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(addendumSchema.pick({ text: true }), values);
    if (!parsed) return;
    if (askPassword && !password) return setMissing(true);
    onRelease(parsed.text, askPassword ? password : undefined);
  };

  return (
    <Dialog
      visible
      header={t('report.addendum.title', { accessionNo })}
      onHide={onClose}
      modal
      closeOnEscape
      style={{ width: '36rem', maxWidth: '95vw' }}
      onShow={focusOnShow('addendum-text')}
      footer={<DialogFooter form="addendum-form" submitLabel={t('report.addendum.release')} submitIcon="pi pi-send" loading={releasing} onCancel={onClose} />}
    >
      <form id="addendum-form" onSubmit={submit} onKeyDown={enterSigns} noValidate>
        <p className="mt-0">{t('report.addendum.confirm', { version, next: version + 1 })}</p>
        <TextAreaField id="addendum-text" label={t('report.addendum.text')} required autoFocus rows={5} error={errors.text} value={values.text} onChange={(v) => set('text', v)} />
        {askPassword ? (
          <PasswordField
            id="addendum-password"
            label={t('report.addendum.password')}
            hint={t('report.addendum.passwordHint')}
            required
            error={missing && !password ? t('report.addendum.passwordRequired') : passwordError}
            value={password}
            onChange={setPassword}
            toggleMask
            autoComplete="current-password"
          />
        ) : null}
      </form>
    </Dialog>
  );
}
