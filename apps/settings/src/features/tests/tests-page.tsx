import { useMemo, useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { TEST_CATEGORIES, type TestCategory, type TestDto, type TestSortField } from '@pathdesk/contracts';
import { editColumn, LoadError, PageCard, SearchBox, StatusTag, TEST_CATEGORY_LABELS, updatedColumn, useLazyTable } from '@pathdesk/web-ui';
import { useGetTestCatalogueQuery } from './tests-api';
import { TestDialog } from './test-dialog';
import styles from './tests-page.module.css';

const CATEGORY_OPTIONS = TEST_CATEGORIES.map((value) => ({ value, label: TEST_CATEGORY_LABELS[value] }));
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
const baht = (amount: string) => Number(amount).toLocaleString('th-TH', { minimumFractionDigits: 2 });

/** /setting/tests: the catalogue of additional tests (stains, IHC, recuts…), their CGD codes and prices. */
export default function TestsPage() {
  const table = useLazyTable<TestSortField>({ sortField: 'code', filterable: {} });
  const [category, setCategory] = useState<TestCategory | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const params = useMemo(() => ({ ...table.params, ...(category ? { category } : {}), ...(active ? { active } : {}) }), [table.params, category, active]);
  const { data, isFetching, isError, error, refetch } = useGetTestCatalogueQuery(params);
  const [editing, setEditing] = useState<TestDto | null | undefined>(undefined);
  const firstPage = () => table.setState((s) => ({ ...s, first: 0 }));

  return (
    <PageCard
      title="Tests"
      subtitle="Special stains, immunohistochemistry and other additional tests pathologists order, with their prices."
      actions={
        <>
          <SearchBox {...table.searchProps} label="Search tests" />
          <Button type="button" label="Add" icon="pi pi-plus" onClick={() => setEditing(null)} />
        </>
      }
    >
      <div className="flex flex-wrap gap-2 mb-3" role="group" aria-label="Test filters">
        <Dropdown value={category} options={CATEGORY_OPTIONS} onChange={(e) => { setCategory((e.value as TestCategory | undefined) ?? null); firstPage(); }} placeholder="Any category" showClear aria-label="Category" />
        <Dropdown value={active} options={ACTIVE_OPTIONS} onChange={(e) => { setActive((e.value as string | undefined) ?? null); firstPage(); }} placeholder="Active or not" showClear aria-label="Active" />
      </div>
      {isError ? <LoadError what="tests" error={error} onRetry={refetch} /> : null}
      <div className={styles.table}>
        <DataTable {...table.tableProps} value={data?.tests ?? []} totalRecords={data?.total ?? 0} dataKey="id" loading={isFetching} emptyMessage="No tests match." pt={{ table: { 'aria-label': 'Tests' } }} stripedRows size="small">
          <Column field="code" header="Code" sortable style={{ width: '8rem' }} />
          <Column field="name" header="Name" sortable />
          <Column field="category" header="Category" sortable body={(t: TestDto) => TEST_CATEGORY_LABELS[t.category]} />
          <Column field="cgdCode" header="CGD code" body={(t: TestDto) => t.cgdCode ?? '—'} />
          <Column field="defaultPrice" header="Default price" body={(t: TestDto) => baht(t.defaultPrice)} />
          <Column header="Own prices" body={(t: TestDto) => (t.prices.length ? `${t.prices.length}` : '—')} />
          <Column field="active" header="Status" body={(t: TestDto) => <StatusTag value={t.active ? 'Active' : 'Inactive'} severity={t.active ? 'success' : 'secondary'} />} />
          {updatedColumn<TestDto>()}
          {editColumn((t: TestDto) => `Edit ${t.code}`, setEditing)}
        </DataTable>
      </div>
      {editing !== undefined ? <TestDialog test={editing} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
