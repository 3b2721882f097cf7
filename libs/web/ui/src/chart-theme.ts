import { useEffect, useState } from 'react';
import type { ChartOptions } from 'chart.js';

export interface ChartColours {
  text: string;
  grid: string;
}

/** Axis text and grid lines readable on each scheme's surface (Chart.js draws #666 on transparent by default: unreadable in dark mode, issue 26.8). */
export const CHART_COLOURS: Record<'light' | 'dark', ChartColours> = {
  light: { text: '#4b5563', grid: 'rgba(0, 0, 0, 0.1)' },
  dark: { text: 'rgba(255, 255, 255, 0.87)', grid: 'rgba(255, 255, 255, 0.16)' },
};

const currentScheme = (): 'light' | 'dark' => (document.documentElement.dataset.scheme === 'dark' ? 'dark' : 'light');

/** The chart colours of the page's colour scheme (the shell sets `data-scheme` on <html>), following a switch. */
export function useChartColours(): ChartColours {
  const [scheme, setScheme] = useState(currentScheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setScheme(currentScheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-scheme'] });
    return () => observer.disconnect();
  }, []);
  return CHART_COLOURS[scheme];
}

type Scale = { ticks?: object; grid?: object; title?: object };

/** `options` with the axes' ticks, titles and grid, and the legend, in `colours` (what the caller set wins). */
export function themedChartOptions(options: ChartOptions | undefined, colours: ChartColours): ChartOptions {
  const given = (options ?? {}) as { scales?: Record<string, Scale>; plugins?: { legend?: { labels?: object } } };
  const scales = Object.fromEntries(
    ['x', 'y', ...Object.keys(given.scales ?? {})].map((axis) => {
      const scale = given.scales?.[axis] ?? {};
      return [axis, { ...scale, ticks: { color: colours.text, ...scale.ticks }, grid: { color: colours.grid, ...scale.grid }, title: { color: colours.text, ...scale.title } }];
    }),
  );
  return {
    ...options,
    scales,
    plugins: { ...given.plugins, legend: { ...given.plugins?.legend, labels: { color: colours.text, ...given.plugins?.legend?.labels } } },
  } as ChartOptions;
}
