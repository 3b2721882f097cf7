import { useState } from 'react';
import { type DataTableFilterMeta } from 'primereact/datatable';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { CASE_STATUS_LABELS, CASE_STATUSES, type FilterableFields } from '@pathdesk/contracts';
import { CaseStatusTag, dateColumn, emptyFilters, matchModeOptions, PriorityTag, SearchBox, DataTable } from '@pathdesk/web-ui';
import { Example, GalleryPage, namedTable } from '../gallery';
import { SAMPLE_CASES, type SampleCase } from '../sample-data';

type Row = Omit<SampleCase, 'receivedAt'> & { receivedAt: Date };

// In memory the date filters compare dates, so the rows hold Date objects (the API sends ISO text).
const ROWS: Row[] = SAMPLE_CASES.map((c) => ({ ...c, receivedAt: new Date(c.receivedAt) }));

const FILTERABLE: FilterableFields = { accessionNo: 'text', patientName: 'text', hospitalName: 'text', status: 'text', price: 'numeric', receivedAt: 'date' };

const STATUS_OPTIONS = CASE_STATUSES.map((value) => ({ value, label: CASE_STATUS_LABELS[value] }));

function statusFilter(options: ColumnFilterElementTemplateOptions) {
  return (
    <Dropdown value={options.value} options={STATUS_OPTIONS} onChange={(e) => options.filterCallback(e.value, options.index)} placeholder="Any" showClear aria-label="Status" />
  );
}

const thb = (row: Row) => row.price.toLocaleString('th-TH', { minimumFractionDigits: 2 });

/** /uikit/table: the worklist table — sorting, paging, column filters with the spec's match modes. */
export function TablePage() {
  const [filters, setFilters] = useState<DataTableFilterMeta>(() => emptyFilters(FILTERABLE));
  const [search, setSearch] = useState('');
  const clear = () => {
    setFilters(emptyFilters(FILTERABLE));
    setSearch('');
  };

  return (
    <GalleryPage title="Table" subtitle="Lists of cases, reports and invoices: one DataTable set up the same way everywhere.">
      <Example
        title="Worklist with column filters"
        use="any list a user sorts, pages and narrows down. Each column's funnel offers the match modes of its type (text, number, date) and joins rules with and/or."
        code={`import { dateColumn, emptyFilters, matchModeOptions } from '@pathdesk/web-ui';

<Column field="patientName" header="Patient" sortable filter filterMatchModeOptions={matchModeOptions('text')} />`}
      >
        <div className="flex flex-wrap gap-2 justify-content-between mb-3">
          <SearchBox label="Search cases" value={search} onChange={(e) => setSearch(e.target.value)} />
          <Button type="button" label="Clear filters" icon="pi pi-times" outlined onClick={clear} />
        </div>
        <DataTable
          value={ROWS}
          dataKey="id"
          paginator
          rows={5}
          rowsPerPageOptions={[5, 10, 20]}
          sortField="receivedAt"
          sortOrder={-1}
          removableSort
          filters={filters}
          onFilter={(e) => setFilters(e.filters)}
          filterDisplay="menu"
          globalFilter={search}
          globalFilterFields={['accessionNo', 'hn', 'patientName', 'hospitalName', 'specimen']}
          emptyMessage="No cases match."
          pt={namedTable('Cases')}
          stripedRows
          size="small"
        >
          <Column field="accessionNo" header="Accession no." sortable filter filterMatchModeOptions={matchModeOptions('text')} filterPlaceholder="S68-" />
          <Column field="patientName" header="Patient" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
          <Column field="hospitalName" header="Hospital" sortable filter filterMatchModeOptions={matchModeOptions('text')} />
          <Column field="specimen" header="Specimen" />
          <Column
            field="status"
            header="Status"
            sortable
            filter
            showFilterMatchModes={false}
            filterElement={statusFilter}
            body={(row: Row) => <CaseStatusTag status={row.status} />}
          />
          <Column header="Priority" body={(row: Row) => <PriorityTag priority={row.priority} />} />
          <Column field="price" header="Price (THB)" sortable dataType="numeric" filter filterMatchModeOptions={matchModeOptions('numeric')} body={thb} align="right" />
          {dateColumn<Row>('receivedAt', 'Received')}
        </DataTable>
      </Example>

      <Example
        title="Lists paged by the server"
        use="every list the API serves: the same table, but sorting, paging, filters and the search are sent to the server."
        code={`const table = useLazyTable({ sortField: 'receivedAt', sortOrder: -1, filterable: CASE_FILTERS });
const { data, isFetching } = useGetCasesQuery(table.params);

<SearchBox {...table.searchProps} label="Search cases" />
<DataTable {...table.tableProps} value={data?.surgicals ?? []} totalRecords={data?.total ?? 0} loading={isFetching}>…</DataTable>`}
      >
        <p className="m-0">
          <code>useLazyTable</code> keeps the page, the sort, the filters and the search (sent 300 ms after the user stops typing), and turns them into the list call's parameters;
          the API checks them against the contracts and answers a page and the total.
        </p>
      </Example>
    </GalleryPage>
  );
}
