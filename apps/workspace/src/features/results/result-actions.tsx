import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { ResultDto } from '@pathdesk/contracts';
import { AmendDialog } from './amend-dialog';
import { SignOutDialog } from './sign-out-dialog';
import { WorkloadRefusalMessage } from './workload-refusal-message';
import { useGetFrozenSectionsQuery } from '../frozen-sections';
import type { ResultWorkflow } from './use-result-workflow';
import styles from './result-page.module.css';
import { useWorkspaceT } from '../../i18n';

export interface ResultActionsProps {
  accessionNo: string;
  result: ResultDto;
  flow: ResultWorkflow;
  editable: boolean;
  dirty: boolean;
  /** What the sign-out still needs. */
  missing: readonly string[];
  /** What marking the result diagnosed still needs (the sign-out's list without the bench's). */
  missingToDiagnose: readonly string[];
  /** Why this user may not sign this result out (null: they may). */
  refusal: string | null;
  amending: boolean;
  /** The lab asks for the signer's password again (lab settings; issue 15.6). */
  askPassword: boolean;
  onAmend: () => void;
  onDiscard: () => void;
  /** The signed-in user's role (an administrator may allow a screening over the workload limit). */
  role?: string | null;
}

/** The buttons of the result's stage: drafts and sign-out, or amending a signed-out report. */
export function ResultActions({
  accessionNo,
  result,
  flow,
  editable,
  dirty,
  missing,
  missingToDiagnose,
  refusal,
  amending,
  askPassword,
  onAmend,
  onDiscard,
  role,
}: ResultActionsProps) {
  const { t } = useWorkspaceT();
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  // A surgical case's first sign-out compares each reported frozen section with the final diagnosis (issue 32.3).
  const { data: frozen = [] } = useGetFrozenSectionsQuery({ kind: result.kind, caseId: result.caseId }, { skip: result.kind !== 'surgical' || signedOut });
  const toCompare = frozen.filter((f) => f.diagnosis !== null && f.correlation === null);
  const awaiting = frozen.filter((f) => f.diagnosis === null);
  const refusalNote = refusal ? <Message className="w-full justify-content-start" severity="info" text={refusal} /> : null;

  if (!editable && !signedOut) return null;
  if (signedOut && !amending) {
    if (result.pendingRescreenId !== null) return null;
    return refusal ? refusalNote : <Button type="button" label={t('result.amend')} icon="pi pi-pencil" severity="warning" outlined onClick={onAmend} />;
  }

  return (
    <div className={styles.actions}>
      <Button
        type="button"
        label={signedOut ? t('result.saveAmendmentDraft') : t('result.saveDraft')}
        icon="pi pi-save"
        outlined
        loading={flow.saving}
        disabled={flow.busy}
        onClick={() => void flow.saveDraft(dirty)}
        title="Ctrl+S"
      />
      {dirty ? <Button type="button" label={t('result.discard')} icon="pi pi-undo" text severity="secondary" disabled={flow.busy} onClick={onDiscard} /> : null}
      {signedOut ? (
        refusal ? (
          refusalNote
        ) : (
          <Button
            type="button"
            label={t('result.releaseAmendment')}
            icon="pi pi-send"
            severity="warning"
            disabled={flow.busy || (!dirty && !result.unreleasedChanges)}
            onClick={() => flow.amend(missing)}
          />
        )
      ) : (
        <>
          {result.status !== 'diagnosed' || dirty ? (
            <Button
              type="button"
              label={t('result.markDiagnosed')}
              icon="pi pi-check"
              severity="secondary"
              disabled={flow.busy}
              onClick={() => void flow.markDiagnosed(missingToDiagnose)}
            />
          ) : null}
          {refusal ? (
            refusalNote
          ) : (
            <Button type="button" label={t('result.signOutButton')} icon="pi pi-verified" loading={flow.releasing} disabled={flow.busy} onClick={() => flow.signOut(missing)} />
          )}
        </>
      )}
      {flow.overLimit ? (
        <WorkloadRefusalMessage refusal={flow.overLimit.refusal} role={role} accessionNo={accessionNo} busy={flow.busy} onAllow={() => void flow.overLimit?.allow()} />
      ) : null}
      {flow.askingReason ? (
        <AmendDialog
          accessionNo={accessionNo}
          releasing={flow.releasing}
          askPassword={askPassword}
          passwordError={flow.passwordError}
          onRelease={(reason, password) => void flow.releaseAmendment(reason, password)}
          onClose={flow.closeReason}
        />
      ) : null}
      {flow.askingSignature ? (
        <SignOutDialog
          accessionNo={accessionNo}
          askPassword={askPassword}
          passwordError={flow.passwordError}
          releasing={flow.releasing}
          canFlagCritical={result.kind === 'surgical' && (flow.form.values as { malignancy?: string | null }).malignancy !== 'not-malignant'}
          frozenSections={toCompare}
          frozenAwaiting={awaiting}
          frozenErrors={flow.frozenErrors}
          onSign={(password, critical, correlations) => void flow.sign(password, critical, correlations)}
          onClose={flow.closeSignature}
        />
      ) : null}
    </div>
  );
}
