import type { ChartOptions } from 'chart.js';
import { CHART_COLOURS, themedChartOptions, type ChartColours } from './chart-theme';

type Axis = Record<string, unknown> & { ticks: Record<string, unknown>; grid: Record<string, unknown> };
/** The themed options, as the checks read them. */
const themed = (options: ChartOptions, colours: ChartColours) =>
  themedChartOptions(options, colours) as unknown as { indexAxis?: string; scales: Record<string, Axis>; plugins: { legend: { labels: { color: string } } } };

describe('the charts in the colour scheme (issue 26.8)', () => {
  it('draws the axes, grid and legend in the dark scheme’s colours, keeping what the chart set', () => {
    const options = themed({ indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } }, CHART_COLOURS.dark);
    expect(options.indexAxis).toBe('y');
    expect(options.scales.x).toMatchObject({ beginAtZero: true, ticks: { precision: 0, color: CHART_COLOURS.dark.text }, grid: { color: CHART_COLOURS.dark.grid } });
    expect(options.scales.y.ticks.color).toBe(CHART_COLOURS.dark.text);
    expect(options.plugins.legend.labels.color).toBe(CHART_COLOURS.dark.text);
  });

  it('lets a chart choose its own colour', () => {
    const options = themed({ scales: { y: { ticks: { color: 'red' } } } }, CHART_COLOURS.light);
    expect(options.scales.y.ticks.color).toBe('red');
    expect(options.scales.x.ticks.color).toBe(CHART_COLOURS.light.text);
  });
});
