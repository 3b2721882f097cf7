import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { lookupsApi } from '@pathdesk/web-lookups';
import { SEARCH_DELAY_MS } from '@pathdesk/web-ui';
import { listItemOf, reportOf } from '@pathdesk/web-reports/testing';
import { currentPath, renderPage as renderAt } from '../../testing/render-page';
import ReportListPage from './report-list-page';

const current = listItemOf(reportOf('surgical', { id: 8, version: 2, amended: true, previousId: 7 }));

/** The queries the page sent to the report list, in order. */
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/reports/surgicals')
    .map((url) => Object.fromEntries(url.searchParams));

const signedInAs = (role: string) => ({ session: { status: 'authenticated' as const, user: { id: 1, username: role, name: role, role }, expired: false } });

function renderPage({ role = 'user', items = [current], total = items.length }: { role?: string; items?: (typeof current)[]; total?: number } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === '/api/reports/surgicals') return jsonResponse({ surgicalreports: items, total: Math.min(total, 1_000), totalCapped: total > 1_000 });
    if (path === '/api/cfgvalues/hospitals') return jsonResponse({ hospitals: [{ id: 3, code: 'BKV', name: 'โรงพยาบาลกรุงเทพเวชการ', nameEn: null }] });
    throw new Error(`unexpected ${path}`);
  });
  const store = makeStore(signedInAs(role));
  if (role !== 'guest')
    void store.dispatch(lookupsApi.util.upsertQueryData('getHospitalOptions', undefined, [{ id: 3, code: 'BKV', name: 'โรงพยาบาลกรุงเทพเวชการ', nameEn: null }]));
  renderAt(<ReportListPage kind="surgical" />, { at: '/report/surgical-report', store });
}

const requestedPaths = () => fetchMock.mock.calls.map(([input]) => requestedPath(input as Request));

describe('a report list', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists the latest released versions, newest first, with dates as the lab writes them', async () => {
    renderPage();

    // The first table is the released list (lab staff also get the reports to send below it).
    const table = (await screen.findAllByRole('table'))[0]!;
    await within(table).findByText('S68-00042');
    expect(listQueries()[0]).toEqual({ first: '0', rows: '20', sortField: 'releasedAt', sortOrder: '-1', latestOnly: 'true' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('v2AMENDED');
    // As the lab writes dates (the default, mm/dd/yyyy, issue 26.2), not the printed report's long Thai form.
    expect(row).toHaveTextContent(/06\/02\/2025 \d\d:05/);
    expect(row).toHaveTextContent('นาง สมหญิง ใจดี');
    expect(screen.getByText('1 report released')).toBeInTheDocument();
  });

  it('says "1,000+" when the API stopped counting there', async () => {
    renderPage({ total: 250_000 });

    expect(await screen.findByText('1,000+ reports released')).toBeInTheDocument();
  });

  it('searches as the user pauses, and shows older versions on request', async () => {
    renderPage();
    await screen.findByText('S68-00042');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Accession no., HN or name' }), 'S68-0004');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ search: 'S68-0004' }), { timeout: SEARCH_DELAY_MS * 5 });
    await userEvent.click(screen.getByLabelText('Latest versions only'));

    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ search: 'S68-0004', latestOnly: 'false', first: '0' }));
  });

  it('opens a report from its row, or its accession number', async () => {
    renderPage();

    await userEvent.click(await screen.findByRole('link', { name: 'S68-00042' }));

    expect(currentPath()).toHaveTextContent('/report/surgical-report/8');
  });

  it('opens the report a link names (?reportId=, the dashboard’s)', () => {
    renderAt(<ReportListPage kind="surgical" />, { at: '/report/surgical-report?reportId=8', route: '/report/surgical-report' });

    expect(currentPath()).toHaveTextContent('/report/surgical-report/8');
  });

  it('shows the diagnosis under its specimen heading, two lines, the whole text on hover', async () => {
    const diagnosis = 'Skin, left arm, excision:\n- Dermatofibroma, completely excised.\n- No malignancy.';
    renderPage({ items: [{ ...current, diagnosis }] });

    const cell = await screen.findByTitle(diagnosis, { normalizer: (title) => title });
    expect(cell).toHaveTextContent('Dermatofibroma, completely excised.');
    expect(cell.className).toMatch(/diagnosis/);
  });

  it('offers lab staff the hospital filter', async () => {
    renderPage({ role: 'user' });
    await screen.findByText('S68-00042');
    expect(within(screen.getByRole('group', { name: 'Report filters' })).getByLabelText('Hospital')).toBeInTheDocument();
  });

  it('shows a guest no hospital filter, and asks for no list a guest is refused', async () => {
    renderPage({ role: 'guest' });
    await screen.findByText('S68-00042');

    expect(within(screen.getByRole('group', { name: 'Report filters' })).queryByLabelText('Hospital')).toBeNull();
    expect(requestedPaths()).not.toContain('/api/cfgvalues/hospitals');
  });
});
