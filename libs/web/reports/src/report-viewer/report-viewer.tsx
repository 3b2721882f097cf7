import { useState, type ReactNode } from 'react';
import { MAX_PAGE_SIZE, type CaseKind, type ReportListItem } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { ErrorPanel, Spinner } from '@pathdesk/web-ui';
import { useGetReportQuery, useListReportsQuery } from '../reports-api.js';
import { ReportDocument } from '../report-document/report-document.js';
import { ReportVersions } from '../report-versions/report-versions.js';
import { ReportActions } from './report-actions.js';
import { useReportT } from '../use-report-t.js';
import styles from './report-viewer.module.css';

export interface ReportViewerProps {
  kind: CaseKind;
  caseId: number;
  /** The version shown (e.g. from the address); the current one when absent. */
  selectedId?: number;
  /** Called when the user picks another version; without it the viewer keeps the choice itself. */
  onSelect?: (id: number) => void;
  /** What to show while the case has no released report. */
  empty: ReactNode;
}

/** The version in force: the one no later version supersedes. */
export function currentVersion(chain: readonly ReportListItem[]): ReportListItem | undefined {
  return chain.find((v) => v.supersededBy === null) ?? chain[0];
}

const notFound = (error: unknown) => !!error && typeof error === 'object' && 'status' in error && error.status === 404;

/**
 * A case's report: the version shown (the current one unless another is picked), the chain of
 * versions beside it, and Download PDF / Print.
 */
export function ReportViewer({ kind, caseId, selectedId, onSelect, empty }: ReportViewerProps) {
  // The pick belongs to its case: the same page may next show another case.
  const [picked, setPicked] = useState<{ caseId: number; id: number } | null>(null);
  // Always asked afresh on opening: the case may have been signed out or amended meanwhile.
  const chain = useListReportsQuery(
    { kind, query: { caseId, latestOnly: false, rows: MAX_PAGE_SIZE, sortField: 'releasedAt', sortOrder: -1 } },
    { refetchOnMountOrArgChange: true },
  );
  const versions = chain.data?.items ?? [];
  const shownId = selectedId ?? (picked?.caseId === caseId ? picked.id : undefined) ?? currentVersion(versions)?.id;
  const shown = useGetReportQuery({ kind, id: shownId ?? 0 }, { skip: shownId === undefined });
  const { t } = useReportT();

  if (chain.isLoading) return <Spinner label={t('report.loading')} />;
  if (chain.isError) {
    return <ErrorPanel title={t('report.loadFailed')} detail={apiErrorMessage(chain.error)} onRetry={() => void chain.refetch()} />;
  }
  if (!versions.length) return <>{empty}</>;

  const select = onSelect ?? ((id: number) => setPicked({ caseId, id }));
  const report = shown.currentData;
  const successor = report?.supersededBy ? versions.find((v) => v.id === report.supersededBy) : undefined;

  return (
    <div className={styles.viewer}>
      <div>
        {shown.isError ? (
          <ErrorPanel
            title={notFound(shown.error) ? t('report.noSuchVersion') : t('report.versionLoadFailed')}
            detail={apiErrorMessage(shown.error)}
            onRetry={notFound(shown.error) ? undefined : () => void shown.refetch()}
          />
        ) : !report ? (
          <Spinner label={t('report.loadingVersion')} />
        ) : (
          <>
            <div className={styles.toolbar}>
              <ReportActions report={report} />
            </div>
            <ReportDocument report={report} supersedingVersion={successor?.version} />
          </>
        )}
      </div>
      <aside className={styles.aside}>
        <ReportVersions versions={versions} selectedId={shownId ?? null} onSelect={select} />
      </aside>
    </div>
  );
}
