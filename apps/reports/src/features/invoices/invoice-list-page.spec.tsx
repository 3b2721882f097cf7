import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { labDay } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { lookupsApi } from '@pathdesk/web-lookups';
import { currentPath, renderPage as renderAt } from '../../testing/render-page';
import { invoiceOf, issuedOf, jobOf, listItemOf } from './invoice-fixtures';
import InvoiceListPage from './invoice-list-page';
import { InvoiceListRoute } from './invoice-list-route';

const overdue = listItemOf(issuedOf({ id: 7, paymentState: 'partial', paid: '400.00', balance: '2000.00', overdue: true, daysOverdue: 45, ageing: '31-60' }));
const draft = listItemOf(invoiceOf({ id: 9 }));
const SUMS = { subtotal: '4800.00', total: '4800.00', paid: '400.00', credited: '0.00', balance: '4400.00' };
const LIST = '/api/reports/surgicalinvoices';

/** The queries the page sent to the invoice list, in order. */
const listQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === LIST)
    .map((url) => Object.fromEntries(url.searchParams));
const posts = () => fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');

type Handler = (request: Request) => Promise<Response> | Response;

function renderPage({
  at = '/report/surgical-invoice',
  post,
  job,
  list,
  runs,
  asRouted = false,
}: { at?: string; post?: Handler; job?: Handler; list?: Handler; runs?: Handler; asRouted?: boolean } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && post) return post(request);
    if (path === LIST) return list ? list(request) : jsonResponse({ surgicalinvoices: [overdue, draft], total: 2, sums: SUMS });
    if (path.startsWith(`${LIST}/month-end/`) && job) return job(request);
    if (path === `${LIST}/month-end` && runs) return runs(request);
    throw new Error(`unexpected ${request.method} ${requestedPath(request)}`);
  });
  const store = makeStore();
  void store.dispatch(lookupsApi.util.upsertQueryData('getHospitalOptions', undefined, [{ id: 3, code: 'BKV', name: 'โรงพยาบาลกรุงเทพเวชการ', nameEn: null }]));
  void store.dispatch(lookupsApi.util.upsertQueryData('getCfgOptions', 'companies', [{ id: 5, name: 'บริษัท ประกันสุขภาพ จำกัด', value: null }]));
  renderAt(asRouted ? <InvoiceListRoute kind="surgical" /> : <InvoiceListPage kind="surgical" />, { at, route: '/report/surgical-invoice', store });
}

