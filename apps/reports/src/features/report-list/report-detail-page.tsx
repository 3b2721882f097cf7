import { Link, useNavigate, useParams } from 'react-router';
import { useReportsT } from '../../i18n';
import { hasRole, type CaseKind } from '@pathdesk/contracts';
import { apiErrorMessage, selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { ReportViewer, useGetReportQuery } from '@pathdesk/web-reports';
import { ErrorPanel, PageCard, Spinner } from '@pathdesk/web-ui';
import { LOANS_PAGE, pageText, REPORT_LIST_PAGES, reportDetailPath, reportPagePath } from '../../report-pages';

/**
 * /report/{kind}-report/{id}: a released version, the case's other versions, PDF and print — and, for a
 * client hospital's account, asking for the case's blocks or slides on loan (issue 28.5).
 */
export default function ReportDetailPage({ kind }: { kind: CaseKind }) {
  const { t } = useReportsT();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data: report, isLoading, isError, error, refetch } = useGetReportQuery({ kind, id }, { skip: !valid });
  const list = REPORT_LIST_PAGES[kind];
  const borrows = hasRole(useAppSelector(selectSessionUser)?.role, ['guest']);
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
    <PageCard
      title={report.accessionNo}
      subtitle={`${report.snapshot.case.patientName} · HN ${report.snapshot.case.hn} · ${report.snapshot.case.hospitalName}`}
      actions={
        <span className="flex flex-wrap gap-2">
          {borrows ? (
            <Link to={`${reportPagePath(LOANS_PAGE)}?case=${report.caseId}`} className="p-button p-component p-button-outlined no-underline">
              <span className="p-button-icon p-button-icon-left pi pi-box" aria-hidden />
              <span className="p-button-label">{t('loans.requestThis')}</span>
            </Link>
          ) : null}
          {back}
        </span>
      }
    >
      <ReportViewer kind={kind} caseId={report.caseId} selectedId={id} onSelect={(other) => void navigate(reportDetailPath(kind, other))} empty={null} />
    </PageCard>
  );
}
