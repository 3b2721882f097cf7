import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { listItemOf, reportOf } from '@pathdesk/web-reports/testing';
import type { CaseOutletContext } from '../cases';
import ReportViewPage from './report-view-page';

const report = reportOf('gynecological', { id: 5 });
const caseDto = report.snapshot.case;

/** The page as the case layout shows it, at the gynecological spelling of the tab (spec §2). */
function renderPage() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[`/workspace/gyneologicals/${caseDto.id}/view`]}>
        <Routes>
          <Route path="/workspace/gyneologicals/:id" element={<Outlet context={{ kind: 'gynecological', caseDto } satisfies CaseOutletContext} />}>
            <Route path="view" element={<ReportViewPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

function serve(versions: (typeof report)[]) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === '/api/reports/gynecologicals') return jsonResponse({ gynecologicalreports: versions.map(listItemOf), total: versions.length });
    return jsonResponse({ gynecologicalreport: versions.find((v) => path.endsWith(`/${v.id}`)) });
  });
}

describe('the Report tab of a case', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows the case’s signed-out report, ready to download and print', async () => {
    serve([report]);
    renderPage();

    expect(await screen.findByRole('article', { name: /GYNECOLOGIC CYTOLOGY REPORT/ })).toHaveTextContent('G68-00103');
    const list = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(Object.fromEntries(list.searchParams)).toMatchObject({ caseId: String(caseDto.id), latestOnly: 'false' });
    expect(screen.getByRole('button', { name: /^Download PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says the case is not signed out yet, with the way to its result', async () => {
    serve([]);
    renderPage();

    expect(await screen.findByText('This case has not been signed out yet: there is no report to show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the result' })).toHaveAttribute('href', `/workspace/gynecologicals/${caseDto.id}/result`);
  });
});
