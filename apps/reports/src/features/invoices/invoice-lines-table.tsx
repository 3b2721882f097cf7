import type { ReactNode } from 'react';
import { useReportsT } from '../../i18n';
import { Column } from 'primereact/column';
import type { InvoiceLineDto } from '@pathdesk/contracts';
import { DateText, StatusTag, DataTable } from '@pathdesk/web-ui';
import { formatBaht } from './money';

const ROWS = 50;

export interface InvoiceLinesTableProps {
  lines: InvoiceLineDto[];
  /** A last column per line (the draft editor's exclude / put back). */
  action?: (line: InvoiceLineDto) => ReactNode;
}

/**
 * An invoice's lines as the PDF prints them (accession, patient, HN, received, item, CGD code,
 * quantity, unit price, amount) with the parts a line bills (issue 27.5), paged in the browser: an invoice can have a thousand lines.
 * Excluded lines (drafts only) show greyed with their reason; a price a redraft changed shows the
 * price drafted and the reason.
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
      <Column
        header={t('summary.received')}
        body={(l: InvoiceLineDto) => (
          <span className="white-space-nowrap">
            <DateText value={l.receivedDate} />
          </span>
        )}
      />
      <Column
        header={t('lines.item')}
        body={(l: InvoiceLineDto) => (
          <span className="flex flex-column gap-1">
            <span className={l.excluded ? 'line-through' : undefined}>{l.item}</span>
            {l.parts.length ? (
              <span className="text-sm" data-testid="line-parts">
                {t('lines.parts', { letters: l.parts.join(', ') })}
                {l.quantity > 1 && l.quantity === l.parts.length ? ` ${t('lines.perPart', { count: l.quantity })}` : ''}
              </span>
            ) : null}
            {l.excluded ? (
              <span className="flex flex-wrap align-items-center gap-1">
                <StatusTag value={t('lines.excluded')} severity="warning" />
                <span className="text-sm">{l.excludeReason}</span>
              </span>
            ) : null}
            {l.originalUnitPrice !== null ? (
              <span className="flex flex-wrap align-items-center gap-1">
                <StatusTag value={t('price.changed')} severity="info" />
                <span className="text-sm">{t('price.was', { price: formatBaht(l.originalUnitPrice), reason: l.priceReason })}</span>
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
