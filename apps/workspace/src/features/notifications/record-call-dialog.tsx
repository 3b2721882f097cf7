import type { FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { Checkbox } from 'primereact/checkbox';
import { NOTIFICATION_METHODS, type CriticalCallDto, type NotificationMethod } from '@pathdesk/contracts';
import { recordCallSchema } from '@pathdesk/contracts/schemas';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateField, DialogFooter, DropdownField, TextAreaField, TextField, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { useRecordCallMutation } from './notifications-api';
import { useWorkspaceT } from '../../i18n';

/** Records a critical-result call: who at the hospital was told, when, how, and the read-back. */
export function RecordCallDialog({ call, onClose }: { call: CriticalCallDto; onClose: () => void }) {
  const { t } = useWorkspaceT();
  const METHOD_OPTIONS = NOTIFICATION_METHODS.map((value) => ({ value, label: value === 'phone' ? t('calls.phone') : t('calls.message') }));
  const { values, set, errors, setErrors, validate } = useFormState({
    notifiedPerson: '',
    notifiedAt: new Date() as Date | null,
    method: 'phone' as NotificationMethod,
    readBack: false,
    note: '',
  });
  const [recordCall, { isLoading }] = useRecordCallMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(recordCallSchema, { ...values, notifiedAt: values.notifiedAt?.toISOString() ?? '' });
    if (!parsed) return;
    const result = await recordCall({ id: call.id, body: parsed });
    if ('error' in result) return failed(t('calls.notRecorded'), result.error, setErrors);
    dispatch(notify({ severity: 'success', summary: t('calls.callRecorded'), detail: `${call.accessionNo}: ${parsed.notifiedPerson}` }));
    onClose();
  };

  return (
    <Dialog
      visible
      header={t('calls.recordFor', { accessionNo: call.accessionNo })}
      onHide={onClose}
      modal
      style={{ width: '34rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="record-call-form" submitLabel={t('calls.record')} submitIcon="pi pi-phone" loading={isLoading} onCancel={onClose} />}
    >
      <form id="record-call-form" onSubmit={submit} noValidate className="flex flex-column gap-1">
        <p className="mt-0">
          {call.finding} · {call.patientName} · {call.hospitalName}
        </p>
        <TextField
          id="call-person"
          label={t('calls.whoTold')}
          required
          autoFocus
          error={errors.notifiedPerson}
          value={values.notifiedPerson}
          onChange={(v) => set('notifiedPerson', v)}
        />
        <DateField
          id="call-at"
          label={t('calls.when')}
          required
          showTime
          hourFormat="24"
          error={errors.notifiedAt}
          value={values.notifiedAt}
          onChange={(v) => set('notifiedAt', v)}
        />
        <DropdownField
          id="call-method"
          label={t('calls.how')}
          required
          error={errors.method}
          value={values.method}
          options={METHOD_OPTIONS}
          optionLabel="label"
          optionValue="value"
          onChange={(v) => set('method', v as NotificationMethod)}
        />
        <div className="flex align-items-center gap-2 mb-3">
          <Checkbox
            inputId="call-read-back"
            checked={values.readBack}
            onChange={(e) => set('readBack', !!e.checked)}
            aria-describedby={errors.readBack ? 'call-read-back-error' : undefined}
          />
          <label htmlFor="call-read-back">{t('calls.readBack')}</label>
        </div>
        {errors.readBack ? (
          <small id="call-read-back-error" className="p-error" role="alert">
            {errors.readBack}
          </small>
        ) : null}
        <TextAreaField id="call-note" label={t('calls.note')} rows={2} error={errors.note} value={values.note} onChange={(v) => set('note', v)} />
      </form>
    </Dialog>
  );
}
