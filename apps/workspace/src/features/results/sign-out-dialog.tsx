import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import type { FrozenCorrelationEntry, FrozenSectionDto } from '@pathdesk/contracts';
import { PasswordField, DialogFooter, focusOnShow, type FieldErrors } from '@pathdesk/web-ui';
import { correlationEntries, FrozenCorrelations, type CorrelationDraft } from './frozen-correlations';
import { useWorkspaceT } from '../../i18n';

export interface SignOutDialogProps {
  accessionNo: string;
  /** The lab asks for the signer's password again (issue 15.6). */
  askPassword: boolean;
  passwordError?: string;
  releasing: boolean;
  /** A surgical case: the pathologist may flag an unexpected malignancy (a critical result to phone). */
  canFlagCritical: boolean;
  /** A surgical case's first sign-out: its reported frozen sections, each compared with the final diagnosis (issue 32.3). */
  frozenSections?: readonly FrozenSectionDto[];
  /** Its frozen sections still awaiting their diagnosis: the sign-out waits for them. */
  frozenAwaiting?: readonly FrozenSectionDto[];
  /** The comparisons the server refused, by its field (`frozenCorrelations`, `frozenCorrelations.0.note`…). */
  frozenErrors?: FieldErrors;
  onSign: (password: string | undefined, criticalFinding: boolean, frozenCorrelations?: FrozenCorrelationEntry[]) => void;
  onClose: () => void;
}

/** The last step of a sign-out: what it means, and — where the lab wants it — the signer's password. */
export function SignOutDialog({
  accessionNo,
  askPassword,
  passwordError,
  releasing,
  canFlagCritical,
  frozenSections = [],
  frozenAwaiting = [],
  frozenErrors,
  onSign,
  onClose,
}: SignOutDialogProps) {
  const { t } = useWorkspaceT();
  const [password, setPassword] = useState('');
  const [critical, setCritical] = useState(false);
  const [missing, setMissing] = useState(false);
  const [correlations, setCorrelations] = useState<CorrelationDraft>({});
  const [correlationGaps, setCorrelationGaps] = useState<Record<number, 'correlation' | 'note'>>({});
  // The server's refusals go field by field as the signer changes them (until the next refusal).
  const [edited, setEdited] = useState<{ of?: FieldErrors; fields: string[] }>({ fields: [] });
  const serverErrors = Object.fromEntries(Object.entries(frozenErrors ?? {}).filter(([field]) => edited.of !== frozenErrors || !edited.fields.includes(field)));
  const changeCorrelations = (draft: CorrelationDraft, changed: { id: number; fields: string[] }) => {
    setCorrelations(draft);
    setCorrelationGaps((gaps) => Object.fromEntries(Object.entries(gaps).filter(([id]) => Number(id) !== changed.id)));
    setEdited((e) => ({ of: frozenErrors, fields: [...(e.of === frozenErrors ? e.fields : []), ...changed.fields] }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { entries, missing: gaps } = correlationEntries(frozenSections, correlations);
    setCorrelationGaps(gaps);
    if (Object.keys(gaps).length) return;
    if (askPassword && !password) return setMissing(true);
    onSign(askPassword ? password : undefined, critical, entries.length ? entries : undefined);
  };

  return (
    <Dialog
      visible
      header={t('signOut.header', { accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      // Issue 26.4: the hands go to the password (the dialog would focus its close button), and Enter signs.
      onShow={focusOnShow(frozenSections.length ? 'frozen-correlation-0' : askPassword ? 'signature-password' : 'sign-out-critical')}
      footer={
        <DialogFooter
          form="sign-out-form"
          cancelLabel={t('signOut.notYet')}
          submitLabel={t('result.signOutButton')}
          submitIcon="pi pi-verified"
          loading={releasing}
          onCancel={onClose}
        />
      }
    >
      <form id="sign-out-form" onSubmit={submit} onKeyDown={enterSigns} noValidate>
        <p className="mt-0">{t('signOut.text')}</p>
        {frozenAwaiting.length ? (
          <Message
            className="w-full justify-content-start mb-3"
            severity="warn"
            text={t('frozen.awaitingAtSignOut', { specimens: frozenAwaiting.map((f) => f.specimen).join('; ') })}
          />
        ) : null}
        {serverErrors.frozenCorrelations ? (
          // The server's reason is a fragment ("a frozen section awaits its diagnosis"): a sentence here.
          <Message className="w-full justify-content-start mb-3" severity="error" text={sentence(serverErrors.frozenCorrelations)} />
        ) : null}
        <FrozenCorrelations sections={frozenSections} draft={correlations} missing={correlationGaps} serverErrors={serverErrors} onChange={changeCorrelations} />
        {canFlagCritical ? (
          <div className="flex align-items-start gap-2 mb-3">
            <Checkbox inputId="sign-out-critical" checked={critical} onChange={(e) => setCritical(!!e.checked)} />
            <label htmlFor="sign-out-critical">{t('signOut.critical')}</label>
          </div>
        ) : null}
        {askPassword ? <SignaturePassword value={password} error={missing && !password ? t('signOut.passwordRequired') : passwordError} onChange={setPassword} autoFocus /> : null}
      </form>
    </Dialog>
  );
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Your password": signing asks for it again, so nobody signs from someone else's unattended screen. */
/** Enter in the password signs, as the footer's button does (the button sits outside the form). */
export function enterSigns(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || (event.target as HTMLElement).id !== 'signature-password') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

export function SignaturePassword({ value, error, onChange, autoFocus = false }: { value: string; error?: string; onChange: (value: string) => void; autoFocus?: boolean }) {
  const { t } = useWorkspaceT();
  return (
    <PasswordField
      id="signature-password"
      label={t('signOut.password')}
      hint={t('signOut.passwordHint')}
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
