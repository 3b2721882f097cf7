import { DataTable } from '../data-table.js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, setDateDisplay } from '@pathdesk/web-data';
import { activeColumn, dateColumn, editColumn, statusColumn, updatedColumn } from './columns';
import { emptyFilters } from './filter-options';

interface Row {
  id: number;
  name: string;
  active: boolean;
  status: string;
  updatedAt: string;
  lastLoginAt: string | null;
}

const rows: Row[] = [
  { id: 1, name: 'Siriraj', active: true, status: 'active', updatedAt: '2025-03-14T08:30:00', lastLoginAt: '2025-01-05T09:07:00' },
  { id: 2, name: 'Ramathibodi', active: false, status: 'inactive', updatedAt: '2025-12-31T23:59:00', lastLoginAt: null },
];

const filters = emptyFilters({ active: 'boolean', status: 'text', updatedAt: 'date', lastLoginAt: 'date' });

function renderTable(onEdit = jest.fn(), store = makeStore()) {
  render(
    <Provider store={store}>
      <DataTable value={rows} dataKey="id" filters={filters} filterDisplay="menu" aria-label="Rows">
        {activeColumn<Row>()}
        {statusColumn<Row>({ filter: true })}
        {updatedColumn<Row>()}
        {dateColumn<Row>('lastLoginAt', 'Last sign-in', { empty: '—' })}
        {editColumn((row: Row) => `Edit ${row.name}`, onEdit)}
      </DataTable>
    </Provider>,
  );
  return onEdit;
}

const bodyRow = (i: number) => within(screen.getAllByRole('row')[i + 1]!);
const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(name))!;

describe('table columns', () => {
  it('are real Columns of the DataTable, with their headers', () => {
    renderTable();

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Status', 'Status', 'Updated', 'Last sign-in', 'Edit']);
  });

  it('show active and inactive as tags', () => {
    renderTable();

    expect(bodyRow(0).getAllByText('Active')).toHaveLength(2);
    expect(bodyRow(0).getAllByText('Active')[0]!.parentElement).toHaveClass('p-tag', 'p-tag-success');
    expect(bodyRow(1).getAllByText('Inactive')[1]!.parentElement).toHaveClass('p-tag', 'p-tag-secondary');
  });

  it('show dates with the time in the lab’s format (mm/dd/yyyy by default, spec §9), or the stand-in for none', () => {
    renderTable();

    expect(bodyRow(0).getByText('03/14/2025 08:30')).toBeInTheDocument();
    expect(bodyRow(0).getByText('01/05/2025 09:07')).toBeInTheDocument();
    expect(bodyRow(1).getByText('—')).toBeInTheDocument();
  });

  it('show dd/mm/yyyy and Buddhist Era years when the lab set them', () => {
    const store = makeStore();
    store.dispatch(setDateDisplay({ dateFormat: 'dd/mm/yyyy', buddhistEra: true }));
    renderTable(jest.fn(), store);

    expect(bodyRow(0).getByText('14/03/2568 08:30')).toBeInTheDocument();
  });

  it('edit the row from its named pencil button', async () => {
    const onEdit = renderTable();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Ramathibodi' }));

    expect(onEdit).toHaveBeenCalledWith(rows[1]);
  });

  it.each([
    ['Updated', 'Date'],
    ['Status', 'Active'],
  ])('filter the "%s" column with its own control (%s)', async (name, control) => {
    renderTable();

    await userEvent.click(within(header(name)).getByRole('button'));

    const overlay = document.querySelector<HTMLElement>('.p-column-filter-overlay')!;
    expect(within(overlay).getByLabelText(control)).toBeInTheDocument();
  });

  it('filter the status column by active or inactive with `filter`', async () => {
    render(
      <DataTable value={rows} dataKey="id" filters={filters} filterDisplay="menu" aria-label="Rows">
        {statusColumn<Row>({ filter: true })}
      </DataTable>,
    );

    await userEvent.click(within(header('Status')).getByRole('button'));

    const overlay = document.querySelector<HTMLElement>('.p-column-filter-overlay')!;
    expect(within(overlay).getByLabelText('Status')).toBeInTheDocument();
    expect(overlay.querySelector('.p-column-filter-constraint .p-dropdown-label')).toHaveTextContent('Any');
  });

  it('sort but do not filter the status column without `filter`', () => {
    render(
      <DataTable value={rows} dataKey="id" aria-label="Rows">
        {statusColumn<Row>()}
      </DataTable>,
    );

    expect(within(header('Status')).queryByRole('button')).not.toBeInTheDocument();
    expect(header('Status')).toHaveAttribute('aria-sort', 'none');
  });
});
