import { useState } from 'react';
import { confirmDialog } from 'primereact/confirmdialog';
import type { CaseKind, ResultDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
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
  const release = async (amendReason?: string) => {
    const needsSave = isDirty(result.fields, form.values) || (!signedOut && result.status !== 'diagnosed');
    if (needsSave && !(await save(true))) return;
    const outcome = await generate({ kind, body: { caseId: result.caseId, ...(amendReason ? { amendReason } : {}) } });
    if ('error' in outcome) return failed(amendReason ? 'The amendment was not released' : 'Sign-out failed', outcome.error, onFieldErrors);
    setAskingReason(false);
    if ('qc' in outcome.data) return toast('warn', 'Held for a quality-control rescreen', outcome.data.qc.message);
    onReleased(outcome.data.report.version);
  };

  const signOut = (accessionNo: string, missing: readonly string[]) => {
    if (!complete(missing)) return;
    confirmDialog({
      header: `Sign out ${accessionNo}?`,
      icon: 'pi pi-verified',
      message: 'The report is released under your name and can no longer be changed: a later correction becomes an amended version.',
      acceptLabel: 'Sign out',
      rejectLabel: 'Not yet',
      defaultFocus: 'reject',
      accept: () => void release(),
    });
  };

  const amend = (missing: readonly string[]) => {
    if (complete(missing)) setAskingReason(true);
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
    releaseAmendment: (reason: string) => release(reason),
    askingReason,
    closeReason: () => setAskingReason(false),
  };
}

export type ResultWorkflow = ReturnType<typeof useResultWorkflow>;
