import { useReportsT } from '../../i18n';
import { Column } from 'primereact/column';
import { INVOICE_API, type CreditNoteDto, type InvoiceDto } from '@pathdesk/contracts';
import { DateText, DataTable } from '@pathdesk/web-ui';
import { formatBaht } from './money';

/** An invoice's credit notes, oldest first: number, date, amount, what they credit and why, and each one's PDF. */
export function CreditNotesTable({ invoice }: { invoice: InvoiceDto }) {
  const { t } = useReportsT();
  return (
    <DataTable value={invoice.creditNotes} dataKey="id" size="small" aria-label={t('creditNote.title')} emptyMessage={t('creditNote.empty')}>
      <Column field="number" header={t('invoice.number')} body={(n: CreditNoteDto) => <span className="white-space-nowrap font-semibold">{n.number}</span>} />
      <Column header={t('payment.dateShort')} body={(n: CreditNoteDto) => <DateText value={n.issueDate} />} />
      <Column header={t('payment.amount')} align="right" body={(n: CreditNoteDto) => formatBaht(n.amount)} />
      <Column header={t('creditNote.credits')} body={(n: CreditNoteDto) => (n.lines.length ? n.lines.map((l) => l.accessionNo).join(', ') : t('creditNote.anAmount'))} />
      <Column field="reason" header={t('common.reason')} />
      <Column field="createdBy" header={t('creditNote.madeBy')} />
      <Column
        header={t('pdf.open')}
        body={(n: CreditNoteDto) => (
          <a
            href={INVOICE_API.creditNotePdf(invoice.kind, invoice.id, n.id)}
            target="_blank"
            rel="noopener"
            className="white-space-nowrap"
            aria-label={t('pdf.openOf', { name: n.number })}
          >
            <span className="pi pi-file-pdf mr-1" aria-hidden />
            PDF
          </a>
        )}
      />
    </DataTable>
  );
}
