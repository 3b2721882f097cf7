import { useState } from 'react';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { notify, useAppDispatch } from '@pathdesk/web-data';
import { activeColumn, confirmDelete, dateColumn, DeleteButton, editColumn, emptyFilters, matchModeOptions, PageCard, SearchBox, DataTable } from '@pathdesk/web-ui';
import { namedTable } from '../../gallery';
import { AdditionalTestDialog } from './additional-test-dialog';
import { addTest, deleteTests, SAMPLE_TESTS, updateTest, type AdditionalTest, type AdditionalTestInput } from './additional-tests';

type Row = Omit<AdditionalTest, 'updatedAt'> & { updatedAt: Date };

const FILTERS = emptyFilters({ code: 'text', name: 'text', price: 'numeric', active: 'boolean', updatedAt: 'date' });
const thb = (t: AdditionalTest | Row) => t.price.toLocaleString('th-TH', { minimumFractionDigits: 2 });

/**
 * /pages/crud: PathDesk's list editor (as the settings remote's lookup lists) on an in-memory list —
 * a toolbar with search, Add and Delete; a sortable, filterable, paged table; a dialog to add or edit;
 * delete behind the confirm dialog; toasts for what happened.
 */
export function CrudPage() {
  const dispatch = useAppDispatch();
  const [tests, setTests] = useState<AdditionalTest[]>(SAMPLE_TESTS);
  const [selection, setSelection] = useState<Row[]>([]);
  const [editing, setEditing] = useState<AdditionalTest | null | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(FILTERS);
  // The date filters compare dates: the table gets Date objects.
  const rows: Row[] = tests.map((t) => ({ ...t, updatedAt: new Date(t.updatedAt) }));

  const save = (input: AdditionalTestInput) => {
    if (editing) {
      setTests(updateTest(tests, editing.id, input));
      dispatch(notify({ severity: 'success', summary: 'Saved', detail: input.name.trim() }));
    } else {
      const result = addTest(tests, input);
      setTests(result.tests);
      dispatch(notify({ severity: 'success', summary: 'Added', detail: result.added.name }));
    }
    setEditing(undefined);
  };

  const deleteSelection = () =>
    confirmDelete({
      header: 'Delete additional tests',
      message: `Delete ${selection.map((t) => t.name).join(', ')}? Tests already on invoices are deactivated instead.`,
      accept: () => {
        const result = deleteTests(
          tests,
          selection.map((t) => t.id),
        );
        setTests(result.tests);
        setSelection([]);
        dispatch(notify({ severity: result.deactivated ? 'warn' : 'success', summary: 'Deleted', detail: result.message }));
      },
    });

  return (
    <PageCard
      title="Additional tests"
      subtitle="A working example of the list editor, on made-up data kept in the page (nothing is saved)."
      actions={
        <>
          <SearchBox label="Search additional tests" value={search} onChange={(e) => setSearch(e.target.value)} />
          <Button type="button" label="Add" icon="pi pi-plus" onClick={() => setEditing(null)} />
          <DeleteButton disabled={selection.length === 0} onClick={deleteSelection} />
        </>
      }
    >
      <DataTable
        value={rows}
        dataKey="id"
        paginator
        rows={5}
        rowsPerPageOptions={[5, 10, 20]}
        sortField="code"
        sortOrder={1}
        filters={filters}
        onFilter={(e) => setFilters(e.filters)}
        filterDisplay="menu"
        globalFilter={search}
        globalFilterFields={['code', 'name', 'description']}
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(e) => setSelection(e.value as Row[])}
        emptyMessage="No additional tests match."
        pt={namedTable('Additional tests')}
        stripedRows
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="code" header="Code" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="name" header="Name" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
        <Column field="description" header="Description" />
        <Column field="price" header="Price (THB)" sortable dataType="numeric" filter filterMatchModeOptions={matchModeOptions('numeric')} body={thb} align="right" />
        {activeColumn<Row>()}
        {dateColumn<Row>('updatedAt', 'Updated')}
        {editColumn(
          (t: Row) => `Edit ${t.name}`,
          (t) => setEditing(tests.find((x) => x.id === t.id) ?? null),
        )}
      </DataTable>
      {editing !== undefined ? <AdditionalTestDialog tests={tests} test={editing} onSave={save} onClose={() => setEditing(undefined)} /> : null}
    </PageCard>
  );
}
