import type { ReactNode } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { InvoiceLineDto } from '@pathdesk/contracts';
import { StatusTag } from '@pathdesk/web-ui';
import { formatBaht } from './money';
import { formatDay } from './period';

const ROWS = 50;

export interface InvoiceLinesTableProps {
  lines: InvoiceLineDto[];
  /** A last column per line (the draft editor's exclude / put back). */
  action?: (line: InvoiceLineDto) => ReactNode;
}

/**
 * An invoice's lines as the PDF prints them (accession, patient, HN, received, item, CGD code,
 * quantity, unit price, amount), paged in the browser: an invoice can have a thousand lines.
 * Excluded lines (drafts only) show greyed with their reason.
 */
export function InvoiceLinesTable({ lines, action }: InvoiceLinesTableProps) {
  return (
    <DataTable
      value={lines}
      dataKey="id"
      paginator={lines.length > ROWS}
      rows={ROWS}
      size="small"
      stripedRows
      aria-label="Invoice lines"
      emptyMessage="No lines."
      rowClassName={(line: InvoiceLineDto) => (line.excluded ? 'text-color-secondary' : '')}
    >
      <Column field="accessionNo" header="Accession no." body={(l: InvoiceLineDto) => <span className="white-space-nowrap">{l.accessionNo}</span>} />
      <Column field="patientName" header="Patient" />
      <Column field="hn" header="HN" />
      <Column header="Received" body={(l: InvoiceLineDto) => <span className="white-space-nowrap">{formatDay(l.receivedDate)}</span>} />
      <Column
        header="Item"
        body={(l: InvoiceLineDto) => (
          <span className="flex flex-column gap-1">
            <span className={l.excluded ? 'line-through' : undefined}>{l.item}</span>
            {l.excluded ? (
              <span className="flex flex-wrap align-items-center gap-1">
                <StatusTag value="Excluded" severity="warning" />
                <span className="text-sm">{l.excludeReason}</span>
              </span>
            ) : null}
          </span>
        )}
      />
      <Column field="cgdCode" header="CGD code" />
      <Column field="quantity" header="Qty" align="right" />
      <Column header="Unit price" align="right" body={(l: InvoiceLineDto) => formatBaht(l.unitPrice)} />
      <Column header="Amount" align="right" body={(l: InvoiceLineDto) => formatBaht(l.amount)} />
      {action ? <Column header="Actions" body={action} /> : null}
    </DataTable>
  );
}
