import { act, render, screen } from '@testing-library/react';
import { Column } from 'primereact/column';
import { DataTable as PrimeDataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { changeLanguage, registerNamespace } from '@pathdesk/web-data';
import { DataTable } from './data-table.js';

registerNamespace('table-spec', { status: { active: 'Active' } }, async () => ({ default: { status: { active: 'ใช้งาน' } } }));

const rows = [{ id: 1, status: 'active' }];

/** A list whose status cell is translated, as every PathDesk list's are. */
function StatusList({ Table }: { Table: typeof DataTable }) {
  const { t } = useTranslation('table-spec');
  return (
    <Table value={rows} dataKey="id">
      <Column header="Status" body={(row: (typeof rows)[number]) => t(`status.${row.status}`)} />
    </Table>
  );
}

describe('the lists’ table', () => {
  afterEach(() => act(() => changeLanguage('en')));

  it('writes its cells again in the language switched to', async () => {
    render(<StatusList Table={DataTable} />);
    expect(screen.getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    await act(() => changeLanguage('th'));
    expect(await screen.findByRole('cell', { name: 'ใช้งาน' })).toBeInTheDocument();
  });

  it('is needed: PrimeReact’s own keeps the cell in the language it was first written in', async () => {
    render(<StatusList Table={PrimeDataTable as unknown as typeof DataTable} />);
    await act(() => changeLanguage('th'));
    expect(screen.getByRole('cell', { name: 'Active' })).toBeInTheDocument();
  });
});
