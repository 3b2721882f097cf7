import { screen, within } from '@testing-library/react';
import { labMonth, type SynopticCompletenessRow } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import SynopticCompletenessPage from './synoptic-completeness-page';

const row = (over: Partial<SynopticCompletenessRow>): SynopticCompletenessRow => ({
  month: '2026-11',
  pathologistId: 3,
  pathologistName: 'พญ. ศิริพร วัฒนกุล',
  eligible: 10,
  complete: 9,
  percent: 90,
  meetsTarget: true,
  ...over,
});

describe('the synoptic completeness page (issue 30.6)', () => {
  afterEach(() => fetchMock.mockReset());

  it('asks for the last six months and shows each pathologist and the month’s total against the target', async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      asked.push(new URL((input as Request).url).search);
      return jsonResponse({
        target: 90,
        rows: [
          row({}),
          row({ pathologistId: 4, pathologistName: 'นพ. ธนวัฒน์', eligible: 4, complete: 2, percent: 50, meetsTarget: false }),
          row({ pathologistId: null, pathologistName: null, eligible: 14, complete: 11, percent: 78.6, meetsTarget: false }),
        ],
      });
    });
    renderPage(<SynopticCompletenessPage />, { at: '/report/synoptic-completeness' });
    const table = await screen.findByRole('table', { name: 'Synoptic completeness' });
    const rows = within(table).getAllByRole('row').slice(1);
    await within(rows[2]!).findByText('All pathologists');
    expect(rows[0]).toHaveTextContent('11/2026พญ. ศิริพร วัฒนกุล10990.0 %');
    expect(rows[1]).toHaveTextContent('50.0 % (< 90 %)');
    expect(rows[2]).toHaveTextContent('141178.6 % (< 90 %)');
    const now = labMonth();
    const [y, m] = now.split('-').map(Number) as [number, number];
    const from = new Date(y, m - 6, 1);
    expect(asked[0]).toBe(`?from=${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}&to=${now}`);
  });

  it('says when no eligible report was released', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ target: 90, rows: [] }));
    renderPage(<SynopticCompletenessPage />, { at: '/report/synoptic-completeness' });
    expect(await screen.findByText('No malignant surgical report a dataset applies to was released in these months.')).toBeInTheDocument();
  });
});
