import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { Checkbox } from 'primereact/checkbox';
import { DialogFooter, PasswordField } from '@pathdesk/web-ui';

export interface SignOutDialogProps {
  accessionNo: string;
  /** The lab asks for the signer's password again (issue 15.6). */
  askPassword: boolean;
  passwordError?: string;
  releasing: boolean;
  /** A surgical case: the pathologist may flag an unexpected malignancy (a critical result to phone). */
  canFlagCritical: boolean;
  onSign: (password: string | undefined, criticalFinding: boolean) => void;
  onClose: () => void;
}

/** The last step of a sign-out: what it means, and — where the lab wants it — the signer's password. */
export function SignOutDialog({ accessionNo, askPassword, passwordError, releasing, canFlagCritical, onSign, onClose }: SignOutDialogProps) {
  const [password, setPassword] = useState('');
  const [critical, setCritical] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askPassword && !password) return setMissing(true);
    onSign(askPassword ? password : undefined, critical);
  };

  return (
    <Dialog
      visible
      header={`Sign out ${accessionNo}?`}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="sign-out-form" cancelLabel="Not yet" submitLabel="Sign out" submitIcon="pi pi-verified" loading={releasing} onCancel={onClose} />}
    >
      <form id="sign-out-form" onSubmit={submit} noValidate>
        <p className="mt-0">The report is released under your name and can no longer be changed: a later correction becomes an amended version.</p>
        {canFlagCritical ? (
          <div className="flex align-items-start gap-2 mb-3">
            <Checkbox inputId="sign-out-critical" checked={critical} onChange={(e) => setCritical(!!e.checked)} />
            <label htmlFor="sign-out-critical">Unexpected malignancy: lab staff phone the hospital (a critical result)</label>
          </div>
        ) : null}
        {askPassword ? (
          <SignaturePassword value={password} error={missing && !password ? 'is required to sign' : passwordError} onChange={setPassword} autoFocus />
        ) : null}
      </form>
    </Dialog>
  );
}

/** "Your password": signing asks for it again, so nobody signs from someone else's unattended screen. */
export function SignaturePassword({ value, error, onChange, autoFocus = false }: { value: string; error?: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  return (
    <PasswordField
      id="signature-password"
      label="Your password"
      hint="Signing asks for your password again."
      required
      error={error}
      value={value}
      onChange={onChange}
      toggleMask
      autoComplete="current-password"
      autoFocus={autoFocus}
    />
  );
}
