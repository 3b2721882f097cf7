import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import type { SettingPrefixDto } from '@pathdesk/contracts';
import { editColumn, LoadError, LookupListPage, PageCard, statusColumn } from '@pathdesk/web-ui';
import { useGetPrefixesQuery } from './prefixes-api';
import { KIND_LABELS, PrefixDialog } from './prefix-dialog';

/** /setting/prefix: accession-number prefixes, and the name titles (category "prefix"). */
export default function PrefixesPage() {
  const { data = [], isFetching, isError, error, refetch } = useGetPrefixesQuery();
  const [editing, setEditing] = useState<SettingPrefixDto | null | undefined>(undefined);

  return (
    <>
      <PageCard
        title="Accession prefixes"
        subtitle="How each kind of case is numbered: letters, year, running number (e.g. S68-00042)."
        actions={<Button type="button" label="Add" icon="pi pi-plus" onClick={() => setEditing(null)} />}
      >
        {isError ? <LoadError what="prefixes" error={error} onRetry={refetch} /> : null}
        <DataTable value={data} dataKey="id" loading={isFetching} emptyMessage="No prefixes yet." aria-label="Accession prefixes" size="small" sortField="kind" sortOrder={1}>
          <Column field="kind" header="Kind" sortable body={(p: SettingPrefixDto) => KIND_LABELS[p.kind]} />
          <Column field="letters" header="Letters" sortable />
          <Column field="era" header="Year" body={(p: SettingPrefixDto) => (p.era === 'BE' ? 'Buddhist Era' : 'Common Era')} />
          <Column field="width" header="Digits" />
          <Column field="defaultPrice" header="Default price" body={(p: SettingPrefixDto) => p.defaultPrice.toLocaleString('th-TH', { minimumFractionDigits: 2 })} />
          <Column field="example" header="First number this year" />
          {statusColumn<SettingPrefixDto>()}
          {editColumn((p: SettingPrefixDto) => `Edit prefix ${p.letters}`, setEditing)}
        </DataTable>
        {editing !== undefined ? <PrefixDialog prefix={editing} onClose={() => setEditing(undefined)} /> : null}
      </PageCard>
      <div className="card">
        <LookupListPage category="prefix" embedded />
      </div>
    </>
  );
}
