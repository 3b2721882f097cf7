import { Link, useNavigate, useParams } from 'react-router';
import { useReportsT } from '../../i18n';
import type { CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage } from '@pathdesk/web-data';
import { ReportViewer, useGetReportQuery } from '@pathdesk/web-reports';
import { ErrorPanel, PageCard, Spinner } from '@pathdesk/web-ui';
import { pageText, REPORT_LIST_PAGES, reportDetailPath, reportPagePath } from '../../report-pages';

/** /report/{kind}-report/{id}: a released version, the case's other versions, PDF and print. */
export default function ReportDetailPage({ kind }: { kind: CaseKind }) {
  const { t } = useReportsT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data: report, isLoading, isError, error, refetch } = useGetReportQuery({ kind, id }, { skip: !valid });
  const list = REPORT_LIST_PAGES[kind];
  const back = (
    <Link to={reportPagePath(list)} className="p-button p-component p-button-text no-underline">
      <span className="p-button-icon p-button-icon-left pi pi-arrow-left" aria-hidden />
      <span className="p-button-label">{t('detail.back', { what: pageText(t, list).title.toLowerCase() })}</span>
    </Link>
  );

  if (!valid) return <ErrorPanel title={t('detail.noSuch')} />;
  if (isLoading) return <Spinner label={t('detail.loading')} />;
  if (isError || !report) {
    const notFound = !!error && 'status' in error && error.status === 404;
    return <ErrorPanel title={notFound ? t('detail.noSuch') : t('detail.loadFailed')} detail={apiErrorMessage(error)} onRetry={notFound ? undefined : () => void refetch()} />;
  }

  return (
    <PageCard title={report.accessionNo} subtitle={`${report.snapshot.case.patientName} · HN ${report.snapshot.case.hn} · ${report.snapshot.case.hospitalName}`} actions={back}>
      <ReportViewer kind={kind} caseId={report.caseId} selectedId={id} onSelect={(other) => void navigate(reportDetailPath(kind, other))} empty={null} />
    </PageCard>
  );
}
