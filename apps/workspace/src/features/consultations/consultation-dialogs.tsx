import { useState, type FormEvent } from 'react';
import { CONSULTATION_OPINIONS, type CaseKind, type ConsultationDto, type ConsultationOpinion } from '@pathdesk/contracts';
import { consultationOpinionSchema, outsideReportSchema, requestConsultationSchema, requestCosignSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DropdownField, FormDialog, PasswordField, TextAreaField, TextField, useApiFailure, useFormState, type FieldErrors } from '@pathdesk/web-ui';
import {
  useAnswerConsultationMutation,
  useCosignMutation,
  useGetCaseLoansQuery,
  useGetColleaguesQuery,
  useRecordOutsideReportMutation,
  useRequestConsultationMutation,
  useRequestCosignMutation,
} from './consultations-api';
import { useWorkspaceT } from '../../i18n';

function ColleagueField({ id, value, error, onChange }: { id: string; value: string | null; error: string | undefined; onChange: (v: string | null) => void }) {
  const { t } = useWorkspaceT();
  const { data: colleagues = [], isLoading } = useGetColleaguesQuery();
  return (
    <DropdownField
      id={id}
      label={t('consult.colleague')}
      required
      value={value}
      options={colleagues.map((c) => ({ value: c.username, label: c.name }))}
      optionLabel="label"
      optionValue="value"
      placeholder={isLoading ? t('resultFields.loadingOptions') : t('resultFields.choose')}
      emptyMessage={t('consult.noColleagues')}
      filter
      error={error}
      onChange={onChange}
    />
  );
}

/** Asks a colleague to co-sign the result (issue 32.2). */
export function AskCosignerDialog({ kind, caseId, onClose }: { kind: CaseKind; caseId: number; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ username: null as string | null });
  const [request, { isLoading }] = useRequestCosignMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(requestCosignSchema, { username: values.username ?? '' });
    if (!body) return;
    const result = await request({ kind, caseId, username: body.username });
    if ('error' in result) return failed(t('consult.askFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog id="ask-cosigner" header={t('consult.askCosignerTitle')} submitLabel={t('consult.ask')} loading={isLoading} onClose={onClose} onSubmit={submit} first="cosigner">
      <p className="mt-0">{t('consult.askCosignerText')}</p>
      <ColleagueField id="cosigner" value={values.username} error={errors.username} onChange={(v) => set('username', v)} />
    </FormDialog>
  );
}

/** The co-signer signs the result as it stands, with their password where sign-out asks it. */
export function CosignDialog({ kind, caseId, askPassword, onClose }: { kind: CaseKind; caseId: number; askPassword: boolean; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sign, { isLoading }] = useCosignMutation();
  const failed = useApiFailure();
  const dispatch = useAppDispatch();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (askPassword && !password) return setErrors({ password: t('consult.passwordRequired') });
    const result = await sign({ kind, caseId, ...(askPassword ? { password } : {}) });
    if ('error' in result) return failed(t('consult.cosignFailed'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('consult.cosigned') }));
    onClose();
  };
  return (
    <FormDialog id="cosign" header={t('consult.cosignTitle')} submitLabel={t('consult.cosign')} loading={isLoading} onClose={onClose} onSubmit={submit} first="cosign-password">
      <p className="mt-0">{t('consult.cosignText')}</p>
      {askPassword ? (
        <PasswordField id="cosign-password" label={t('signOut.password')} required value={password} error={errors.password} onChange={setPassword} feedback={false} />
      ) : null}
    </FormDialog>
  );
}

/** Asks a colleague for a second opinion, with the question. */
export function AskOpinionDialog({ kind, caseId, onClose }: { kind: CaseKind; caseId: number; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ consultantUsername: null as string | null, question: '' });
  const [request, { isLoading }] = useRequestConsultationMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(requestConsultationSchema, { consultantUsername: values.consultantUsername ?? '', question: values.question });
    if (!body) return;
    const result = await request({ kind, caseId, body });
    if ('error' in result) return failed(t('consult.askFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog id="ask-opinion" header={t('consult.askOpinionTitle')} submitLabel={t('consult.ask')} loading={isLoading} onClose={onClose} onSubmit={submit} first="consultant">
      <ColleagueField id="consultant" value={values.consultantUsername} error={errors.consultantUsername} onChange={(v) => set('consultantUsername', v)} />
      <TextAreaField id="consult-question" label={t('consult.question')} required rows={3} value={values.question} error={errors.question} onChange={(v) => set('question', v)} />
    </FormDialog>
  );
}

/**
 * An opinion on the lab's diagnosis and its note — the consultant's answer, or how an outside report
 * compares: a disagreement says where, and a major one on a released report opens an amendment.
 */
function OpinionFields({
  ids,
  label,
  noteRows,
  released,
  opinion,
  note,
  errors,
  onOpinion,
  onNote,
}: {
  ids: { opinion: string; note: string };
  label: string;
  noteRows: number;
  released: boolean;
  opinion: ConsultationOpinion | null;
  note: string;
  errors: FieldErrors;
  onOpinion: (opinion: ConsultationOpinion | null) => void;
  onNote: (note: string) => void;
}) {
  const { t } = useWorkspaceT();
  return (
    <>
      <DropdownField
        id={ids.opinion}
        label={label}
        required
        value={opinion}
        options={CONSULTATION_OPINIONS.map((value) => ({ value, label: t(`consult.opinions.${value}`) }))}
        optionLabel="label"
        optionValue="value"
        placeholder={t('resultFields.choose')}
        filter
        error={errors.opinion}
        onChange={onOpinion}
      />
      {opinion === 'major' && released ? <p className="text-sm">{t('consult.majorOpensAmendment')}</p> : null}
      <TextAreaField
        id={ids.note}
        label={t('consult.note')}
        required={opinion !== null && opinion !== 'agree'}
        rows={noteRows}
        value={note}
        error={errors.note}
        onChange={onNote}
      />
    </>
  );
}

