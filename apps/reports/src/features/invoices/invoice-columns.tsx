import { Link } from 'react-router';
import { Column } from 'primereact/column';
import type { InvoiceListItem } from '@pathdesk/contracts';
import { StatusTag } from '@pathdesk/web-ui';
import { ageingText, invoiceStatusLabel } from './invoice-status';
import { formatBaht } from './money';
import { formatDay, periodText } from './period';

// DataTable reads its columns' props from its direct children: these return <Column> elements to
// call in place, not components.

/** The number (a draft has none yet), a link to the invoice (rows open on click too; the link is for the keyboard). */
export function numberColumn(detailPath: (row: InvoiceListItem) => string) {
  return (
    <Column
      field="number"
      header="Number"
      sortable
      body={(row: InvoiceListItem) => (
        <Link to={detailPath(row)} className="font-semibold white-space-nowrap" onClick={(e) => e.stopPropagation()}>
          {row.number ?? `Draft #${row.id}`}
        </Link>
      )}
    />
  );
}

export function payerColumn() {
  return <Column field="payerName" header="Payer" sortable body={(row: InvoiceListItem) => row.payer.name} />;
}

export function periodColumn() {
  return <Column header="Period" body={(row: InvoiceListItem) => <span className="white-space-nowrap">{periodText(row.periodFrom, row.periodTo)}</span>} />;
}

export function dayColumn(field: 'issueDate' | 'dueDate', header: string) {
  return <Column field={field} header={header} sortable body={(row: InvoiceListItem) => formatDay(row[field])} />;
}

export function moneyColumn(field: 'total' | 'balance', header: string) {
  return (
    <Column
      field={field}
      header={header}
      sortable
      align="right"
      body={(row: InvoiceListItem) => <span className="white-space-nowrap">{formatBaht(row[field])}</span>}
    />
  );
}

export function statusColumn() {
  return (
    <Column
      header="Status"
      body={(row: InvoiceListItem) => {
        const { label, severity } = invoiceStatusLabel(row);
        return <StatusTag value={label} severity={severity} />;
      }}
    />
  );
}

export function ageingColumn() {
  return <Column header="Ageing" body={(row: InvoiceListItem) => <span className="white-space-nowrap">{ageingText(row)}</span>} />;
}
