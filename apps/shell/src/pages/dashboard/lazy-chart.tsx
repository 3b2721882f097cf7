import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { themedChartOptions, useChartColours } from '@pathdesk/web-ui';
import { PanelSkeleton } from './panel-skeleton';

// PrimeReact's Chart and Chart.js (≈ 67 KiB gzip) are downloaded with the first chart shown (an
// admin's dashboard), once the browser is idle: the dashboard's numbers come first (the trend's table
// is beside the chart), the drawing after.
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** A Chart.js chart in a box of fixed height: the space is kept while the library loads. */
export function LazyChart({ label, height, type, data, options }: { type: ChartType; data: ChartData | undefined; options?: ChartOptions; label: string; height: string }) {
  const idle = useIdle();
  const colours = useChartColours();
  const placeholder = <PanelSkeleton height={height} />;
  if (!idle) return <div style={{ height, position: 'relative' }}>{placeholder}</div>;
  return (
    <div style={{ height, position: 'relative' }}>
      <Suspense fallback={placeholder}>
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
