import { lazy, Suspense } from 'react';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Skeleton } from 'primereact/skeleton';

// PrimeReact's Chart and Chart.js are downloaded with the first chart shown (an admin's dashboard), not at start-up.
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

/** A Chart.js chart in a box of fixed height: the space is kept while the library loads. */
export function LazyChart({ label, height, type, data, options }: { type: ChartType; data: ChartData | undefined; options?: ChartOptions; label: string; height: string }) {
  return (
    <div style={{ height, position: 'relative' }}>
      <Suspense fallback={<Skeleton width="100%" height={height} />}>
        <Chart ariaLabel={label} type={type} data={data} options={{ maintainAspectRatio: false, responsive: true, animation: false, ...options }} style={{ height }} />
      </Suspense>
    </div>
  );
}
