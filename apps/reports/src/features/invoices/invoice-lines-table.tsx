import type { ReactNode } from 'react';
import { useReportsT } from '../../i18n';
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
  const { t } = useReportsT();
  return (
    <DataTable
      value={lines}
      dataKey="id"
      paginator={lines.length > ROWS}
      rows={ROWS}
      size="small"
      stripedRows
      aria-label={t('lines.label')}
      emptyMessage={t('lines.empty')}
      rowClassName={(line: InvoiceLineDto) => (line.excluded ? 'text-color-secondary' : '')}
    >
      <Column field="accessionNo" header={t('columns.accessionNo')} body={(l: InvoiceLineDto) => <span className="white-space-nowrap">{l.accessionNo}</span>} />
      <Column field="patientName" header={t('columns.patient')} />
      <Column field="hn" header={t('columns.hn')} />
      <Column header={t('summary.received')} body={(l: InvoiceLineDto) => <span className="white-space-nowrap">{formatDay(l.receivedDate)}</span>} />
      <Column
        header={t('lines.item')}
        body={(l: InvoiceLineDto) => (
          <span className="flex flex-column gap-1">
            <span className={l.excluded ? 'line-through' : undefined}>{l.item}</span>
            {l.excluded ? (
              <span className="flex flex-wrap align-items-center gap-1">
                <StatusTag value={t('lines.excluded')} severity="warning" />
                <span className="text-sm">{l.excludeReason}</span>
              </span>
            ) : null}
          </span>
        )}
      />
      <Column field="cgdCode" header={t('lines.cgd')} />
      <Column field="quantity" header={t('lines.qty')} align="right" />
      <Column header={t('lines.unitPrice')} align="right" body={(l: InvoiceLineDto) => formatBaht(l.unitPrice)} />
      <Column header={t('payment.amount')} align="right" body={(l: InvoiceLineDto) => formatBaht(l.amount)} />
      {action ? <Column header={t('common.actions')} body={action} /> : null}
    </DataTable>
  );
}
