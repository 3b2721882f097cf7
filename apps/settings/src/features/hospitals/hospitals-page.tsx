import { useState } from 'react';
import { useSettingsT } from '../../i18n';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { HOSPITAL_FILTERS, type HospitalDto } from '@pathdesk/contracts';
import { activeColumn, editColumn, LoadError, matchModeOptions, PageCard, SearchBox, updatedColumn, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { useGetHospitalsQuery } from './hospitals-api';
import { HospitalDialog } from './hospital-dialog';

const text = matchModeOptions('text');

/** /setting/hispitals: the hospitals and clinics that send specimens and are billed. */
export default function HospitalsPage() {
  const { t } = useSettingsT();
  const table = useLazyTable({ sortField: 'code', filterable: HOSPITAL_FILTERS });
  const { data, isFetching, isError, error, refetch } = useGetHospitalsQuery(table.params);
  const [editing, setEditing] = useState<HospitalDto | null | undefined>(undefined);

  return (
    <PageCard
      title={t('hospitals.title')}
      subtitle={t('hospitals.subtitle')}
      actions={
        <>
          <SearchBox {...table.searchProps} label={t('hospitals.search')} />
          <Button type="button" label={t('common.add')} icon="pi pi-plus" onClick={() => setEditing(null)} />
        </>
      }
    >
      {isError ? <LoadError what={t('hospitals.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.hospitals ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        emptyMessage={t('hospitals.empty')}
        aria-label={t('hospitals.title')}
        stripedRows
        size="small"
      >
        <Column field="code" header={t('common.code')} sortable filter filterMatchModeOptions={text} style={{ width: '8rem' }} />
        <Column field="nameTh" header={t('hospitals.nameTh')} sortable filter filterMatchModeOptions={text} />
        <Column field="nameEn" header={t('hospitals.nameEn')} sortable filter filterMatchModeOptions={text} />
        <Column field="taxId" header={t('hospitals.taxId')} sortable filter filterMatchModeOptions={text} />
        <Column field="phone" header={t('common.phone')} filter filterMatchModeOptions={text} />
        {activeColumn<HospitalDto>()}
        {updatedColumn<HospitalDto>()}
        {editColumn((h: HospitalDto) => t('common.editName', { name: h.nameTh }), setEditing)}
      </DataTable>
      {editing !== undefined ? <HospitalDialog hospital={editing} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
