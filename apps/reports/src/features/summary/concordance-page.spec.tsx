import { screen, within } from '@testing-library/react';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import ConcordancePage from './concordance-page';

describe('the second-opinion page (issue 32.2)', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows the second opinions asked per pathologist and month, with their agreement rate', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = requestedPath(input as Request);
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
    expect(screen.getByRole('heading', { name: 'Second opinions' })).toBeInTheDocument();
    const opinions = await screen.findByRole('table', { name: 'Second opinions' });
    const opinionRows = within(opinions).getAllByRole('row').slice(1);
    await within(opinionRows[1]!).findByText('All pathologists');
    expect(opinionRows[0]).toHaveTextContent('11/2026พญ. ศิริพร3210150.0 %');
  });

  it('says when there is nothing in the months', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ rows: [] }));
    renderPage(<ConcordancePage />, { at: '/report/concordance' });
    expect(await screen.findByText('No second opinion asked in these months.')).toBeInTheDocument();
  });
});
