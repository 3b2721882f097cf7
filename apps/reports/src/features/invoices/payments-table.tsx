import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { PaymentDto } from '@pathdesk/contracts';
import { formatBaht } from './money';
import { formatDay } from './period';

/** The payments recorded on an invoice, oldest first. */
export function PaymentsTable({ payments }: { payments: PaymentDto[] }) {
  return (
    <DataTable value={payments} dataKey="id" size="small" aria-label="Payments" emptyMessage="No payment recorded yet.">
      <Column header="Date" body={(p: PaymentDto) => formatDay(p.date)} />
      <Column header="Amount" align="right" body={(p: PaymentDto) => formatBaht(p.amount)} />
      <Column field="reference" header="Reference" />
      <Column field="note" header="Note" />
      <Column field="createdBy" header="Recorded by" />
    </DataTable>
  );
}
