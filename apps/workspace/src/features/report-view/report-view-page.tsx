import { Link } from 'react-router';
import { ReportViewer } from '@pathdesk/web-reports';
import { PageCard } from '@pathdesk/web-ui';
import { casePath } from '@pathdesk/contracts';
import { useCase } from '../cases';

/** The case's Report tab: its signed-out report (current version, the versions, PDF and print). */
export default function ReportViewPage() {
  const { kind, caseDto } = useCase();
  return (
    <ReportViewer
      kind={kind}
      caseId={caseDto.id}
      empty={
        <PageCard title="Report" subtitle={caseDto.accessionNo}>
          <p className="mt-0">This case has not been signed out yet: there is no report to show.</p>
          <Link to={casePath(kind, caseDto.id, 'result')} className="p-button p-component p-button-outlined no-underline">
            <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden />
            <span className="p-button-label">Go to the result</span>
          </Link>
        </PageCard>
      }
    />
  );
}
