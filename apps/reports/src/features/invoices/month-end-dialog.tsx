import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceKind, MonthEndJobDto } from '@pathdesk/contracts';
import { monthEndSchema } from '@pathdesk/contracts/schemas';
import { apiErrorMessage, useStartMonthEndMutation } from '@pathdesk/web-data';
import { DateField, DialogFooter, useApiFailure, useFormState } from '@pathdesk/web-ui';
import { dateToMonth, latestMonthDate, monthLabel, monthToDate, thisMonth } from './period';

const MONTH_END_FAILED = 'Month end failed';

/** The month before this one: what a clerk closes at month end. */
function lastMonth(): Date {
  const date = monthToDate(thisMonth());
  date.setMonth(date.getMonth() - 1);
  return date;
}

export interface MonthEndDialogProps {
  kind: InvoiceKind;
  kindTitle: string;
  onClose: () => void;
  onStarted: (job: MonthEndJobDto) => void;
}

/** Month end in one action: pick a month, confirm, and the job drafts and issues every payer's invoice. */
export function MonthEndDialog({ kind, kindTitle, onClose, onStarted }: MonthEndDialogProps) {
  const { values, set, errors, setErrors, validate } = useFormState<{ month: Date | null }>(() => ({ month: lastMonth() }));
  const [start, { isLoading }] = useStartMonthEndMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = useApiFailure();

  const send = async (month: string) => {
    setRefusal(null);
    const result = await start({ kind, month });
    if ('error' in result) {
      setRefusal(apiErrorMessage(result.error));
      return failed(MONTH_END_FAILED, result.error, setErrors);
    }
    onStarted(result.data);
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
          maxDate={latestMonthDate()}
          value={values.month}
          onChange={(month) => set('month', month)}
          error={errors.month}
        />
        <div role="alert" className="p-error" style={{ minHeight: '1.5rem' }}>
          {refusal}
        </div>
      </form>
    </Dialog>
  );
}
