import { api, apiPath } from '@pathdesk/web-data';
import { CUSTODY_API, type BenchTurnaroundResponse } from '@pathdesk/contracts';
import { useReportsT } from '../../i18n';

const benchTurnaroundApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBenchTurnaround: build.query<BenchTurnaroundResponse, { from: string; to: string }>({
      query: (params) => ({ url: apiPath(CUSTODY_API.turnaround), params }),
    }),
  }),
  overrideExisting: 'throw',
});

const minutes = (value: number | null) => (value === null ? '—' : value < 120 ? `${value} min` : `${(value / 60).toFixed(1)} h`);

/** Issue 31: the bench's time per step in the period (median and 90th percentile), from the custody scans. */
export function BenchTurnaround({ from, to }: { from: string; to: string }) {
  const { t } = useReportsT();
  const { data, isError } = benchTurnaroundApi.useGetBenchTurnaroundQuery({ from, to });
  if (isError || !data) return null;
  const steps = (step: string) => t(`summary.bench.steps.${step}`);
  return (
    <section aria-labelledby="bench-turnaround-title" className="mt-4">
      <h2 id="bench-turnaround-title" className="text-lg">
        {t('summary.bench.title')}
      </h2>
      <table className="w-full" aria-labelledby="bench-turnaround-title">
        <thead>
          <tr>
            <th scope="col" className="text-left">
              {t('summary.bench.step')}
            </th>
            <th scope="col" className="text-right">
              {t('summary.bench.count')}
            </th>
            <th scope="col" className="text-right">
              {t('summary.bench.median')}
            </th>
            <th scope="col" className="text-right">
              {t('summary.bench.p90')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.steps.map((s) => (
            <tr key={`${s.from}-${s.to}`}>
              <td>{`${steps(s.from)} → ${steps(s.to)}`}</td>
              <td className="text-right">{s.count}</td>
              <td className="text-right">{minutes(s.medianMinutes)}</td>
              <td className="text-right">{minutes(s.p90Minutes)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td>{`${steps('processing')} → ${steps('distribution')}`}</td>
            <td className="text-right">{data.processingToDistribution.count}</td>
            <td className="text-right">{minutes(data.processingToDistribution.medianMinutes)}</td>
            <td className="text-right">{minutes(data.processingToDistribution.p90Minutes)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
