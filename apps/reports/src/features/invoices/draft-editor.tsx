import { useState } from 'react';
import { useReportsT } from '../../i18n';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { InvoiceDto, InvoiceLineDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useDeleteInvoiceDraftMutation, useIssueInvoiceMutation, useUpdateInvoiceDraftMutation } from './billing-api';
import { useApiFailure } from '@pathdesk/web-ui';
import { invoicePath } from '../../report-pages';
import { DiscountForm } from './discount-form';
import { ExcludeLineDialog } from './exclude-line-dialog';
import { InvoiceHeader } from './invoice-header';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePdfButtons } from './invoice-pdf-buttons';
import { InvoiceTotals } from './invoice-totals';
import { LinePriceDialog } from './line-price-dialog';
import { formatBaht } from './money';

const ISSUE_FAILED = 'Issuing the invoice failed';

/**
 * A draft's review: lines (exclude with a reason, or put back; on a redraft of a void invoice, a
 * new price with a reason), discount, then issue (confirmed) or delete.
 */
export function DraftEditor({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  const [excluding, setExcluding] = useState<InvoiceLineDto | null>(null);
  const [pricing, setPricing] = useState<InvoiceLineDto | null>(null);
  const redraft = invoice.replacesId !== null;
  const [update, { isLoading: including }] = useUpdateInvoiceDraftMutation();
  const [issue, { isLoading: issuing }] = useIssueInvoiceMutation();
  const [remove, { isLoading: deleting }] = useDeleteInvoiceDraftMutation();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const navigate = useNavigate();
  const included = invoice.lines.filter((l) => !l.excluded).length;

  const putBack = async (line: InvoiceLineDto) => {
    const result = await update({ kind: invoice.kind, id: invoice.id, body: { version: invoice.version, include: [line.id] } });
    if ('error' in result) failed(t('draftEditor.putBackFailed', { accessionNo: line.accessionNo }), result.error);
  };

  const confirmIssue = () =>
    confirmDialog({
      header: t('draftEditor.issueHeader', { payer: invoice.payer.name }),
      message: t('draftEditor.issueMessage', {
        lines: included === 1 ? t('invoice.linesOne', { n: included }) : t('invoice.linesMany', { n: included }),
        total: formatBaht(invoice.total),
      }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('draftEditor.issue'),
      rejectLabel: t('common.back'),
      defaultFocus: 'reject',
      accept: async () => {
        const result = await issue({ kind: invoice.kind, id: invoice.id, version: invoice.version });
        if ('error' in result) return failed(t('draftEditor.issueFailed', { defaultValue: ISSUE_FAILED }), result.error);
        dispatch(
          notify({ severity: 'success', summary: t('draftEditor.issued'), detail: t('draftEditor.issuedDetail', { number: result.data.number, payer: invoice.payer.name }) }),
        );
      },
    });

  const confirmDelete = () =>
    confirmDialog({
      header: t('draftEditor.deleteHeader'),
      message: t('draftEditor.deleteMessage'),
      icon: 'pi pi-trash',
      acceptLabel: t('draftEditor.deleteAccept'),
      acceptClassName: 'p-button-danger',
      rejectLabel: t('common.keepIt'),
      defaultFocus: 'reject',
      accept: async () => {
        const result = await remove({ kind: invoice.kind, id: invoice.id });
        if ('error' in result) return failed(t('draftEditor.deleteFailed'), result.error);
        dispatch(notify({ severity: 'info', summary: t('draftEditor.deleted'), detail: invoice.payer.name }));
        void navigate(invoicePath(invoice.kind));
      },
    });

  return (
    <>
      <InvoiceHeader invoice={invoice} />
      <div className="flex flex-wrap gap-2 mb-3" role="toolbar" aria-label={t('draftEditor.actions')}>
        <Button type="button" label={t('draftEditor.issueEllipsis')} icon="pi pi-send" onClick={confirmIssue} loading={issuing} disabled={included === 0} />
        <InvoicePdfButtons invoice={invoice} />
        <Button type="button" label={t('draftEditor.delete')} icon="pi pi-trash" severity="danger" text onClick={confirmDelete} loading={deleting} />
      </div>
      {included === 0 ? (
        <p role="status" className="p-error">
          {t('draftEditor.allExcluded')}
        </p>
      ) : null}
      <InvoiceLinesTable
        lines={invoice.lines}
        action={(line) =>
          line.excluded ? (
            <Button
              type="button"
              label={t('draftEditor.putBack')}
              icon="pi pi-undo"
              text
              size="small"
              disabled={including}
              onClick={() => void putBack(line)}
              aria-label={t('draftEditor.putBackOf', { accessionNo: line.accessionNo })}
            />
          ) : (
            <span className="flex flex-wrap gap-1">
              {redraft ? (
                <Button
                  type="button"
                  label={t('price.action')}
                  icon="pi pi-pencil"
                  text
                  size="small"
                  onClick={() => setPricing(line)}
                  aria-label={t('price.actionOf', { accessionNo: line.accessionNo })}
                />
              ) : null}
              <Button
                type="button"
                label={t('draftEditor.exclude')}
                icon="pi pi-minus-circle"
                text
                size="small"
                severity="warning"
                onClick={() => setExcluding(line)}
                aria-label={t('draftEditor.excludeOf', { accessionNo: line.accessionNo })}
              />
            </span>
          )
        }
      />
      <div className="flex flex-wrap justify-content-between align-items-start gap-3 mt-3">
        <DiscountForm key={invoice.id} invoice={invoice} />
        <InvoiceTotals invoice={invoice} />
      </div>
      {excluding ? <ExcludeLineDialog invoice={invoice} line={excluding} onClose={() => setExcluding(null)} /> : null}
      {pricing ? <LinePriceDialog invoice={invoice} line={pricing} onClose={() => setPricing(null)} /> : null}
    </>
  );
}
