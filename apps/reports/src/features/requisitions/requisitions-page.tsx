import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { REQUISITION_API, type RequisitionDto } from '@pathdesk/contracts';
import { ThaiDateTime, usePdfDownload } from '@pathdesk/web-reports';
import { LoadError, PageCard, StatusTag, usePagedTable, DataTable } from '@pathdesk/web-ui';
import { useReportsT } from '../../i18n';
import { pageText, REQUISITIONS_PAGE } from '../../report-pages';
import { RequisitionForm } from './requisition-form';
import { useGetRequisitionFormQuery, useListRequisitionsQuery } from './requisitions-api';

/**
 * /report/requisitions (a client hospital's account, issue 28.4): its hospitals' online requisitions
 * and their state (ordered; received, with the lab's accession number), each printed with its code
 * as a QR code to travel with the specimen; an account that may order fills a new one here.
 */
export default function RequisitionsPage() {
  const { t } = useReportsT();
  const { page, setPage, tableProps } = usePagedTable();
  const [ordering, setOrdering] = useState(false);
  const form = useGetRequisitionFormQuery();
  const { data, isFetching, isError, error, refetch } = useListRequisitionsQuery(page);
  const { download, downloading } = usePdfDownload();
  const print = (r: RequisitionDto) => download(REQUISITION_API.pdf(r.id), `${r.code}.pdf`);

  const actions = form.data?.mayOrder ? <Button type="button" icon="pi pi-plus" label={t('requisitions.new')} disabled={ordering} onClick={() => setOrdering(true)} /> : null;

  return (
    <PageCard
      title={pageText(t, REQUISITIONS_PAGE).title}
      subtitle={form.data && !form.data.mayOrder ? t('requisitions.mayNotOrder') : t('requisitions.subtitle')}
      actions={actions}
    >
      {form.isError ? <LoadError what={t('requisitions.formWhat')} error={form.error} onRetry={form.refetch} /> : null}
      {ordering && form.data ? (
        <RequisitionForm
          form={form.data}
          onCancel={() => setOrdering(false)}
          onOrdered={(r) => {
            setOrdering(false);
            setPage((p) => ({ ...p, first: 0 }));
            void print(r);
          }}
        />
      ) : null}
      {isError ? <LoadError what={t('requisitions.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...tableProps({ total: data?.total, loading: isFetching, label: t('requisitions.table') })}
        value={data?.requisitions ?? []}
        dataKey="id"
        emptyMessage={t('requisitions.empty')}
      >
        <Column field="code" header={t('requisitions.code')} className="font-semibold white-space-nowrap" />
        <Column header={t('requisitions.kind')} body={(r: RequisitionDto) => t(`requisitions.kinds.${r.kind}`)} />
        <Column field="hn" header="HN" />
        <Column field="patientName" header={t('requisitions.patient')} />
        <Column header={t('requisitions.orderedAt')} body={(r: RequisitionDto) => <ThaiDateTime value={r.createdAt} />} />
        <Column
          header={t('requisitions.state')}
          body={(r: RequisitionDto) =>
            r.status === 'received' ? (
              <StatusTag value={t('requisitions.receivedAs', { accessionNo: r.accessionNo ?? '' })} severity="success" />
            ) : (
              <StatusTag value={t('requisitions.statuses.ordered')} severity="info" />
            )
          }
        />
        <Column
          header=""
          body={(r: RequisitionDto) => (
            <Button type="button" icon="pi pi-print" rounded text aria-label={t('requisitions.printOf', { code: r.code })} disabled={downloading} onClick={() => print(r)} />
          )}
        />
      </DataTable>
    </PageCard>
  );
}
