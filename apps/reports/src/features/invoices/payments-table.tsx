import { useReportsT } from '../../i18n';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { PaymentDto } from '@pathdesk/contracts';
import { formatBaht } from './money';
import { formatDay } from './period';

/** The payments recorded on an invoice, oldest first. */
export function PaymentsTable({ payments }: { payments: PaymentDto[] }) {
  const { t } = useReportsT();
  return (
    <DataTable value={payments} dataKey="id" size="small" aria-label={t('payment.title')} emptyMessage={t('payment.empty')}>
      <Column header={t('payment.dateShort')} body={(p: PaymentDto) => formatDay(p.date)} />
      <Column header={t('payment.amount')} align="right" body={(p: PaymentDto) => formatBaht(p.amount)} />
      <Column field="reference" header={t('payment.reference')} />
      <Column field="note" header={t('review.note')} />
      <Column field="createdBy" header={t('payment.by')} />
    </DataTable>
  );
}
