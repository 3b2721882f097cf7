import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { type PortalLoan } from '@pathdesk/contracts';
import { ThaiDateTime } from '@pathdesk/web-reports';
import { LoadError, PageCard, StatusTag, usePagedTable, type TagSeverity, DataTable } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { LOANS_PAGE, pageText } from '../../report-pages';
import { LoanRequestForm } from './loan-request-form';
import { useListLoansQuery } from './loans-api';

const SEVERITY: Record<PortalLoan['status'], TagSeverity> = { requested: 'info', sent: 'warning', returned: 'success', kept: 'secondary' };

/**
 * /report/loans (a client hospital's account, issue 28.5): the blocks and slides its hospitals asked
 * for on loan and where each request is (requested, sent, returned, kept — with the dates and the
 * courier's note), and a new request for one of its released cases — opened on a case when the
 * report's page sent here (`?case={id}`).
 */
export default function LoansPage() {
  const { t } = useReportsT();
  const { page, tableProps } = usePagedTable();
  const [params, setParams] = useSearchParams();
  const fromReport = Number(params.get('case')) || null;
  const [asking, setAsking] = useState(fromReport !== null);
  const { data, isFetching, isError, error, refetch } = useListLoansQuery(page);

  return (
    <PageCard
      title={pageText(t, LOANS_PAGE).title}
      subtitle={t('loans.subtitle')}
      actions={<Button type="button" icon="pi pi-plus" label={t('loans.request')} disabled={asking} onClick={() => setAsking(true)} />}
    >
      {asking ? (
        <LoanRequestForm
          caseId={fromReport}
          onDone={() => {
            setAsking(false);
            if (fromReport !== null) setParams({}, { replace: true });
          }}
        />
      ) : null}
      {isError ? <LoadError what={t('loans.what')} error={error} onRetry={refetch} /> : null}
      <DataTable {...tableProps({ total: data?.total, loading: isFetching, label: t('loans.table') })} value={data?.loans ?? []} dataKey="id" emptyMessage={t('loans.empty')}>
        <Column field="accessionNo" header={t('loans.accessionNo')} className="font-semibold white-space-nowrap" />
        <Column field="patientName" header={t('requisitions.patient')} />
        <Column
          header={t('loans.items')}
          body={(l: PortalLoan) =>
            l.items
              .map((i) => (i.type === 'block' ? t('loans.itemBlock', { code: i.blockCode ?? '' }) : t('loans.itemSlides', { code: i.blockCode ?? '', count: i.count })))
              .join(', ')
          }
        />
        <Column field="purpose" header={t('loans.purpose')} />
        <Column header={t('loans.asked')} body={(l: PortalLoan) => <ThaiDateTime value={l.createdAt} />} />
        <Column
          header={t('requisitions.state')}
          body={(l: PortalLoan) => (
            <span className="flex flex-column gap-1">
              <StatusTag value={t(`loans.statuses.${l.status}`)} severity={l.overdue ? 'danger' : SEVERITY[l.status]} />
              {l.sentDate ? <small>{t('loans.sentOn', { date: l.sentDate })}</small> : null}
              {l.dueBackDate && l.status === 'sent' ? <small>{t('loans.dueBack', { date: l.dueBackDate })}</small> : null}
              {l.courierNote ? <small>{l.courierNote}</small> : null}
            </span>
          )}
        />
      </DataTable>
    </PageCard>
  );
}
