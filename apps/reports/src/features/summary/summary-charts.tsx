import { useMemo } from 'react';
import type { CaseSummary } from '@pathdesk/contracts';
import { LazyChart } from './lazy-chart';
import styles from './summary.module.css';

/** The theme's palette as Chart.js takes it (it cannot read CSS variables itself). */
const PALETTE = ['--teal-600', '--blue-400', '--pink-500', '--orange-400', '--indigo-400', '--green-500', '--yellow-500', '--purple-400', '--cyan-600', '--red-400', '--gray-500', '--bluegray-400'];
function palette(count: number): string[] {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  return Array.from({ length: count }, (_, i) => style?.getPropertyValue(PALETTE[i % PALETTE.length]!).trim() || '#888');
}

/** How many hospitals the bar chart shows; the table below lists them all. */
const TOP_HOSPITALS = 12;

/** Cases by diagnosis category and by hospital, drawn (the tables below give the numbers). */
export function SummaryCharts({ summary }: { summary: CaseSummary }) {
  const byCategory = useMemo(() => {
    const labels = summary.byCategory.map((c) => c.label);
    return { labels, datasets: [{ label: 'Cases', data: summary.byCategory.map((c) => c.count), backgroundColor: palette(labels.length) }] };
  }, [summary]);
  const byHospital = useMemo(() => {
    const top = summary.byHospital.slice(0, TOP_HOSPITALS);
    return {
      labels: top.map((h) => h.hospitalName),
      datasets: [
        { label: 'Received', data: top.map((h) => h.count), backgroundColor: palette(1)[0] },
        { label: 'Released', data: top.map((h) => h.released), backgroundColor: palette(2)[1] },
      ],
    };
  }, [summary]);
  return (
    <div className={styles.charts}>
      <figure>
        <figcaption>By diagnosis category</figcaption>
        <LazyChart label="Cases by diagnosis category" type="bar" data={byCategory} options={{ plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }} />
      </figure>
      <figure>
        <figcaption>By hospital{summary.byHospital.length > TOP_HOSPITALS ? ` (the ${TOP_HOSPITALS} with most cases)` : ''}</figcaption>
        <LazyChart label="Cases received and released by hospital" type="bar" data={byHospital} options={{ indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } }} />
      </figure>
    </div>
  );
}
