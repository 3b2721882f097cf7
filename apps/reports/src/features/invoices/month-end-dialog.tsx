import { useState, type FormEvent } from 'react';
import { useReportsT } from '../../i18n';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceKind } from '@pathdesk/contracts';
import { monthEndSchema } from '@pathdesk/contracts/schemas';
import { Button } from 'primereact/button';
import { apiErrorMessage, apiFieldErrors } from '@pathdesk/web-data';
import { useStartMonthEndMutation } from './billing-api';
import { DateField, DialogFooter, useApiFailure, useFormatMonth, useFormState } from '@pathdesk/web-ui';
import { dateToMonth, latestClosedMonth, monthToDate } from './period';

const MONTH_END_FAILED = 'Month end failed';

export interface MonthEndDialogProps {
  kind: InvoiceKind;
  kindTitle: string;
  onClose: () => void;
  /** The run started, or the one already under way for the month: the page follows it. */
  onFollow: (jobId: string) => void;
}

const JOB_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The run a refusal names as under way for the month ("has a run under way (…)"), if any. */
function runUnderWay(error: Parameters<typeof apiFieldErrors>[0]): string | null {
  const month = apiFieldErrors(error).find((e) => e.field === 'month');
  return JOB_ID.exec(month?.message ?? '')?.[0] ?? null;
}

/** Month end in one action: pick a month, confirm, and the job drafts and issues every payer's invoice. */
export function MonthEndDialog({ kind, kindTitle, onClose, onFollow }: MonthEndDialogProps) {
  const { t } = useReportsT();
  const { values, set, errors, setErrors, validate } = useFormState<{ month: Date | null }>(() => ({ month: monthToDate(latestClosedMonth()) }));
  const [start, { isLoading }] = useStartMonthEndMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const failed = useApiFailure();
  const formatMonth = useFormatMonth();

  const send = async (month: string) => {
    setRefusal(null);
    setBusy(null);
    const result = await start({ kind, month });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      setBusy(runUnderWay(result.error));
      return failed(t('monthEnd.failed', { defaultValue: MONTH_END_FAILED }), result.error, setErrors);
    }
    onFollow(result.data.id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(monthEndSchema, { month: values.month ? dateToMonth(values.month) : '' });
    if (!body) return;
    confirmDialog({
      header: t('monthEnd.confirmHeader', { what: kindTitle.toLowerCase(), month: formatMonth(body.month) }),
      message: t('monthEnd.confirmMessage'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('monthEnd.issueAll'),
      rejectLabel: t('common.back'),
      defaultFocus: 'reject',
      accept: () => void send(body.month),
    });
  };

  return (
    <Dialog
      visible
      header={t('monthEnd.header', { what: kindTitle.toLowerCase() })}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="month-end-form" submitLabel={t('monthEnd.issueAllEllipsis')} submitIcon="pi pi-send" loading={isLoading} onCancel={onClose} />}
    >
      <form id="month-end-form" onSubmit={submit} noValidate>
        <DateField
          id="month-end-month"
          label={t('monthEnd.month')}
          required
          view="month"
          readOnlyInput
          showIcon
          maxDate={monthToDate(latestClosedMonth())}
          hint={t('monthEnd.monthHint')}
          value={values.month}
          onChange={(month) => set('month', month)}
          error={errors.month}
        />
        <div role="alert" className="p-error" style={{ minHeight: '1.5rem' }}>
          {refusal}
        </div>
        {busy ? <Button type="button" label={t('monthEnd.follow')} icon="pi pi-eye" link className="p-0" onClick={() => onFollow(busy)} /> : null}
      </form>
    </Dialog>
  );
}
