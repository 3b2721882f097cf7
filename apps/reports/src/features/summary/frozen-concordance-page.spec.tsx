import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labMonth, type FrozenConcordanceMonth } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import FrozenConcordancePage from './frozen-concordance-page';

const month = (over: Partial<FrozenConcordanceMonth>): FrozenConcordanceMonth => ({
  month: '2026-11',
  frozenSections: 5,
  reported: 4,
  withinTarget: 3,
  medianMinutes: 17.5,
  correlated: 4,
  agree: 2,
  deferred: 1,
  minor: 0,
  major: 1,
  concordancePercent: 66.7,
  ...over,
});

describe('the frozen section concordance page (issue 32.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('asks for the last six months and shows each month, then their total, against the lab’s target', async () => {
    const asked: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      expect(requestedPath(input as Request)).toBe('/api/surgicals/summary/frozen-concordance');
      asked.push(url.search);
      return jsonResponse({
        months: [
          month({ month: '2026-10', frozenSections: 2, reported: 2, withinTarget: 1, medianMinutes: 22, correlated: 0, agree: 0, deferred: 0, major: 0, concordancePercent: null }),
          month({}),
        ],
        total: month({ month: 'total', frozenSections: 7, reported: 6, withinTarget: 4, medianMinutes: 19, correlated: 4, concordancePercent: 66.7 }),
        targetMinutes: 25,
      });
    });
    renderPage(<FrozenConcordancePage />, { at: '/report/frozen-concordance' });
    expect(screen.getByRole('heading', { name: 'Frozen section concordance' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Frozen section concordance' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Month',
      'Frozen sections',
      'Reported',
      'Within target',
      '% within target',
      'Median (min)',
      'Compared',
      'Agree',
      'Deferred',
      'Minor discrepancy',
      'Major discrepancy',
      'Concordance',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await within(rows[2]!).findByText('All months');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['10/2026', '2', '2', '1', '50.0 %', '22', '0', '0', '0', '0', '0', '—'],
      ['11/2026', '5', '4', '3', '75.0 %', '17.5', '4', '2', '1', '0', '1', '66.7 %'],
      ['All months', '7', '6', '4', '66.7 %', '19', '4', '2', '1', '0', '1', '66.7 %'],
    ]);
    expect(rows[2]).toHaveClass('font-semibold');
    // The lab's target, from the answer.
    expect(screen.getByText(/against the target of 25 min from receipt to diagnosis/)).toBeInTheDocument();
    expect(screen.getByText(/^Target: 25 min from receipt to diagnosis/)).toBeInTheDocument();
    const now = labMonth();
    const [y, m] = now.split('-').map(Number) as [number, number];
    const from = new Date(y, m - 6, 1);
    expect(asked[0]).toBe(`?from=${from.getFullYear()}-${String(from.getMonth() + 1).padStart(2, '0')}&to=${now}`);
  });

  it('says when no section was received in the months (no total row)', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        months: [],
        total: month({
          month: 'total',
          frozenSections: 0,
          reported: 0,
          withinTarget: 0,
          medianMinutes: null,
          correlated: 0,
          agree: 0,
          deferred: 0,
          major: 0,
          concordancePercent: null,
        }),
        targetMinutes: 20,
      }),
    );
    renderPage(<FrozenConcordancePage />, { at: '/report/frozen-concordance' });
    expect(await screen.findByText('No frozen section in these months.')).toBeInTheDocument();
    expect(screen.queryByText('All months')).not.toBeInTheDocument();
  });

  it('says when the record could not be loaded, and asks again', async () => {
    let calls = 0;
    fetchMock.mockImplementation(async () => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Down' }, 500)
        : jsonResponse({ months: [month({})], total: month({ month: 'total' }), targetMinutes: 20 });
    });
    renderPage(<FrozenConcordancePage />, { at: '/report/frozen-concordance' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/frozen-section concordance/);
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('All months')).toBeInTheDocument();
  });
});
