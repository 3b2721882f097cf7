import type { ReportsT } from '../../i18n';
import { Link } from 'react-router';
import { Column } from 'primereact/column';
import type { InvoiceListItem } from '@pathdesk/contracts';
import { DateText, StatusTag } from '@pathdesk/web-ui';
import { ageingText, invoiceStatusLabel } from './invoice-status';
import { formatBaht } from './money';
import { PeriodText } from './period-text';

// DataTable reads its columns' props from its direct children: these return <Column> elements to
// call in place, not components.

/** The number (a draft has none yet), a link to the invoice (rows open on click too; the link is for the keyboard). */
export function numberColumn(t: ReportsT, detailPath: (row: InvoiceListItem) => string) {
  return (
    <Column
      field="number"
      header={t('invoice.number')}
      sortable
      body={(row: InvoiceListItem) => (
        <Link to={detailPath(row)} className="font-semibold white-space-nowrap" onClick={(e) => e.stopPropagation()}>
          {row.number ?? t('invoice.draftNo', { id: row.id })}
        </Link>
      )}
    />
  );
}

export function payerColumn(t: ReportsT) {
  return <Column field="payerName" header={t('invoice.payer')} sortable body={(row: InvoiceListItem) => row.payer.name} />;
}

export function periodColumn(t: ReportsT) {
  return <Column header={t('common.period')} body={(row: InvoiceListItem) => <PeriodText from={row.periodFrom} to={row.periodTo} />} />;
}

export function dayColumn(field: 'issueDate' | 'dueDate', header: string) {
  return <Column field={field} header={header} sortable body={(row: InvoiceListItem) => <DateText value={row[field]} />} />;
}

export function moneyColumn(field: 'total' | 'balance', header: string) {
  return <Column field={field} header={header} sortable align="right" body={(row: InvoiceListItem) => <span className="white-space-nowrap">{formatBaht(row[field])}</span>} />;
}

export function statusColumn(t: ReportsT) {
  return (
    <Column
      header={t('invoice.statusLabel')}
      body={(row: InvoiceListItem) => {
        const { label, severity } = invoiceStatusLabel(t, row);
        return <StatusTag value={label} severity={severity} />;
      }}
    />
  );
}

export function ageingColumn(t: ReportsT) {
  return <Column header={t('invoice.ageing')} body={(row: InvoiceListItem) => <span className="white-space-nowrap">{ageingText(t, row)}</span>} />;
}
