import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';
import { Example, GalleryPage } from '../gallery';
import { CASES_PER_MONTH, KIND_LABELS, MONTH_NAMES } from '../sample-data';
import styles from '../templates.module.css';

/** Theme palette colours, one per kind, told apart by lightness as well as hue. */
const COLOURS: Record<CaseKind, string> = { surgical: 'var(--teal-700)', cytological: 'var(--blue-400)', gynecological: 'var(--pink-600)' };

const WIDTH = 640;
const HEIGHT = 260;
const PLOT = { left: 44, right: 8, top: 12, bottom: 28 };
const MAX = Math.ceil(Math.max(...CASES_PER_MONTH.flatMap((m) => CASE_KINDS.map((k) => m[k]))) / 50) * 50;
const TICKS = [0, MAX / 2, MAX];

const x0 = (i: number) => PLOT.left + (i * (WIDTH - PLOT.left - PLOT.right)) / CASES_PER_MONTH.length;
const groupWidth = (WIDTH - PLOT.left - PLOT.right) / CASES_PER_MONTH.length;
const barWidth = (groupWidth * 0.75) / CASE_KINDS.length;
const y = (value: number) => HEIGHT - PLOT.bottom - (value * (HEIGHT - PLOT.top - PLOT.bottom)) / MAX;

/**
 * /uikit/charts: cases per month, drawn as SVG (no chart library to download) and given in a table
 * as well, so the numbers reach screen readers and keyboard users.
 */
export function ChartsPage() {
  const total = (kind: CaseKind) => CASES_PER_MONTH.reduce((sum, m) => sum + m[kind], 0);
  return (
    <GalleryPage title="Charts" subtitle="A picture of the numbers, and the numbers themselves beside it.">
      <Example title="Cases per month" use="a trend a manager reads at a glance (workload by kind). Always give the same numbers as a table; the colours come from the theme.">
        <figure className="m-0">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-labelledby="chart-title chart-desc">
            <title id="chart-title">Cases registered per month, January to June 2568, by kind</title>
            <desc id="chart-desc">Gynecological cases are the most each month, then surgical, then cytological; May is the busiest month. The table below gives the numbers.</desc>
            {TICKS.map((tick) => (
              <g key={tick}>
                <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
                <text x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axisText}>
                  {tick}
                </text>
              </g>
            ))}
            {CASES_PER_MONTH.map((m, i) => (
              <g key={m.month}>
                {CASE_KINDS.map((kind, k) => (
                  <rect key={kind} x={x0(i) + groupWidth * 0.125 + k * barWidth} y={y(m[kind])} width={barWidth - 2} height={y(0) - y(m[kind])} fill={COLOURS[kind]} rx="2" />
                ))}
                <text x={x0(i) + groupWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.axisText}>
                  {m.month}
                </text>
              </g>
            ))}
          </svg>
          <figcaption>
            <ul className={styles.legend} aria-label="Legend">
              {CASE_KINDS.map((kind) => (
                <li key={kind}>
                  <span className={styles.swatch} style={{ background: COLOURS[kind] }} aria-hidden />
                  {KIND_LABELS[kind]}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <table className={styles.dataTable}>
          <caption className={styles.caption}>Cases registered per month, 2568</caption>
          <thead>
            <tr>
              <th>Month</th>
              {CASE_KINDS.map((kind) => (
                <th key={kind}>{KIND_LABELS[kind]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CASES_PER_MONTH.map((m, i) => (
              <tr key={m.month}>
                <th scope="row">{MONTH_NAMES[i]}</th>
                {CASE_KINDS.map((kind) => (
                  <td key={kind}>{m[kind]}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {CASE_KINDS.map((kind) => (
                <td key={kind}>{total(kind)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </Example>
    </GalleryPage>
  );
}
