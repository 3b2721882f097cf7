import { Link } from 'react-router';
import { Button } from 'primereact/button';
import type { PortalCriticalResult } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { DateText, LoadError, useApiFailure } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { REPORT_LIST_PAGES } from '../../report-pages';
import { useAcknowledgeCriticalResultMutation, useGetCriticalResultsQuery } from './inbox-api';

/**
 * The inbox's critical results (issue 28.3): its hospitals' patients' critical results, each until
 * someone at the hospital acknowledges it here; the lab's call record then shows who and when. Nothing
 * is shown when none waits.
 */
export function CriticalResultsPanel() {
  const { t } = useReportsT();
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const { data, isError, error, refetch } = useGetCriticalResultsQuery();
  const [acknowledge, { isLoading, originalArgs }] = useAcknowledgeCriticalResultMutation();

  if (isError) return <LoadError what={t('inbox.criticalWhat')} error={error} onRetry={refetch} />;
  const results = data?.criticalResults ?? [];
  if (!results.length) return null;

  const acknowledgeOne = async (r: PortalCriticalResult) => {
    const result = await acknowledge(r.id);
    if ('error' in result) return failed(t('inbox.criticalFailed'), result.error);
    dispatch(notify({ severity: 'success', summary: t('inbox.criticalAcknowledged'), detail: r.accessionNo }));
  };

  return (
    <section role="region" aria-labelledby="critical-results-heading" className="border-1 border-round p-3 mb-3 surface-card" style={{ borderColor: 'var(--red-500)' }}>
      <h2 id="critical-results-heading" className="text-lg mt-0 mb-2">
        <i className="pi pi-exclamation-triangle text-red-500 mr-2" aria-hidden="true" />
        {t('inbox.criticalTitle', { count: results.length })}
      </h2>
      <p className="mt-0 text-color-secondary">{t('inbox.criticalHint')}</p>
      <ul className="list-none p-0 m-0">
        {results.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-2 align-items-center py-2 border-top-1 surface-border">
            <Link to={`/report/${REPORT_LIST_PAGES[r.kind].path}/${r.reportId}`} className="font-semibold">
              {r.accessionNo}
            </Link>
            <span>{r.patientName}</span>
            <span className="text-color-secondary">{r.hospitalName}</span>
            <strong>{t(`inbox.criticalReasons.${r.reason}`, { finding: r.finding })}</strong>
            <span className="text-color-secondary">
              <DateText value={r.releasedAt} withTime />
            </span>
            <Button
              type="button"
              size="small"
              icon="pi pi-check"
              label={t('inbox.criticalAcknowledge')}
              aria-label={t('inbox.criticalAcknowledgeOf', { accessionNo: r.accessionNo })}
              loading={isLoading && originalArgs === r.id}
              onClick={() => void acknowledgeOne(r)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
