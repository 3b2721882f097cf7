import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceDto, InvoiceLineDto } from '@pathdesk/contracts';
import { notify, useAppDispatch, useDeleteInvoiceDraftMutation, useIssueInvoiceMutation, useUpdateInvoiceDraftMutation } from '@pathdesk/web-data';
import { useApiFailure } from '@pathdesk/web-ui';
import { invoicePath } from '../../report-pages';
import { DiscountForm } from './discount-form';
import { ExcludeLineDialog } from './exclude-line-dialog';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePdfButtons } from './invoice-pdf-buttons';
import { InvoiceTotals } from './invoice-totals';
import { formatBaht } from './money';

const ISSUE_FAILED = 'Issuing the invoice failed';

/** A draft's review: lines (exclude with a reason, or put back), discount, then issue (confirmed) or delete. */
export function DraftEditor({ invoice }: { invoice: InvoiceDto }) {
  const [excluding, setExcluding] = useState<InvoiceLineDto | null>(null);
  const [update, { isLoading: including }] = useUpdateInvoiceDraftMutation();
  const [issue, { isLoading: issuing }] = useIssueInvoiceMutation();
  const [remove, { isLoading: deleting }] = useDeleteInvoiceDraftMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const navigate = useNavigate();
  const included = invoice.lines.filter((l) => !l.excluded).length;

  const putBack = async (line: InvoiceLineDto) => {
    const result = await update({ kind: invoice.kind, id: invoice.id, body: { version: invoice.version, include: [line.id] } });
    if ('error' in result) failed(`Putting ${line.accessionNo} back failed`, result.error);
  };

  const confirmIssue = () =>
    confirmDialog({
      header: `Issue this invoice to ${invoice.payer.name}?`,
      message: `${included} line${included === 1 ? '' : 's'}, total ${formatBaht(invoice.total)}. An issued invoice gets its number and never changes: a correction is a void and a new invoice.`,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: 'Issue',
      rejectLabel: 'Back',
      defaultFocus: 'reject',
      accept: async () => {
        const result = await issue({ kind: invoice.kind, id: invoice.id, version: invoice.version });
        if ('error' in result) return failed(ISSUE_FAILED, result.error);
        dispatch(notify({ severity: 'success', summary: 'Invoice issued', detail: `${result.data.number} to ${invoice.payer.name}` }));
      },
    });

  const confirmDelete = () =>
    confirmDialog({
      header: 'Delete this draft?',
      message: 'Its lines go back to the billable pool; nothing was issued.',
      icon: 'pi pi-trash',
      acceptLabel: 'Delete the draft',
      acceptClassName: 'p-button-danger',
      rejectLabel: 'Keep it',
      defaultFocus: 'reject',
      accept: async () => {
        const result = await remove({ kind: invoice.kind, id: invoice.id });
        if ('error' in result) return failed('Deleting the draft failed', result.error);
        dispatch(notify({ severity: 'info', summary: 'Draft deleted', detail: invoice.payer.name }));
        void navigate(invoicePath(invoice.kind));
      },
    });

  return (
    <>
      <InvoiceHeader invoice={invoice} />
      <div className="flex flex-wrap gap-2 mb-3" role="toolbar" aria-label="Draft actions">
        <Button type="button" label="Issue…" icon="pi pi-send" onClick={confirmIssue} loading={issuing} disabled={included === 0} />
        <InvoicePdfButtons invoice={invoice} />
        <Button type="button" label="Delete draft…" icon="pi pi-trash" severity="danger" text onClick={confirmDelete} loading={deleting} />
      </div>
      {included === 0 ? (
        <p role="status" className="p-error">
          Every line is excluded: put one back to issue, or delete the draft.
        </p>
      ) : null}
      <InvoiceLinesTable
        lines={invoice.lines}
        action={(line) =>
          line.excluded ? (
            <Button type="button" label="Put back" icon="pi pi-undo" text size="small" disabled={including} onClick={() => void putBack(line)} aria-label={`Put ${line.accessionNo} back`} />
          ) : (
            <Button type="button" label="Exclude…" icon="pi pi-minus-circle" text size="small" severity="warning" onClick={() => setExcluding(line)} aria-label={`Exclude ${line.accessionNo}`} />
          )
        }
      />
      <div className="flex flex-wrap justify-content-between align-items-start gap-3 mt-3">
        <DiscountForm key={invoice.id} invoice={invoice} />
        <InvoiceTotals invoice={invoice} />
      </div>
      {excluding ? <ExcludeLineDialog invoice={invoice} line={excluding} onClose={() => setExcluding(null)} /> : null}
    </>
  );
}
