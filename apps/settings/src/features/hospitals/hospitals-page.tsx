import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { HOSPITAL_FILTERS, type HospitalDto } from '@pathdesk/contracts';
import { activeColumn, editColumn, LoadError, matchModeOptions, PageCard, SearchBox, updatedColumn, useLazyTable } from '@pathdesk/web-ui';
import { useGetHospitalsQuery } from './hospitals-api';
import { HospitalDialog } from './hospital-dialog';

const text = matchModeOptions('text');

/** /setting/hispitals: the hospitals and clinics that send specimens and are billed. */
export default function HospitalsPage() {
  const table = useLazyTable({ sortField: 'code', filterable: HOSPITAL_FILTERS });
  const { data, isFetching, isError, error, refetch } = useGetHospitalsQuery(table.params);
  const [editing, setEditing] = useState<HospitalDto | null | undefined>(undefined);

  return (
    <PageCard
      title="Hospitals"
      subtitle="Hospitals and clinics that send specimens; printed on reports and invoices."
      actions={
        <>
          <SearchBox {...table.searchProps} label="Search hospitals" />
          <Button type="button" label="Add" icon="pi pi-plus" onClick={() => setEditing(null)} />
        </>
      }
    >
      {isError ? <LoadError what="hospitals" error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.hospitals ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        emptyMessage="No hospitals match."
        aria-label="Hospitals"
        stripedRows
        size="small"
      >
        <Column field="code" header="Code" sortable filter filterMatchModeOptions={text} style={{ width: '8rem' }} />
        <Column field="nameTh" header="Name (Thai)" sortable filter filterMatchModeOptions={text} />
        <Column field="nameEn" header="Name (English)" sortable filter filterMatchModeOptions={text} />
        <Column field="taxId" header="Tax id" sortable filter filterMatchModeOptions={text} />
        <Column field="phone" header="Phone" filter filterMatchModeOptions={text} />
        {activeColumn<HospitalDto>()}
        {updatedColumn<HospitalDto>()}
        {editColumn((h: HospitalDto) => `Edit ${h.nameTh}`, setEditing)}
      </DataTable>
      {editing !== undefined ? <HospitalDialog hospital={editing} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
