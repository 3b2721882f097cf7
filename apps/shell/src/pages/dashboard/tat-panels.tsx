import { useMemo } from 'react';
import type { CaseKind } from '@pathdesk/contracts';
import { StatusTag, useCaseKindCopy, useFormatMonth } from '@pathdesk/web-ui';
import { useShellT } from '../../i18n';
import { CountLink } from './count-link';
import { DashboardPanel } from './dashboard-panel';
import { days, percent, tatTargetLine } from './dashboard-model';
import { LazyChart } from './lazy-chart';
import { usePanel } from './use-panel';
import styles from './dashboard.module.css';

/** Theme palette colours, one per kind (as the chart template), read from the theme's variables. */
const KIND_COLOURS: Record<CaseKind, string> = { surgical: '--teal-700', cytological: '--blue-400', gynecological: '--pink-600' };
const colour = (kind: CaseKind) => getComputedStyle(document.documentElement).getPropertyValue(KIND_COLOURS[kind]).trim() || '#888';

/** This month's turnaround per kind against its target. */
export function TatMonthPanel() {
  const { t } = useShellT();
  const CASE_KIND_COPY = useCaseKindCopy();
  return (
    <DashboardPanel id="tat-month" title={t('panels.tatMonth')} query={usePanel('tat-month')} lines={4} wide>
      {(panel) => (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('panels.kind')}</th>
              <th scope="col">{t('panels.released')}</th>
              <th scope="col">{t('panels.median')}</th>
              <th scope="col">{t('panels.p90')}</th>
              <th scope="col">{t('panels.withinTarget')}</th>
            </tr>
          </thead>
          <tbody>
            {panel.byKind.map(({ kind, tat, link }) => (
              <tr key={kind}>
                <th scope="row">{CASE_KIND_COPY[kind].title}</th>
                <td>
                  <CountLink count={tat.released} link={link} label={t('panels.releasedThisMonth', { kind: CASE_KIND_COPY[kind].short.toLowerCase() })} />
                </td>
                <td>{days(tat.median, t)}</td>
                <td>{days(tat.p90, t)}</td>
                <td>
                  <span className="mr-2">{tatTargetLine(tat, t)}</span>
                  {tat.meetsTarget === null ? null : (
                    <StatusTag value={tat.meetsTarget ? t('panels.onTarget') : t('panels.belowTarget')} severity={tat.meetsTarget ? 'success' : 'danger'} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardPanel>
  );
}

/** The last 12 months: the median TAT per kind (line) — the numbers also in a table for screen readers. */
export function TatTrendPanel() {
  const query = usePanel('tat-trend');
  const { t } = useShellT();
  const CASE_KIND_COPY = useCaseKindCopy();
  const formatMonth = useFormatMonth();
  const chart = useMemo(() => {
    const panel = query.data;
    if (!panel) return null;
    return {
      labels: panel.months.map(formatMonth),
      datasets: panel.series.map((s) => ({
        label: t('panels.trendSeries', { kind: CASE_KIND_COPY[s.kind].title }),
        data: s.points.map((p) => p.median),
        borderColor: colour(s.kind),
        backgroundColor: colour(s.kind),
        spanGaps: true,
        tension: 0.2,
      })),
    };
  }, [query.data, t, CASE_KIND_COPY, formatMonth]);
  return (
    <DashboardPanel id="tat-trend" title={t('panels.tatTrend')} query={query} lines={8} wide>
      {(panel) => (
        <>
          <LazyChart label={t('panels.trendChart')} height="16rem" type="line" data={chart ?? undefined} options={{ scales: { y: { beginAtZero: true } } }} />
          <details className="mt-2">
            <summary>{t('panels.theNumbers')}</summary>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('panels.month')}</th>
                  {panel.series.map((s) => (
                    <th key={s.kind} scope="col">
                      {t('panels.trendColumn', { kind: CASE_KIND_COPY[s.kind].title })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {panel.months.map((month, i) => (
                  <tr key={month}>
                    <th scope="row">{formatMonth(month)}</th>
                    {panel.series.map((s) => {
                      const p = s.points[i];
                      return <td key={s.kind}>{p ? `${p.released}, ${days(p.median, t)}, ${percent(p.withinTargetShare)}` : '—'}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </DashboardPanel>
  );
}
