import { formatLabDate, WORKLOAD_FULL_DAY_HOURS, WORKLOAD_MAX_SLIDES, type DateDisplay, type WorkloadDayDto } from '@pathdesk/contracts';
import { escapeHtml } from '../pdf/escape-html.js';

const CSS = `
  @page { size: A4; margin: 14mm; }
  body { font-size: 10pt; line-height: 1.4; }
  h1 { font-size: 14pt; margin: 0 0 2px; }
  .sub { color: #333; margin-bottom: 8px; }
  .rule { font-size: 8.5pt; color: #444; border-left: 3px solid #1f4e4a; padding-left: 6px; margin: 6px 0 10px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 3px 5px; text-align: right; }
  th:first-child, td:first-child { text-align: left; }
  th { background: #eef3f2; }
  tfoot td { font-weight: 700; }
  .over { color: #b00020; font-weight: 700; }
  .sign { margin-top: 28px; display: flex; gap: 40px; }
  .sign div { flex: 1; border-top: 1px solid #333; padding-top: 3px; font-size: 9pt; }
`;

const n = (v: number) => String(Number(v.toFixed(2)));

/**
 * The printable daily workload log of one screener (the record 42 CFR 493.1274(d) requires): per
 * lab day the hours declared, the slides counted (gynecologic, non-gynecologic) and the limit.
 * Its dates are written as the lab writes dates on its screens (lab settings, issue 26.2).
 */
export function workloadLogHtml(input: {
  labName: string;
  screener: { name: string; credentials: string | null };
  from: string;
  to: string;
  days: WorkloadDayDto[];
  printedAt: Date;
  display: DateDisplay;
}): string {
  const day = (value: string | Date, withTime = false) => escapeHtml(formatLabDate(value, input.display, { withTime }));
  const rows = input.days
    .map(
      (d) => `<tr><td>${day(d.day)}</td><td>${d.hours === null ? '—' : n(d.hours)}</td><td>${n(d.gynSlides)}</td><td>${n(d.nonGynSlides)}</td>
        <td class="${d.slides > d.limit ? 'over' : ''}">${n(d.slides)}</td><td>${n(d.limit)}</td><td>${d.cases}</td><td>${d.overrides || ''}</td></tr>`,
    )
    .join('');
  const sum = (f: (d: WorkloadDayDto) => number) => n(input.days.reduce((a, d) => a + f(d), 0));
  return `<!doctype html><html><head><meta charset="utf-8"><title>Screening workload log</title><style>${CSS}</style></head><body>
    <h1>Screening workload log — ${escapeHtml(input.screener.name)}</h1>
    <div class="sub">${escapeHtml(input.labName)} · ${escapeHtml(input.screener.credentials ?? '')} · ${day(input.from)} to ${day(input.to)}</div>
    <div class="rule">42 CFR 493.1274(d): at most ${WORKLOAD_MAX_SLIDES} slides in 24 hours, over no less than ${WORKLOAD_FULL_DAY_HOURS} hours of screening;
      fewer hours: hours × ${WORKLOAD_MAX_SLIDES} / ${WORKLOAD_FULL_DAY_HOURS} (to the half slide). Each gynecologic and non-gynecologic slide counts 1,
      a liquid-based non-gynecologic preparation ½. Hours not declared (—): the limit is ${WORKLOAD_MAX_SLIDES}.</div>
    <table aria-label="Workload by day"><thead><tr><th>Day</th><th>Hours</th><th>Gyn slides</th><th>Non-gyn slides</th><th>Slides counted</th><th>Limit</th><th>Cases</th><th>Allowed over</th></tr></thead>
      <tbody>${rows || '<tr><td colspan="8">No screening recorded in this period.</td></tr>'}</tbody>
      <tfoot><tr><td>Total</td><td>${sum((d) => d.hours ?? 0)}</td><td>${sum((d) => d.gynSlides)}</td><td>${sum((d) => d.nonGynSlides)}</td><td>${sum((d) => d.slides)}</td><td></td><td>${input.days.reduce((a, d) => a + d.cases, 0)}</td><td></td></tr></tfoot>
    </table>
    <div class="sign"><div>Screener: ${escapeHtml(input.screener.name)}</div><div>Technical supervisor</div></div>
    <p style="font-size:8pt;color:#555">Printed ${day(input.printedAt, true)}</p>
  </body></html>`;
}
