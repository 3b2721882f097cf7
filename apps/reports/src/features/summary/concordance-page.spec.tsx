import { screen, within } from '@testing-library/react';
import type { FrozenConcordanceMonth } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import ConcordancePage from './concordance-page';

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

describe('the frozen-section and second-opinion concordance page (issue 32.2–32.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows each month’s frozen sections against the target and the second opinions per pathologist', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = requestedPath(input as Request);
      if (path === '/api/surgicals/summary/frozen-concordance') return jsonResponse({ months: [month({})], total: month({ month: 'total' }), targetMinutes: 20 });
      if (path === '/api/consultations/summary')
        return jsonResponse({
          rows: [
            { month: '2026-11', pathologist: 'doctor', pathologistName: 'พญ. ศิริพร', asked: 3, answered: 2, agree: 1, minor: 0, major: 1, agreementPercent: 50 },
            { month: '2026-11', pathologist: null, pathologistName: null, asked: 3, answered: 2, agree: 1, minor: 0, major: 1, agreementPercent: 50 },
          ],
        });
      throw new Error(`unexpected ${path}`);
    });
    renderPage(<ConcordancePage />, { at: '/report/concordance' });
    expect(await screen.findByRole('heading', { name: 'Frozen sections (target 20 min)' })).toBeInTheDocument();
    const frozen = await screen.findByRole('table', { name: 'Frozen-section concordance' });
    const rows = within(frozen).getAllByRole('row').slice(1);
    await within(rows[1]!).findByText('All months');
    expect(rows[0]).toHaveTextContent('11/202653 (75.0 %)17.5210166.7 %');
    const opinions = screen.getByRole('table', { name: 'Second opinions' });
    const opinionRows = within(opinions).getAllByRole('row').slice(1);
    expect(opinionRows[0]).toHaveTextContent('11/2026พญ. ศิริพร3210150.0 %');
    expect(opinionRows[1]).toHaveTextContent('All pathologists');
  });

  it('says when there is nothing in the months', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = requestedPath(input as Request);
      if (path === '/api/surgicals/summary/frozen-concordance') return jsonResponse({ months: [], total: month({ month: 'total', frozenSections: 0 }), targetMinutes: 20 });
      return jsonResponse({ rows: [] });
    });
    renderPage(<ConcordancePage />, { at: '/report/concordance' });
    expect(await screen.findByText('No frozen section in these months.')).toBeInTheDocument();
    expect(await screen.findByText('No second opinion asked in these months.')).toBeInTheDocument();
  });
});
