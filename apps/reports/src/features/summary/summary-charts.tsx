import { useMemo } from 'react';
import { useReportsT } from '../../i18n';
import { categoryLabel } from './summary-format';
import type { CaseSummary } from '@pathdesk/contracts';
import { LazyChart } from './lazy-chart';
import styles from './summary.module.css';

/** The theme's palette as Chart.js takes it (it cannot read CSS variables itself). */
const PALETTE = [
  '--teal-600',
  '--blue-400',
  '--pink-500',
  '--orange-400',
  '--indigo-400',
  '--green-500',
  '--yellow-500',
  '--purple-400',
  '--cyan-600',
  '--red-400',
  '--gray-500',
  '--bluegray-400',
];
function palette(count: number): string[] {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  return Array.from({ length: count }, (_, i) => style?.getPropertyValue(PALETTE[i % PALETTE.length]!).trim() || '#888');
}

/** How many hospitals the bar chart shows; the table below lists them all. */
const TOP_HOSPITALS = 12;

/** Cases by diagnosis category and by hospital, drawn (the tables below give the numbers). */
export function SummaryCharts({ summary }: { summary: CaseSummary }) {
  const { t } = useReportsT();
  const byCategory = useMemo(() => {
    const labels = summary.byCategory.map((c) => categoryLabel(t, c.category, c.label));
    return { labels, datasets: [{ label: t('summary.cases'), data: summary.byCategory.map((c) => c.count), backgroundColor: palette(labels.length) }] };
  }, [summary, t]);
  const byHospital = useMemo(() => {
    const top = summary.byHospital.slice(0, TOP_HOSPITALS);
    return {
      labels: top.map((h) => h.hospitalName),
      datasets: [
        { label: t('summary.received'), data: top.map((h) => h.count), backgroundColor: palette(1)[0] },
        { label: t('summary.released'), data: top.map((h) => h.released), backgroundColor: palette(2)[1] },
      ],
    };
  }, [summary, t]);
  return (
    <div className={styles.charts}>
      <figure>
        <figcaption>{t('summary.byCategory')}</figcaption>
        <LazyChart
          label={t('summary.chartCategory')}
          type="bar"
          data={byCategory}
          options={{ plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
        />
      </figure>
      <figure>
        <figcaption>
          {t('summary.byHospital')}
          {summary.byHospital.length > TOP_HOSPITALS ? t('summary.topHospitals', { n: TOP_HOSPITALS }) : ''}
        </figcaption>
        <LazyChart label={t('summary.chartHospital')} type="bar" data={byHospital} options={{ indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } }} />
      </figure>
    </div>
  );
}
