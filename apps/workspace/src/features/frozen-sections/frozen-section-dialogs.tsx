import type { FormEvent, KeyboardEvent } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { CasePartDto, FrozenSectionDto } from '@pathdesk/contracts';
import { createFrozenSectionSchema, recordFrozenCallSchema, reportFrozenSectionSchema } from '@pathdesk/contracts/schemas';
import { DateField, DropdownField, FormDialog, TextAreaField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useReceiveFrozenSectionMutation, useRecordFrozenCallMutation, useReportFrozenSectionMutation } from './frozen-sections-api';
import { useWorkspaceT } from '../../i18n';

const iso = (d: Date | null) => d?.toISOString() ?? '';

/**
 * Enter submits from the form's fields — the text fields, the read-back box, the diagnosis (where
 * Shift+Enter starts a new line, as the scanned order's note does) — but not from a button, nor
 * where a list or calendar took it. The footer's button sits outside the form.
 */
function enterSubmits(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.isDefaultPrevented()) return;
  const target = event.target as HTMLElement;
  // An overlay's own field (a list's filter) bubbles here through its portal: not the form's.
  if (!event.currentTarget.contains(target) || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
  if (target.getAttribute('aria-haspopup') === 'listbox') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** A section received from theatre: what, from which part, when (now unless said). */
export function ReceiveDialog({ caseId, parts, onClose }: { caseId: number; parts: readonly CasePartDto[]; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({
    specimen: '',
    // A case in one part: that part, unless the lab says otherwise.
    partLetter: (parts.length === 1 ? parts[0]!.letter : null) as string | null,
    receivedAt: new Date() as Date | null,
  });
  const [receive, { isLoading }] = useReceiveFrozenSectionMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(createFrozenSectionSchema, { specimen: values.specimen, receivedAt: iso(values.receivedAt), partLetter: values.partLetter });
    if (!body) return;
    const result = await receive({ caseId, body });
    if ('error' in result) return failed(t('frozen.receiveFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="frozen-receive"
      header={t('frozen.receiveTitle')}
      submitLabel={t('frozen.receive')}
      loading={isLoading}
      first="frozen-specimen"
      onClose={onClose}
      onSubmit={submit}
      onKeyDown={enterSubmits}
    >
      <TextField id="frozen-specimen" label={t('frozen.specimen')} required value={values.specimen} error={errors.specimen} onChange={(v) => set('specimen', v)} />
      {parts.length ? (
        <DropdownField
          id="frozen-part"
          label={t('frozen.part')}
          value={values.partLetter}
          options={parts.map((p) => ({ value: p.letter, label: `${p.letter}. ${p.specimen}` }))}
          optionLabel="label"
          optionValue="value"
          placeholder={t('resultFields.choose')}
          showClear
          filter
          error={errors.partLetter}
          onChange={(v) => set('partLetter', v)}
        />
      ) : null}
      <DateField
        id="frozen-received-at"
        label={t('frozen.receivedAt')}
        required
        showTime
        hourFormat="24"
        value={values.receivedAt}
        error={errors.receivedAt}
        onChange={(v) => set('receivedAt', v)}
      />
    </FormDialog>
  );
}

/** The pathologist's frozen-section diagnosis, and when it was given. */
export function ReportDialog({ section, onClose }: { section: FrozenSectionDto; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ diagnosis: '', reportedAt: new Date() as Date | null });
  const [report, { isLoading }] = useReportFrozenSectionMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(reportFrozenSectionSchema, { diagnosis: values.diagnosis, reportedAt: iso(values.reportedAt), version: section.version });
    if (!body) return;
    const result = await report({ caseId: section.caseId, id: section.id, body });
    if ('error' in result) return failed(t('frozen.reportFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="frozen-report"
      header={t('frozen.reportTitle', { specimen: section.specimen })}
      submitLabel={t('frozen.report')}
      loading={isLoading}
      first="frozen-diagnosis"
      onClose={onClose}
      onSubmit={submit}
      onKeyDown={enterSubmits}
    >
      <TextAreaField
        id="frozen-diagnosis"
        label={t('frozen.diagnosis')}
        hint={t('frozen.diagnosisHint')}
        required
        rows={3}
        value={values.diagnosis}
        error={errors.diagnosis}
        onChange={(v) => set('diagnosis', v)}
      />
      <DateField
        id="frozen-reported-at"
        label={t('frozen.reportedAt')}
        required
        showTime
        hourFormat="24"
        value={values.reportedAt}
        error={errors.reportedAt}
        onChange={(v) => set('reportedAt', v)}
      />
    </FormDialog>
  );
}

/** The call to theatre: who was told, when, and that they read the diagnosis back. */
export function CallDialog({ section, onClose }: { section: FrozenSectionDto; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ calledTo: '', calledAt: new Date() as Date | null, readBack: false });
  const [call, { isLoading }] = useRecordFrozenCallMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(recordFrozenCallSchema, { calledTo: values.calledTo, calledAt: iso(values.calledAt), readBack: values.readBack, version: section.version });
    if (!body) return;
    const result = await call({ caseId: section.caseId, id: section.id, body });
    if ('error' in result) return failed(t('frozen.callFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="frozen-call"
      header={t('frozen.callTitle', { specimen: section.specimen })}
      submitLabel={t('frozen.recordCall')}
      loading={isLoading}
      first="frozen-called-to"
      onClose={onClose}
      onSubmit={submit}
      onKeyDown={enterSubmits}
    >
      <p className="mt-0">{section.diagnosis}</p>
      <TextField id="frozen-called-to" label={t('frozen.calledTo')} required value={values.calledTo} error={errors.calledTo} onChange={(v) => set('calledTo', v)} />
      <DateField
        id="frozen-called-at"
        label={t('frozen.calledAt')}
        required
        showTime
        hourFormat="24"
        value={values.calledAt}
        error={errors.calledAt}
        onChange={(v) => set('calledAt', v)}
      />
      <div className="flex align-items-center gap-2">
        <Checkbox
          inputId="frozen-read-back"
          checked={values.readBack}
          onChange={(e) => set('readBack', e.checked === true)}
          invalid={!!errors.readBack}
          aria-describedby={errors.readBack ? 'frozen-read-back-error' : undefined}
        />
        <label htmlFor="frozen-read-back">{t('frozen.readBack')}</label>
      </div>
      {errors.readBack ? (
        <small id="frozen-read-back-error" className="p-error" role="alert">
          {t('frozen.readBackRequired')}
        </small>
      ) : null}
    </FormDialog>
  );
}