/** The consultant's answer: agree, or a disagreement saying where (a major one with a released report opens an amendment). */
export function OpinionDialog({ consultation, released, onClose }: { consultation: ConsultationDto; released: boolean; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ opinion: null as ConsultationOpinion | null, note: '' });
  const [answer, { isLoading }] = useAnswerConsultationMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(consultationOpinionSchema, { opinion: values.opinion ?? '', note: values.note });
    if (!body) return;
    const result = await answer({ id: consultation.id, caseId: consultation.caseId, body });
    if ('error' in result) return failed(t('consult.answerFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="opinion-form"
      header={t('consult.opinionTitle', { name: consultation.requestedByName })}
      submitLabel={t('consult.answer')}
      loading={isLoading}
      onClose={onClose}
      onSubmit={submit}
      first="opinion"
    >
      <p className="mt-0">{consultation.question}</p>
      <OpinionFields
        ids={{ opinion: 'opinion', note: 'opinion-note' }}
        label={t('consult.opinion')}
        noteRows={3}
        released={released}
        opinion={values.opinion}
        note={values.note}
        errors={errors}
        onOpinion={(v) => set('opinion', v)}
        onNote={(v) => set('note', v)}
      />
    </FormDialog>
  );
}

/** Sends the case out: the institution, its consultant, the loan that carries the material, the question. */
export function SendOutDialog({ kind, caseId, onClose }: { kind: CaseKind; caseId: number; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { data: loans = [] } = useGetCaseLoansQuery({ kind, caseId });
  const { values, set, errors, setErrors, validate } = useFormState({ institution: '', consultant: '', paraffinRequestId: null as number | null, question: '' });
  const [request, { isLoading }] = useRequestConsultationMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(requestConsultationSchema, {
      outside: { institution: values.institution, consultant: values.consultant, paraffinRequestId: values.paraffinRequestId },
      question: values.question,
    });
    if (!body) return;
    const result = await request({ kind, caseId, body });
    if ('error' in result) return failed(t('consult.askFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="send-out"
      header={t('consult.sendOutTitle')}
      submitLabel={t('consult.sendOut')}
      loading={isLoading}
      onClose={onClose}
      onSubmit={submit}
      first="outside-institution"
    >
      <TextField
        id="outside-institution"
        label={t('consult.institution')}
        required
        value={values.institution}
        error={errors['outside.institution']}
        onChange={(v) => set('institution', v)}
      />
      <TextField
        id="outside-consultant"
        label={t('consult.outsideConsultant')}
        required
        value={values.consultant}
        error={errors['outside.consultant']}
        onChange={(v) => set('consultant', v)}
      />
      <DropdownField
        id="outside-loan"
        label={t('consult.loan')}
        hint={loans.length ? undefined : t('consult.noLoans')}
        value={values.paraffinRequestId}
        options={loans.map((l) => ({ value: l.id, label: `${l.requester} · ${l.purpose}` }))}
        optionLabel="label"
        optionValue="value"
        placeholder={t('resultFields.choose')}
        showClear
        error={errors['outside.paraffinRequestId']}
        onChange={(v) => set('paraffinRequestId', v)}
      />
      <TextAreaField id="outside-question" label={t('consult.question')} required rows={3} value={values.question} error={errors.question} onChange={(v) => set('question', v)} />
    </FormDialog>
  );
}

/** The outside report, received: attached with how it compares with the lab's diagnosis. */
export function OutsideReportDialog({ consultation, released, onClose }: { consultation: ConsultationDto; released: boolean; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const { values, set, errors, setErrors, validate } = useFormState({ report: '', opinion: null as ConsultationOpinion | null, note: '' });
  const [record, { isLoading }] = useRecordOutsideReportMutation();
  const failed = useApiFailure();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = validate(outsideReportSchema, { report: values.report, opinion: values.opinion ?? '', note: values.note });
    if (!body) return;
    const result = await record({ id: consultation.id, caseId: consultation.caseId, body });
    if ('error' in result) return failed(t('consult.answerFailed'), result.error, setErrors);
    onClose();
  };
  return (
    <FormDialog
      id="outside-report-form"
      header={t('consult.outsideReportTitle', { name: consultation.consultantName })}
      submitLabel={t('consult.attach')}
      loading={isLoading}
      onClose={onClose}
      onSubmit={submit}
      first="outside-report"
    >
      <TextAreaField id="outside-report" label={t('consult.outsideReport')} required rows={5} value={values.report} error={errors.report} onChange={(v) => set('report', v)} />
      <OpinionFields
        ids={{ opinion: 'outside-opinion', note: 'outside-note' }}
        label={t('consult.comparesAs')}
        noteRows={2}
        released={released}
        opinion={values.opinion}
        note={values.note}
        errors={errors}
        onOpinion={(v) => set('opinion', v)}
        onNote={(v) => set('note', v)}
      />
    </FormDialog>
  );
}
