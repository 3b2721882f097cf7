import { useState } from 'react';
import type { CaseKind, ResultDto } from '@pathdesk/contracts';
import { apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useGenerateReportMutation, useSaveResultMutation } from './results-api';
import { changedFields, isDirty, labelOf, missingErrors, resultFieldErrors, type AnyResult } from './result-form-model';

/**
 * The result's life: drafts, marking it diagnosed, sign-out (which a NILM Pap may turn into a hold
 * for a quality-control rescreen), and after sign-out amendment drafts released with a reason.
 */
export function useResultWorkflow(kind: CaseKind, result: ResultDto, { onReleased, start = result.fields }: { onReleased: (version: number) => void; start?: AnyResult }) {
  // `start`: the stored fields as the form opens them (the signer's own record filled in where empty).
  const form = useFormState<AnyResult>(() => start);
  const [saveResult, { isLoading: saving }] = useSaveResultMutation();
  const [generate, { isLoading: releasing }] = useGenerateReportMutation();
  const [askingReason, setAskingReason] = useState(false);
  const [askingSignature, setAskingSignature] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  const onFieldErrors = (errors: Parameters<typeof resultFieldErrors>[0]) => form.setErrors(resultFieldErrors(errors));
  const toast = (severity: 'success' | 'info' | 'warn', summary: string, detail: string) => dispatch(notify({ severity, summary, detail }));

  /** Saves what changed; after sign-out, as an amendment draft. */
  const save = async (complete: boolean): Promise<boolean> => {
    const fields = changedFields(result.fields, form.values);
    const body = { fields, version: result.version, ...(signedOut ? { amendment: true } : { complete }) };
    const saved = await saveResult({ kind, id: result.caseId, body });
    if ('error' in saved) {
      failed('The result was not saved', saved.error, onFieldErrors);
      return false;
    }
    return true;
  };

  /** Stops with the missing fields marked, when the result is not complete. */
  const complete = (missing: readonly string[]): boolean => {
    if (!missing.length) return true;
    form.setErrors(missingErrors(missing));
    toast('warn', 'Not complete yet', `Still needed: ${missing.map(labelOf).join(', ')}.`);
    return false;
  };

  const saveDraft = async (dirty: boolean) => {
    if (!dirty) return toast('info', 'Nothing to save', 'No field was changed.');
    if (await save(false)) toast('success', signedOut ? 'Amendment draft saved' : 'Draft saved', 'The report is not released until it is signed out.');
  };

  const markDiagnosed = async (missing: readonly string[]) => {
    if (complete(missing) && (await save(true))) toast('success', 'Diagnosed', 'The result is complete and ready for sign-out.');
  };

  /** Saves (complete) what is on screen, then releases the report — or learns that QC holds it. */
  const release = async (amendReason?: string, password?: string, criticalFinding = false) => {
    const needsSave = isDirty(result.fields, form.values) || (!signedOut && result.status !== 'diagnosed');
    if (needsSave && !(await save(true))) return;
    setPasswordError(undefined);
    const outcome = await generate({ kind, body: { caseId: result.caseId, ...(amendReason ? { amendReason } : {}), ...(password !== undefined ? { password } : {}), ...(criticalFinding ? { criticalFinding } : {}) } });
    if ('error' in outcome) {
      // A wrong password stays in the dialog, at its field: the signer tries again.
      const wrong = apiFieldErrors(outcome.error).find((e) => e.field === 'password');
      if (wrong) return setPasswordError(wrong.message);
      setAskingSignature(false);
      return failed(amendReason ? 'The amendment was not released' : 'Sign-out failed', outcome.error, onFieldErrors);
    }
    setAskingReason(false);
    setAskingSignature(false);
    if ('qc' in outcome.data) return toast('warn', 'Held for a quality-control rescreen', outcome.data.qc.message);
    onReleased(outcome.data.report.version);
  };

  /** Asks for the last confirmation (and the password, where the lab wants it): SignOutDialog. */
  const signOut = (missing: readonly string[]) => {
    if (!complete(missing)) return;
    setPasswordError(undefined);
    setAskingSignature(true);
  };

  const amend = (missing: readonly string[]) => {
    if (!complete(missing)) return;
    setPasswordError(undefined);
    setAskingReason(true);
  };

  return {
    form,
    busy: saving || releasing,
    saving,
    releasing,
    saveDraft,
    markDiagnosed,
    signOut,
    amend,
    releaseAmendment: (reason: string, password?: string) => release(reason, password),
    askingReason,
    closeReason: () => setAskingReason(false),
    askingSignature,
    sign: (password?: string, criticalFinding = false) => release(undefined, password, criticalFinding),
    closeSignature: () => setAskingSignature(false),
    passwordError,
  };
}

export type ResultWorkflow = ReturnType<typeof useResultWorkflow>;
