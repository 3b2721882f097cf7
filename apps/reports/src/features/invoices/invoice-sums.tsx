import { useReportsT } from '../../i18n';
import { Skeleton } from 'primereact/skeleton';
import type { InvoiceSums as Sums } from '@pathdesk/contracts';
import { formatBaht } from './money';

/** The sums over every invoice the filters keep (not only the page); skeletons of the same size while loading. */
export function InvoiceSums({ sums, loading }: { sums: Sums | undefined; loading: boolean }) {
  const { t } = useReportsT();
  const items: { key: keyof Sums; label: string }[] = [
    { key: 'subtotal', label: t('invoice.sums.subtotal') },
    { key: 'total', label: t('invoice.sums.total') },
    { key: 'paid', label: t('invoice.sums.paid') },
    { key: 'credited', label: t('invoice.sums.credited') },
    { key: 'balance', label: t('invoice.sums.balance') },
  ];
  return (
    <section aria-label={t('summary.totals')} aria-busy={loading}>
      <dl className="flex flex-wrap gap-4 m-0 mb-3">
        {items.map(({ key, label }) => (
          <div key={key} className="flex flex-column" style={{ minWidth: '9rem' }}>
            <dt className="text-sm text-color-secondary">{label}</dt>
            <dd className="m-0 text-xl font-semibold" style={{ minHeight: '1.75rem' }}>
              {sums && !loading ? formatBaht(sums[key]) : <Skeleton width="7rem" height="1.5rem" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
