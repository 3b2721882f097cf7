import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceKind } from '@pathdesk/contracts';
import { monthEndSchema } from '@pathdesk/contracts/schemas';
import { Button } from 'primereact/button';
import { apiErrorMessage, apiFieldErrors, useStartMonthEndMutation } from '@pathdesk/web-data';
import { DateField, DialogFooter, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { dateToMonth, latestClosedMonth, monthLabel, monthToDate } from './period';

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
  const { values, set, errors, setErrors, validate } = useFormState<{ month: Date | null }>(() => ({ month: monthToDate(latestClosedMonth()) }));
  const [start, { isLoading }] = useStartMonthEndMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const failed = useApiFailure();

  const send = async (month: string) => {
    setRefusal(null);
    setBusy(null);
    const result = await start({ kind, month });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      setBusy(runUnderWay(result.error));
      return failed(MONTH_END_FAILED, result.error, setErrors);
    }
    onFollow(result.data.id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = validate(monthEndSchema, { month: values.month ? dateToMonth(values.month) : '' });
    if (!body) return;
    confirmDialog({
      header: `Issue every ${kindTitle.toLowerCase()} of ${monthLabel(body.month)}?`,
      message: 'Every payer with billable lines in the month gets an invoice, issued at once (numbered, final). It runs in the background: you can leave this page.',
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Issue all',
      rejectLabel: 'Back',
      defaultFocus: 'reject',
      accept: () => void send(body.month),
    });
  };

  return (
    <Dialog
      visible
      header={`Month end: ${kindTitle.toLowerCase()}s`}
      onHide={onClose}
      modal
      style={{ width: '30rem', maxWidth: '95vw' }}
      footer={<DialogFooter form="month-end-form" submitLabel="Issue all…" submitIcon="pi pi-send" loading={isLoading} onCancel={onClose} />}
    >
      <form id="month-end-form" onSubmit={submit} noValidate>
        <DateField
          id="month-end-month"
          label="Month"
          required
          view="month"
          dateFormat="mm/yy"
          readOnlyInput
          showIcon
          maxDate={monthToDate(latestClosedMonth())}
          hint="A month that is over (this month on its last day)."
          value={values.month}
          onChange={(month) => set('month', month)}
          error={errors.month}
        />
        <div role="alert" className="p-error" style={{ minHeight: '1.5rem' }}>
          {refusal}
        </div>
        {busy ? <Button type="button" label="Follow the run under way" icon="pi pi-eye" link className="p-0" onClick={() => onFollow(busy)} /> : null}
      </form>
    </Dialog>
  );
}
