import { lazy, Suspense } from 'react';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Skeleton } from 'primereact/skeleton';
import { themedChartOptions, useChartColours } from '@pathdesk/web-ui';

// PrimeReact's Chart and Chart.js load with the first chart shown, so other pages do not pay for them.
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

export interface LazyChartProps {
  type: ChartType;
  data: ChartData | undefined;
  options?: ChartOptions;
  /** The chart's label for screen readers (the table beside it gives the numbers). */
  label: string;
  height?: string;
}

/** A Chart.js chart in a box of fixed height: the space is kept while the library loads. */
export function LazyChart({ label, height = '18rem', type, data, options }: LazyChartProps) {
  const colours = useChartColours();
  return (
    <div style={{ height, position: 'relative' }}>
      <Suspense fallback={<Skeleton width="100%" height={height} />}>
        <Chart
          ariaLabel={label}
          type={type}
          data={data}
          options={{ maintainAspectRatio: false, responsive: true, animation: false, ...themedChartOptions(options, colours) }}
          style={{ height }}
        />
      </Suspense>
    </div>
  );
}
