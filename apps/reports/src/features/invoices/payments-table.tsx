import { useReportsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { PaymentDto } from '@pathdesk/contracts';
import { DateText, StatusTag, DataTable } from '@pathdesk/web-ui';
import { formatBaht } from './money';

/**
 * The payments recorded on an invoice, oldest first. A reversed payment stays listed, struck
 * through, with who reversed it, when and why; `onReverse` offers the reversal of the others.
 */
export function PaymentsTable({ payments, onReverse }: { payments: PaymentDto[]; onReverse?: (payment: PaymentDto) => void }) {
  const { t } = useReportsT();
  return (
    <DataTable value={payments} dataKey="id" size="small" aria-label={t('payment.title')} emptyMessage={t('payment.empty')}>
      <Column header={t('payment.dateShort')} body={(p: PaymentDto) => <DateText value={p.date} />} />
      <Column
        header={t('payment.amount')}
        align="right"
        body={(p: PaymentDto) => <span className={p.reversedAt ? 'line-through text-color-secondary' : undefined}>{formatBaht(p.amount)}</span>}
      />
      <Column field="reference" header={t('payment.reference')} />
      <Column field="note" header={t('review.note')} />
      <Column field="createdBy" header={t('payment.by')} />
      <Column
        header={t('reverse.column')}
        body={(p: PaymentDto) =>
          p.reversedAt ? (
            <span className="flex flex-column gap-1">
              <span className="flex flex-wrap align-items-center gap-2">
                <StatusTag value={t('reverse.reversed')} severity="warning" />
                <span className="text-sm">
                  {p.reversedBy} · <DateText value={p.reversedAt} withTime />
                </span>
              </span>
              <span className="text-sm">{p.reverseReason}</span>
            </span>
          ) : onReverse ? (
            <Button
              type="button"
              label={t('reverse.action')}
              icon="pi pi-replay"
              text
              size="small"
              severity="danger"
              aria-label={t('reverse.actionOf', { reference: p.reference })}
              onClick={() => onReverse(p)}
            />
          ) : null
        }
      />
    </DataTable>
  );
}
