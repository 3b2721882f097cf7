import { Link } from 'react-router';
import { ReportViewer } from '@pathdesk/web-reports';
import { PageCard } from '@pathdesk/web-ui';
import { casePath } from '@pathdesk/contracts';
import { selectSessionUser, useAppSelector } from '@pathdesk/web-data';
import { useCase } from '../cases';
import { useWorkspaceT } from '../../i18n';
import { useGetLabSettingsQuery } from '../results';

/** The case's Report tab: its signed-out report (current version, the versions, PDF and print; a pathologist adds an addendum). */
export default function ReportViewPage() {
  const { kind, caseDto } = useCase();
  const { t } = useWorkspaceT();
  const user = useAppSelector(selectSessionUser);
  const doctor = user?.role === 'doctor';
  const { data: settings } = useGetLabSettingsQuery(undefined, { skip: !doctor });
  return (
    <ReportViewer
      kind={kind}
      caseId={caseDto.id}
      addendum={doctor ? { askPassword: settings?.signOutReauth !== false } : undefined}
      empty={
        <PageCard title={t('reportView.title')} subtitle={caseDto.accessionNo}>
          <p className="mt-0">{t('reportView.notYet')}</p>
          <Link to={casePath(kind, caseDto.id, 'result')} className="p-button p-component p-button-outlined no-underline">
            <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden />
            <span className="p-button-label">{t('reportView.toResult')}</span>
          </Link>
        </PageCard>
      }
    />
  );
}
