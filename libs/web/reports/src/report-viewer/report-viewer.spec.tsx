import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { listItemOf, reportOf } from '../testing/report-fixtures';
import { ReportViewer, type ReportViewerProps } from './report-viewer';

const first = reportOf('surgical', { id: 7, supersededBy: 8 });
const amended = reportOf('surgical', { id: 8, version: 2, amended: true, amendReason: 'Margin status corrected', previousId: 7, releasedAt: '2025-06-05T02:00:00.000Z' });

/** The API with these versions of case 12 (newest first, as the list answers). */
function serve(versions = [amended, first]) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === '/api/reports/surgicals') return jsonResponse({ surgicalreports: versions.map(listItemOf), total: versions.length });
    const found = versions.find((v) => path === `/api/reports/surgicals/${v.id}`);
    return found ? jsonResponse({ surgicalreport: found }) : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No such surgical report.' }, 404);
  });
}

function renderViewer(props: Partial<ReportViewerProps> = {}) {
  const store = makeStore();
  const viewer = (more: Partial<ReportViewerProps>) => (
    <Provider store={store}>
      <ReportViewer kind="surgical" caseId={12} empty={<p>Not signed out yet.</p>} {...props} {...more} />
    </Provider>
  );
  const { rerender } = render(viewer({}));
  return { showCase: (caseId: number) => rerender(viewer({ caseId })) };
}

const documentTitled = (version: number) => screen.findByText(new RegExp(`^Report version ${version}`));

describe('ReportViewer', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows the current version of the case’s report, and asks for the whole chain', async () => {
    serve();
    renderViewer();

    expect(await documentTitled(2)).toHaveTextContent('Report version 2 (AMENDED)');
    expect(screen.getByRole('note', { name: 'Amended report' })).toHaveTextContent('Reason for amendment: Margin status corrected');
    const list = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(Object.fromEntries(list.searchParams)).toMatchObject({ caseId: '12', latestOnly: 'false' });
    expect(screen.getByRole('button', { name: /^Version 2/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /^Version 2/ })).toHaveTextContent('Reason: Margin status corrected');
    expect(screen.getByRole('button', { name: 'Download PDF of S68-00042 version 2' })).toBeEnabled();
  });

  it('keeps older versions readable, with the version that superseded them', async () => {
    serve();
    renderViewer();
    await documentTitled(2);

    await userEvent.click(screen.getByRole('button', { name: /^Version 1/ }));

    expect(await documentTitled(1)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Superseded by version 2.');
    expect(screen.getByRole('button', { name: /^Version 1/ })).toHaveAttribute('aria-current', 'true');
  });

  it('forgets the version picked when the page shows another case', async () => {
    serve();
    const { showCase } = renderViewer();
    await documentTitled(2);
    await userEvent.click(screen.getByRole('button', { name: /^Version 1/ }));
    await documentTitled(1);

    showCase(13);

    expect(await documentTitled(2)).toBeInTheDocument();
  });

  it('shows the version the page asks for and lets the page follow the choice', async () => {
    serve();
    const onSelect = jest.fn();
    renderViewer({ selectedId: 7, onSelect });

    expect(await documentTitled(1)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Version 2/ }));

    expect(onSelect).toHaveBeenCalledWith(8);
  });

  it('prints the page (the print rule keeps only the document)', async () => {
    serve();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderViewer();
    await documentTitled(2);

    await userEvent.click(screen.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the page’s empty state before the case is signed out', async () => {
    serve([]);
    renderViewer();

    expect(await screen.findByText('Not signed out yet.')).toBeInTheDocument();
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable.' }, 500));
    renderViewer();

    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded.Database unavailable.');
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await documentTitled(2)).toBeInTheDocument();
  });

  it('says when the version asked for does not exist', async () => {
    serve();
    renderViewer({ selectedId: 99 });

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such report version.No such surgical report.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
