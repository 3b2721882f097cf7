import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { listItemOf, reportOf } from '@pathdesk/web-reports/testing';
import { currentPath, renderPage } from '../../testing/render-page';
import ReportDetailPage from './report-detail-page';

const first = reportOf('cytological', { id: 7, supersededBy: 8 });
const amended = reportOf('cytological', { id: 8, version: 2, amended: true, amendReason: 'Wrong specimen site', previousId: 7 });

function renderAt(path: string) {
  fetchMock.mockImplementation(async (input) => {
    const p = requestedPath(input as Request);
    if (p === '/api/reports/cytologicals') return jsonResponse({ cytologicalreports: [amended, first].map(listItemOf), total: 2 });
    const found = [first, amended].find((r) => p === `/api/reports/cytologicals/${r.id}`);
    return found ? jsonResponse({ cytologicalreport: found }) : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No such cytological report.' }, 404);
  });
  renderPage(<ReportDetailPage kind="cytological" />, { at: path, route: '/report/cytological-report/:id' });
}

describe('a report version page', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows the version asked for, under the accession number, with the case’s versions', async () => {
    renderAt('/report/cytological-report/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'C68-00007' })).toBeInTheDocument();
    expect(await screen.findByText(/^Report version 1/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Superseded by version 2.');
    expect(screen.getByRole('link', { name: 'All cytological reports' })).toHaveAttribute('href', '/report/cytological-report');
  });

  it('follows the version picked in the address', async () => {
    renderAt('/report/cytological-report/7');
    await screen.findByText(/^Report version 1/);

    await userEvent.click(screen.getByRole('button', { name: /^Version 2/ }));

    expect(currentPath()).toHaveTextContent('/report/cytological-report/8');
    expect(await screen.findByRole('note', { name: 'Amended report' })).toHaveTextContent('Wrong specimen site');
  });

  it.each(['/report/cytological-report/99', '/report/cytological-report/abc'])('says there is no such report at %s', async (path) => {
    renderAt(path);

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such report.');
  });
});
