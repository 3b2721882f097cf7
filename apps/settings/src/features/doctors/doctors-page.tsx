import { useState } from 'react';
import { useSettingsT } from '../../i18n';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { DOCTOR_FILTERS, type DoctorDto } from '@pathdesk/contracts';
import { activeColumn, editColumn, HospitalFilter, LoadError, matchModeOptions, PageCard, SearchBox, updatedColumn, useLazyTable, DataTable } from '@pathdesk/web-ui';
import { useGetDoctorsQuery } from './doctors-api';
import { DoctorDialog } from './doctor-dialog';

const text = matchModeOptions('text');

/** /setting/doctors: referring doctors, each at one hospital; filter by hospital. */
export default function DoctorsPage() {
  const { t } = useSettingsT();
  const table = useLazyTable({ sortField: 'name', filterable: DOCTOR_FILTERS });
  const { data, isFetching, isError, error, refetch } = useGetDoctorsQuery(table.params);
  const [editing, setEditing] = useState<DoctorDto | null | undefined>(undefined);
  const hospitalFilter = table.state.filters.hospitalId;
  const hospitalId = hospitalFilter && 'constraints' in hospitalFilter ? (hospitalFilter.constraints[0]?.value as number | null) : null;

  const chooseHospital = (id: number | null) =>
    table.setState((s) => ({
      ...s,
      first: 0,
      filters: { ...s.filters, hospitalId: { operator: 'and', constraints: [{ value: id, matchMode: 'equals' }] } },
    }));

  return (
    <PageCard
      title={t('doctors.title')}
      subtitle={t('doctors.subtitle')}
      actions={
        <>
          <HospitalFilter value={hospitalId} onChange={chooseHospital} />
          <SearchBox {...table.searchProps} label={t('doctors.search')} />
          <Button type="button" label={t('common.add')} icon="pi pi-plus" onClick={() => setEditing(null)} />
        </>
      }
    >
      {isError ? <LoadError what={t('doctors.what')} error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.doctors ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        emptyMessage={t('doctors.empty')}
        aria-label={t('doctors.title')}
        stripedRows
        size="small"
      >
        <Column field="title" header={t('doctors.titleField')} sortable filter filterMatchModeOptions={text} style={{ width: '7rem' }} />
        <Column field="name" header={t('common.name')} sortable filter filterMatchModeOptions={text} />
        <Column field="licenceNo" header={t('doctors.licence')} sortable filter filterMatchModeOptions={text} />
        <Column field="hospitalName" header={t('common.hospital')} sortable filter filterMatchModeOptions={text} />
        <Column field="phone" header={t('common.phone')} filter filterMatchModeOptions={text} />
        {activeColumn<DoctorDto>()}
        {updatedColumn<DoctorDto>()}
        {editColumn((d: DoctorDto) => t('common.editName', { name: d.name }), setEditing)}
      </DataTable>
      {editing !== undefined ? <DoctorDialog doctor={editing} defaultHospitalId={hospitalId} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
