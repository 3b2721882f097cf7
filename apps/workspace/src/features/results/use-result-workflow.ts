import { useState } from 'react';
import type { CaseKind, FrozenCorrelationEntry, GenerateReportRequest, ResultDto } from '@pathdesk/contracts';
import { apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { fieldErrors, useApiFailure, useFormState, type FieldErrors } from '@pathdesk/web-ui';
import { useGenerateReportMutation, useSaveResultMutation } from './results-api';
import { changedFields, isDirty, labelOf, missingErrors, resultFieldErrors, type AnyResult } from './result-form-model';
import { workloadRefusalOf, type WorkloadRefusal } from './workload-refusal';
import { useWorkspaceT } from '../../i18n';

/** A request the screener's workload limit refused, and how to send it again with the override. */
export interface OverLimit {
  refusal: WorkloadRefusal;
  /** The same request again, with `workloadOverride: true` (administrators only; the API audits it). */
  allow: () => Promise<void>;
}

/**
 * The result's life: drafts, marking it diagnosed, sign-out (which a NILM Pap may turn into a hold
 * for a quality-control rescreen), and after sign-out amendment drafts released with a reason. A
 * save or sign-out over the screener's workload limit (issue 15.4) stays on the page as `overLimit`.
 */
export function useResultWorkflow(kind: CaseKind, result: ResultDto, { onReleased, start = result.fields }: { onReleased: (version: number) => void; start?: AnyResult }) {
  // `start`: the stored fields as the form opens them (the signer's own record filled in where empty).
  const form = useFormState<AnyResult>(() => start);
  const { t } = useWorkspaceT();
  const [saveResult, { isLoading: saving }] = useSaveResultMutation();
  const [generate, { isLoading: releasing }] = useGenerateReportMutation();
  const [askingReason, setAskingReason] = useState(false);
  const [askingSignature, setAskingSignature] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  // The sign-out's refusals of its frozen-section comparisons (`frozenCorrelations`, `frozenCorrelations.0.note`…), shown in its dialog.
  const [frozenErrors, setFrozenErrors] = useState<FieldErrors>({});
  // With the values the refused request carried: a change to the result makes the refusal moot.
  const [overLimit, setOverLimit] = useState<(OverLimit & { values: AnyResult }) | null>(null);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const signedOut = result.status === 'signed_out' || result.status === 'amended';
  const onFieldErrors = (errors: Parameters<typeof resultFieldErrors>[0]) => form.setErrors(resultFieldErrors(errors));
  const toast = (severity: 'success' | 'info' | 'warn', summary: string, detail: string) => dispatch(notify({ severity, summary, detail }));

  /**
   * A refusal for the screener's workload limit: the screener field marked, the reason kept on the
   * page (not a passing toast) with `again`, the same request with the override.
   */
  const refusedOverLimit = (error: Parameters<typeof workloadRefusalOf>[0], again: () => Promise<void>): boolean => {
    const refusal = workloadRefusalOf(error);
    if (!refusal) return false;
    onFieldErrors(fieldErrors(apiFieldErrors(error)));
    setOverLimit({ refusal, allow: again, values: form.values });
    // The sign-out dialog closes on the reason (and, for an administrator, the way on).
    setAskingSignature(false);
    return true;
  };

  /**
   * Saves what changed; after sign-out, as an amendment draft. `again`: how the caller repeats its
   * whole step with the override, should the workload limit refuse this save.
   */
  const save = async (complete: boolean, { override = false, again }: { override?: boolean; again?: () => Promise<void> } = {}): Promise<boolean> => {
    const fields = changedFields(result.fields, form.values);
    const body = { fields, version: result.version, ...(signedOut ? { amendment: true } : { complete }), ...(override ? { workloadOverride: true } : {}) };
    const saved = await saveResult({ kind, id: result.caseId, body });
    if ('error' in saved) {
      if (!(again && refusedOverLimit(saved.error, again))) failed(t('workflow.notSaved'), saved.error, onFieldErrors);
      return false;
    }
    return true;
  };

  /** Stops with the missing fields marked, when the result is not complete. */
  const complete = (missing: readonly string[]): boolean => {
    if (!missing.length) return true;
    form.setErrors(missingErrors(missing));
    toast('warn', t('workflow.notComplete'), t('workflow.stillNeeded', { fields: missing.map(labelOf).join(', ') }));
    return false;
  };

  const saveDraft = async (dirty: boolean) => {
    if (!dirty) return toast('info', t('workflow.nothingToSave'), t('workflow.noChange'));
    setOverLimit(null);
    if (await save(false)) toast('success', signedOut ? t('workflow.amendmentDraftSaved') : t('workflow.draftSaved'), t('workflow.notReleased'));
  };

  const markDiagnosed = async (missing: readonly string[], override = false): Promise<void> => {
    setOverLimit(null);
    if (complete(missing) && (await save(true, { override, again: () => markDiagnosed(missing, true) }))) {
      toast('success', t('workflow.diagnosed'), override ? t('overLimit.diagnosed') : t('workflow.diagnosedText'));
    }
  };

  /** Saves (complete) what is on screen, then releases the report — or learns that QC holds it. */
  const release = async (amendReason?: string, password?: string, criticalFinding = false, override = false, frozenCorrelations?: FrozenCorrelationEntry[]): Promise<void> => {
    setOverLimit(null);
    const needsSave = isDirty(result.fields, form.values) || (!signedOut && result.status !== 'diagnosed');
    const again = () => release(amendReason, password, criticalFinding, true, frozenCorrelations);
    if (needsSave && !(await save(true, { override, again }))) return;
    const body: GenerateReportRequest = {
      caseId: result.caseId,
      ...(amendReason ? { amendReason } : {}),
      ...(password !== undefined ? { password } : {}),
      ...(criticalFinding ? { criticalFinding } : {}),
      ...(frozenCorrelations?.length ? { frozenCorrelations } : {}),
    };
    return publish(body, override);
  };

  /** POST …/generate; refused for the workload limit, `overLimit` repeats exactly this request with the override. */
  const publish = async (body: GenerateReportRequest, override: boolean): Promise<void> => {
    setPasswordError(undefined);
    setFrozenErrors({});
    const outcome = await generate({ kind, body: { ...body, ...(override ? { workloadOverride: true } : {}) } });
    if ('error' in outcome) {
      const errors = apiFieldErrors(outcome.error);
      // A wrong password, or a frozen section's comparison refused (issue 32.3), stays in the dialog at its field: the signer tries again.
      const wrong = errors.find((e) => e.field === 'password');
      const frozen = body.amendReason ? [] : errors.filter((e) => e.field === 'frozenCorrelations' || e.field.startsWith('frozenCorrelations.'));
      if (frozen.length) setFrozenErrors(fieldErrors(frozen));
      if (wrong) setPasswordError(wrong.message);
      if (wrong || frozen.length) return;
      setAskingSignature(false);
      if (refusedOverLimit(outcome.error, () => publish(body, true))) return;
      return failed(body.amendReason ? t('workflow.amendmentNotReleased') : t('workflow.signOutFailed'), outcome.error, onFieldErrors);
    }
    setAskingReason(false);
    setAskingSignature(false);
    if ('qc' in outcome.data) {
      toast('warn', t('workflow.heldForQc'), outcome.data.qc.message);
      return;
    }
    onReleased(outcome.data.report.version);
  };

  /** Asks for the last confirmation (and the password, where the lab wants it): SignOutDialog. */
  const signOut = (missing: readonly string[]) => {
    if (!complete(missing)) return;
    setPasswordError(undefined);
    setFrozenErrors({});
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
    sign: (password?: string, criticalFinding = false, frozenCorrelations?: FrozenCorrelationEntry[]) => release(undefined, password, criticalFinding, false, frozenCorrelations),
    closeSignature: () => setAskingSignature(false),
    passwordError,
    /** The sign-out's frozen-section comparisons the server refused, by field (`frozenCorrelations.N.note`…). */
    frozenErrors,
    /** The last save or sign-out, refused for the screener's workload limit (null: none). */
    overLimit: overLimit && overLimit.values === form.values ? { refusal: overLimit.refusal, allow: overLimit.allow } : null,
  };
}

export type ResultWorkflow = ReturnType<typeof useResultWorkflow>;
