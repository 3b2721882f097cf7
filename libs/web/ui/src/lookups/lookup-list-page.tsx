import { DataTable } from '../data-table.js';
import { useMemo, useState } from 'react';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { CFGVALUE_FILTERS, type CfgCategory, type CfgvalueDto } from '@pathdesk/contracts';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { useDeleteCfgvaluesMutation, useGetCfgvaluesQuery } from '@pathdesk/web-lookups';
import { confirmDelete, DeleteButton } from '../delete-selection.js';
import { editColumn, matchModeOptions, statusColumn, updatedColumn, useLazyTable } from '../lazy-table/index.js';
import { LoadError } from '../load-error.js';
import { PageCard } from '../page-card.js';
import { SearchBox } from '../search-box.js';
import { useApiFailure } from '../use-api-failure.js';
import { CfgvalueDialog } from './cfgvalue-dialog.js';
import { useCategoryCopy } from './lookup-categories.js';
import { useCommonT } from '../use-common-t.js';

/**
 * The one list editor of the config-value categories (screeners, pathologists, types, comments,
 * companies, name titles): server-paged, sorted and filtered; add and edit in a dialog; delete
 * behind the confirm dialog (entries in use are deactivated instead, as the server says).
 */
export function LookupListPage({ category, embedded = false }: { category: CfgCategory; embedded?: boolean }) {
  const { t } = useCommonT();
  const copy = useCategoryCopy(category);
  const dispatch = useAppDispatch();
  const failed = useApiFailure();
  const table = useLazyTable({ sortField: 'sortOrder', filterable: CFGVALUE_FILTERS });
  const params = useMemo(() => ({ ...table.params, category }), [table.params, category]);
  const { data, isFetching, isError, error, refetch } = useGetCfgvaluesQuery(params);
  const [deleteCfgvalues, { isLoading: deleting }] = useDeleteCfgvaluesMutation();
  const [selection, setSelection] = useState<CfgvalueDto[]>([]);
  const [editing, setEditing] = useState<CfgvalueDto | null | undefined>(undefined);

  const deleteSelection = () =>
    confirmDelete({
      header: t('lookups.deleteHeader', { what: copy.title.toLowerCase() }),
      message: t('lookups.deleteMessage', { names: selection.map((e) => e.name).join(', ') }),
      accept: async () => {
        const result = await deleteCfgvalues({ ids: selection.map((e) => e.id), params });
        if ('error' in result) return failed(t('lookups.deleteFailed'), result.error);
        setSelection([]);
        dispatch(notify({ severity: result.data.deactivated.length ? 'warn' : 'success', summary: t('lookups.deleted'), detail: result.data.message }));
      },
    });

  const actions = (
    <>
      <SearchBox {...table.searchProps} label={t('lookups.search', { what: copy.title.toLowerCase() })} />
      <Button type="button" label={t('lookups.add')} icon="pi pi-plus" onClick={() => setEditing(null)} />
      <DeleteButton disabled={selection.length === 0 || deleting} onClick={deleteSelection} />
    </>
  );

  const content = (
    <>
      {isError ? <LoadError what="list" error={error} onRetry={refetch} /> : null}
      <DataTable
        {...table.tableProps}
        value={data?.cfgvalues ?? []}
        totalRecords={data?.total ?? 0}
        dataKey="id"
        loading={isFetching}
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(e) => setSelection(e.value as CfgvalueDto[])}
        emptyMessage={t('lookups.empty', { what: copy.title.toLowerCase() })}
        aria-label={copy.title}
        stripedRows
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="name" header={t('lookups.name')} sortable filter filterMatchModeOptions={matchModeOptions('text')} filterPlaceholder={t('lookups.name')} />
        <Column field="value" header={copy.valueLabel} sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="description" header={t('lookups.description')} filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="sortOrder" header={t('lookups.order')} sortable dataType="numeric" filter filterMatchModeOptions={matchModeOptions('numeric')} style={{ width: '7rem' }} />
        {statusColumn<CfgvalueDto>({ filter: true })}
        {updatedColumn<CfgvalueDto>()}
        {editColumn((e: CfgvalueDto) => t('lookups.editEntry', { name: e.name }), setEditing)}
      </DataTable>
      {editing !== undefined ? <CfgvalueDialog category={category} entry={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );

  return embedded ? (
    <section aria-label={copy.title}>
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h2 className="text-xl font-semibold m-0">{copy.title}</h2>
          <p className="mt-1 mb-0 text-color-secondary">{copy.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </header>
      {content}
    </section>
  ) : (
    <PageCard title={copy.title} subtitle={copy.subtitle} actions={actions}>
      {content}
    </PageCard>
  );
}
