import { useState, type ReactNode } from 'react';
import { MAX_PAGE_SIZE, type CaseKind, type ReportListItem } from '@pathdesk/contracts';
import { apiErrorMessage, apiFieldErrors, notify, useAppDispatch } from '@pathdesk/web-data';
import { Button } from 'primereact/button';
import { ErrorPanel, Spinner } from '@pathdesk/web-ui';
import { useAddAddendumMutation, useGetReportQuery, useListReportsQuery } from '../reports-api.js';
import { AddendumDialog } from './addendum-dialog.js';
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
  /** A pathologist may add an addendum to the current version (issue 32.1); `askPassword`: the lab asks for it again. */
  addendum?: { askPassword: boolean };
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
export function ReportViewer({ kind, caseId, selectedId, onSelect, empty, addendum }: ReportViewerProps) {
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
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [addAddendum, added] = useAddAddendumMutation();

  if (chain.isLoading) return <Spinner label={t('report.loading')} />;
  if (chain.isError) {
    return <ErrorPanel title={t('report.loadFailed')} detail={apiErrorMessage(chain.error)} onRetry={() => void chain.refetch()} />;
  }
  if (!versions.length) return <>{empty}</>;

  const select = onSelect ?? ((id: number) => setPicked({ caseId, id }));
  const report = shown.currentData;
  const successor = report?.supersededBy ? versions.find((v) => v.id === report.supersededBy) : undefined;

  const release = async (text: string, password: string | undefined) => {
    if (!report) return;
    setPasswordError(undefined);
    const outcome = await addAddendum({ kind, id: report.id, caseId, body: { text, ...(password === undefined ? {} : { password }) } });
    if ('error' in outcome) {
      // A wrong password stays in the dialog, at its field: the pathologist tries again.
      const wrong = apiFieldErrors(outcome.error).find((e) => e.field === 'password');
      if (wrong) return setPasswordError(wrong.message);
      setAdding(false);
      dispatch(notify({ severity: 'error', summary: t('report.addendum.failed'), detail: apiErrorMessage(outcome.error) }));
      return;
    }
    setAdding(false);
    dispatch(
      notify({
        severity: 'success',
        summary: t('report.addendum.released'),
        detail: t('report.addendum.releasedDetail', { accessionNo: outcome.data.accessionNo, version: outcome.data.version }),
      }),
    );
    select(outcome.data.id);
  };

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
              {addendum && !report.supersededBy ? (
                <Button type="button" label={t('report.addendum.add')} icon="pi pi-plus" severity="secondary" outlined onClick={() => setAdding(true)} />
              ) : null}
            </div>
            {adding ? (
              <AddendumDialog
                accessionNo={report.accessionNo}
                version={report.version}
                releasing={added.isLoading}
                askPassword={addendum?.askPassword ?? true}
                passwordError={passwordError}
                onRelease={(text, password) => void release(text, password)}
                onClose={() => {
                  setAdding(false);
                  setPasswordError(undefined);
                }}
              />
            ) : null}
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