describe('an invoice list', () => {
  afterEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('lists the invoices with their status, ageing and baht, and the sums of all that match', async () => {
    renderPage();

    const table = await screen.findByRole('table');
    await within(table).findByText('INV-S69-00007');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('INV-S69-00007');
    // Dates as the lab writes them (the default: mm/dd/yyyy; a whole month as mm/yyyy, issue 26.2).
    expect(first).toHaveTextContent('10/2026');
    expect(first).toHaveTextContent('11/01/2026');
    expect(first).toHaveTextContent('฿2,400.00');
    expect(first).toHaveTextContent('฿2,000.00');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('45 days (31-60)');
    expect(second).toHaveTextContent('Draft #9');
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(totals).toHaveTextContent('Outstanding฿4,400.00'));
    expect(listQueries()[0]).toEqual({ first: '0', rows: '20', sortField: 'createdAt', sortOrder: '-1' });
  });

  it('as routed, asks for the first page while the page’s code loads, and the page shows that answer (one call, issue 18)', async () => {
    renderPage({ asRouted: true });

    expect(await screen.findByText('INV-S69-00007')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Outstanding฿4,400.00'));
    expect(listQueries()).toEqual([{ first: '0', rows: '20', sortField: 'createdAt', sortOrder: '-1' }]);
  });

  it('says how to start when there is no invoice yet', async () => {
    renderPage({ list: () => jsonResponse({ surgicalinvoices: [], total: 0, sums: { subtotal: '0.00', total: '0.00', paid: '0.00', credited: '0.00', balance: '0.00' } }) });

    expect(await screen.findByText('No invoices yet: make a draft, or run month end.')).toBeInTheDocument();
  });

  it('gives the server’s reason when the list cannot be read, with a retry', async () => {
    renderPage({ list: () => jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Invoices are for lab staff and administrators.' }, 403) });

    expect(await screen.findByRole('alert')).toHaveTextContent('The invoices could not be loaded: Invoices are for lab staff and administrators.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('filters by status on the server, from the first page', async () => {
    renderPage();
    await screen.findByText('INV-S69-00007');

    const [, status] = screen.getByRole('group', { name: 'Invoice filters' }).querySelectorAll<HTMLElement>('.p-dropdown');
    await userEvent.click(status!);
    await userEvent.click(await screen.findByRole('option', { name: 'Overdue', hidden: true }));

    await waitFor(() => expect(listQueries().at(-1)).toEqual({ first: '0', rows: '20', sortField: 'createdAt', sortOrder: '-1', status: 'overdue' }));
  });

  it('opens an invoice from its number', async () => {
    renderPage();

    await userEvent.click(await screen.findByRole('link', { name: 'INV-S69-00007' }));

    expect(currentPath()).toHaveTextContent('/report/surgical-invoice/7');
  });

  it('shows the refusal of a new draft in the dialog, and keeps the dialog open', async () => {
    renderPage({ post: () => jsonResponse({ statusCode: 422, error: 'Unprocessable Entity', message: 'Nothing to bill: no billable line in the period.' }, 422) });

    await userEvent.click(await screen.findByRole('button', { name: 'New draft…' }));
    const dialog = screen.getByRole('dialog', { name: 'New surgical invoice draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the draft' }));

    expect(await within(dialog).findByText('Nothing to bill: no billable line in the period.')).toBeInTheDocument();
    const body = await posts()[0]!.json();
    // The default, this month, is billed so far: the 1st to today (the API bills no period that is not over).
    const today = labDay();
    expect(body).toEqual({ payer: null, from: `${today.slice(0, 7)}-01`, to: today });
  });

  it('opens the one draft made', async () => {
    renderPage({ post: () => jsonResponse({ surgicalinvoices: [listItemOf(invoiceOf({ id: 31 }))], total: 1, sums: SUMS }, 201) });

    await userEvent.click(await screen.findByRole('button', { name: 'New draft…' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make the draft' }));

    await waitFor(() => expect(currentPath()).toHaveTextContent('/report/surgical-invoice/31'));
  });

  it('follows a month-end run named in the address until its files are ready', async () => {
    let reads = 0;
    const job = jobOf();
    renderPage({
      at: `/report/surgical-invoice?job=${job.id}`,
      job: () => {
        reads += 1;
        return jsonResponse({ job: reads === 1 ? job : { ...job, state: 'done', done: 4, invoiceIds: [1, 2, 3, 4], filesReady: true } });
      },
    });

    const run = await screen.findByRole('region', { name: 'Month end' });
    expect(await within(run).findByText('1 of 4 payers done')).toBeInTheDocument();
    expect(within(run).getByRole('progressbar', { name: 'Month-end progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(await within(run).findByText('Done: 4 invoices issued.')).toBeInTheDocument();
    expect(within(run).getByRole('link', { name: 'Merged PDF' })).toHaveAttribute('href', `/api/reports/surgicalinvoices/month-end/${job.id}/pdf`);
    expect(within(run).getByRole('link', { name: 'Excel workbook' })).toHaveAttribute('href', `/api/reports/surgicalinvoices/month-end/${job.id}/xlsx`);
  });
});

describe('past month-end runs', () => {
  afterEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it("lists the kind's runs from the API with their files; a run that issued nothing offers none; one is shown on the page", async () => {
    const done = jobOf({ state: 'done', done: 4, total: 4, invoiceIds: [1, 2, 3, 4], filesReady: true, finishedAt: '2026-11-01T02:05:00.000Z' });
    const empty = jobOf({
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      state: 'done',
      done: 0,
      total: 0,
      invoiceIds: [],
      filesReady: false,
      createdBy: 'admin',
      createdAt: '2026-11-02T02:00:00.000Z',
    });
    renderPage({ runs: () => jsonResponse({ jobs: [empty, done], total: 2 }), job: () => jsonResponse({ job: empty }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Past runs' }));
    const dialog = screen.getByRole('dialog', { name: 'Month-end runs: surgical invoices' });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('10/2026');
    expect(rows[1]).toHaveTextContent('admin');
    expect(rows[1]).toHaveTextContent('None: nothing was issued');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('4');
    expect(within(rows[2]!).getByRole('link', { name: 'Merged PDF of 10/2026' })).toHaveAttribute('href', `/api/reports/surgicalinvoices/month-end/${done.id}/pdf`);
    expect(within(rows[2]!).getByRole('link', { name: 'Excel workbook of 10/2026' })).toHaveAttribute('href', `/api/reports/surgicalinvoices/month-end/${done.id}/xlsx`);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Show the run of 10\/2026/ }));
    const run = await screen.findByRole('region', { name: 'Month end' });
    expect(await within(run).findByText('Done: nothing to bill, no invoice issued — so no files.')).toBeInTheDocument();
    expect(within(run).queryByRole('link')).not.toBeInTheDocument();
    expect(within(run).queryByText(/Preparing/)).not.toBeInTheDocument();
    expect(localStorage.getItem('pathdesk.invoices.monthEnd.surgical')).toBe(empty.id);
  });

  it('says when there is no run yet', async () => {
    renderPage({ runs: () => jsonResponse({ jobs: [], total: 0 }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Past runs' }));
    expect(await within(screen.getByRole('dialog')).findByText('No month-end run yet.')).toBeInTheDocument();
  });
});

describe('month end on the invoice list', () => {
  afterEach(() => {
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('starts a run for the month picked after the confirmation, and follows it', async () => {
    const job = jobOf({ state: 'queued', total: 0, done: 0 });
    renderPage({ post: () => jsonResponse({ job }, 202), job: () => jsonResponse({ job }) });
    render(<ConfirmDialog />);

    await userEvent.click(await screen.findByRole('button', { name: 'Month end…' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Month end: surgical invoices' })).getByRole('button', { name: 'Issue all…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Issue all' }));

    expect(await within(await screen.findByRole('region', { name: 'Month end' })).findByText('Waiting to start…')).toBeInTheDocument();
    expect(await posts()[0]!.json()).toEqual({ month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect(localStorage.getItem('pathdesk.invoices.monthEnd.surgical')).toBe(job.id);
  });

  it('offers to follow the run already under way when the month is refused for it', async () => {
    const job = jobOf();
    renderPage({
      post: () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'A month-end run of 2026-10 is already under way.',
            errors: [{ field: 'month', message: `has a run under way (${job.id})` }],
          },
          409,
        ),
      job: () => jsonResponse({ job }),
    });
    render(<ConfirmDialog />);

    await userEvent.click(await screen.findByRole('button', { name: 'Month end…' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Issue all…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Issue all' }));
    const dialog = screen.getByRole('dialog', { name: 'Month end: surgical invoices' });
    expect(await within(dialog).findByText('A month-end run of 2026-10 is already under way.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Follow the run under way' }));

    expect(await screen.findByText('1 of 4 payers done')).toBeInTheDocument();
  });
});
