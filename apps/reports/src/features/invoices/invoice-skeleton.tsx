import { useReportsT } from '../../i18n';
import { Skeleton } from 'primereact/skeleton';

/** The invoice page's shape while it loads (heading, details, actions, lines), so nothing jumps when it arrives. */
export function InvoiceSkeleton() {
  const { t } = useReportsT();
  return (
    <section className="card" aria-busy="true" aria-label={t('invoice.loading')}>
      <Skeleton width="16rem" height="2rem" className="mb-2" />
      <Skeleton width="22rem" height="1.25rem" className="mb-4" />
      <div className="grid mb-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="col-12 md:col-6">
            <Skeleton height="1.25rem" />
          </div>
        ))}
      </div>
      <div className="flex gap-2 mb-3">
        <Skeleton width="8rem" height="2.5rem" />
        <Skeleton width="8rem" height="2.5rem" />
      </div>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} height="2rem" className="mb-1" />
      ))}
    </section>
  );
}
