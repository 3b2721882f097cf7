import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { DispatchDto, IncludeReportItem, JobRunDto, ReportMessageState } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { lookupsApi } from '@pathdesk/web-lookups';
import { listItemOf, reportOf } from '@pathdesk/web-reports/testing';
import { renderPage } from '../../testing/render-page';
import { IncludeReportsSection } from './include-reports-section';

const item = (id: number, accessionNo: string, resend = false): IncludeReportItem => ({
  ...listItemOf(reportOf('surgical', { id, accessionNo, version: resend ? 2 : 1, amended: resend })),
  hospitalId: 3,
  hn: `HN${id}`,
  resend,
  lastSentAt: resend ? '2026-11-20T03:00:00Z' : null,
});

const waiting = [item(11, 'S69-00011'), item(12, 'S69-00012', true), item(13, 'S69-00013')];

const sent: DispatchDto = {
  id: 9,
  number: 'D69-000009',
  kind: 'surgical',
  hospitalId: 3,
  hospitalName: 'โรงพยาบาลนครพิงค์',
  reportCount: 2,
  amendedCount: 1,
  note: null,
  createdAt: '2026-11-24T04:00:00Z',
  createdBy: 'Demo User',
  pageCount: 3,
  receivedCount: 0,
  items: [],
};

const job = (state: JobRunDto['state'], extra: Partial<JobRunDto> = {}): JobRunDto => ({
  id: '5d1f0a52-0c6f-4c1e-9f4e-0a8d7f3c2b11',
  kind: 'dispatch-pdf',
  state,
  total: 3,
  done: state === 'done' ? 3 : 0,
  error: null,
  dispatchId: state === 'done' ? 9 : null,
  filename: null,
  attempts: 1,
  createdBy: 'user',
  createdAt: '2026-11-24T04:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...extra,
});

/** Issue 29.3: report 11 acknowledged by the hospital's HL7 system, 12 refused, 13 sent no message. */
const messages: ReportMessageState[] = [
  { reportId: 11, interfaceId: 4, interfaceName: 'HL7 NKP', state: 'acked', attempts: 1, error: null, answeredAt: '2026-11-24T03:00:01Z' },
  { reportId: 12, interfaceId: 4, interfaceName: 'HL7 NKP', state: 'rejected', attempts: 1, error: 'Unknown HN', answeredAt: '2026-11-24T03:00:01Z' },
];

function serve({ dispatchStatus = 202, ended = job('done'), total = 3, totalCapped = false } = {}) {
  fetchMock.mockImplementation(async (input) => {
    // The PDF is fetched by its address (a string); jsdom's Response has no blob(): the PDF as the browser would give it.
    if (input === '/api/reports/dispatches/9/pdf') return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) } as unknown as Response;
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === '/api/reports/surgicalincludereports')
      return jsonResponse({ surgicalincludereports: url.searchParams.get('hospitalId') === '3' ? waiting : [], total, totalCapped });
    if (url.pathname === '/api/interface-messages')
      return jsonResponse({ messages: messages.filter((m) => url.searchParams.get('reportIds')!.split(',').includes(String(m.reportId))) });
    if (url.pathname === '/api/reports/dispatches' && request.method === 'GET') return jsonResponse({ dispatches: [sent], total: 1 });
    if (url.pathname === '/api/reports/dispatches/9' && request.method === 'GET') return jsonResponse({ dispatch: sent });
    // The dispatch is a job: queued (202), then its status polled until it ends.
    if (url.pathname === '/api/reports/dispatches/jobs' && request.method === 'POST')
      return dispatchStatus === 202 ? jsonResponse({ job: job('queued') }, 202) : jsonResponse({ statusCode: 409, error: 'Conflict', message: 'S69-00011 was sent already.' }, 409);
    if (url.pathname === `/api/jobs/${ended.id}`) return jsonResponse({ job: ended });
    throw new Error(`unexpected ${request.method} ${url.pathname}`);
  });
}

function renderSection(at = '/report/surgical-report?hospitalId=3') {
  const store = makeStore();
  void store.dispatch(lookupsApi.util.upsertQueryData('getHospitalOptions', undefined, [{ id: 3, code: 'NKP', name: 'โรงพยาบาลนครพิงค์', nameEn: null }]));
  render(<ConfirmDialog />);
  renderPage(<IncludeReportsSection kind="surgical" />, { at, route: '/report/surgical-report', store });
  return store;
}

const posted = () => fetchMock.mock.calls.map(([input]) => input).filter((r): r is Request => r instanceof Request && r.method === 'POST');

describe('the reports to send', () => {
  beforeEach(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:dispatch'), revokeObjectURL: jest.fn() }));
  afterEach(() => fetchMock.mockReset());

  it('asks for a hospital first', async () => {
    serve();
    renderSection('/report/surgical-report');

    expect(await screen.findByText('Pick a hospital to see its reports waiting to be sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispatch' })).toBeDisabled();
  });

  it('ticks every waiting report, marks the amended ones, and dispatches the ticked ones after a confirmation', async () => {
    serve();
    renderSection();

    const table = screen.getByLabelText('Reports to send', { selector: 'div' });
    await within(table).findByText('S69-00012');
    expect(within(table).getByText('new version — send again')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dispatch 3' })).toBeEnabled();

    await userEvent.click(
      within(table)
        .getAllByRole('checkbox', { name: /S69-00013/ })
        .at(-1)!,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Dispatch reports' });
    expect(confirm).toHaveTextContent('Send 2 reports (1 amended, sent again) to โรงพยาบาลนครพิงค์?');
    expect(posted()).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Dispatch' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(await posted()[0]!.json()).toEqual({ kind: 'surgical', hospitalId: 3, reportIds: [11, 12] });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/reports/dispatches/9/pdf')).toBe(true);
    expect(posted()[0]!.url).toMatch(/\/api\/reports\/dispatches\/jobs$/);
  });

  it('says how many more wait beyond the listed ones: "1,000+" when the API stopped counting (issue 34)', async () => {
    serve({ total: 1_000, totalCapped: true });
    renderSection();

    expect(await screen.findByText('The first 3 of 1,000+ are listed; dispatch them, and the rest follow.')).toBeInTheDocument();
  });

  it('says the exact number below the cap', async () => {
    serve({ total: 1_000 });
    renderSection();
    expect(await screen.findByText('The first 3 of 1,000 are listed; dispatch them, and the rest follow.')).toBeInTheDocument();
  });

  it('says nothing more when every waiting report is listed', async () => {
    serve();
    renderSection();
    await screen.findByText('S69-00011');
    expect(screen.queryByText(/^The first/)).not.toBeInTheDocument();
  });

  it('shows where each report stands in the hospital’s system, asked for the whole list at once', async () => {
    serve();
    renderSection();

    const table = screen.getByLabelText('Reports to send', { selector: 'div' });
    const row = async (accessionNo: string) => (await within(table).findByText(accessionNo)).closest('tr')!;
    expect(await within(await row('S69-00011')).findByText('HL7 NKP: Acknowledged')).toBeInTheDocument();
    expect(within(await row('S69-00012')).getByText('HL7 NKP: Rejected')).toBeInTheDocument();
    expect(within(await row('S69-00012')).getByText('Unknown HN')).toBeInTheDocument();
    expect(within(await row('S69-00013')).getByLabelText('Not sent electronically')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => input).filter((r): r is Request => r instanceof Request && r.url.includes('/api/interface-messages'));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!.url).searchParams.get('reportIds')).toBe('11,12,13');
  });

  it('says why a dispatch job failed and downloads nothing', async () => {
    serve({ ended: job('failed', { error: 'Some reports were sent meanwhile — report 11 is not waiting to be sent' }) });
    const store = renderSection();

    await screen.findByText('S69-00011');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch 3' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Dispatch reports' })).getByRole('button', { name: 'Dispatch' }));

    await waitFor(() =>
      expect(store.getState().notifications.at(-1)).toMatchObject({
        severity: 'error',
        summary: 'The reports were not dispatched',
        detail: 'Some reports were sent meanwhile — report 11 is not waiting to be sent',
      }),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Dispatch progress' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and lists past dispatches to reprint', async () => {
    serve();
    renderSection();

    await screen.findByText('S69-00011');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch 3' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Dispatch reports' })).getByRole('button', { name: 'Cancel' }));
    expect(posted()).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Reprint D69-000009' })).toBeEnabled();
    expect(screen.getByLabelText('Past dispatches', { selector: 'div' })).toHaveTextContent('2 (1 amended)');
    // None of its reports acknowledged by the hospital yet (issue 28.3).
    expect(screen.getByLabelText('Past dispatches', { selector: 'div' })).toHaveTextContent('Not yet received');
  });

  it('says why a dispatch was refused and downloads nothing', async () => {
    serve({ dispatchStatus: 409 });
    const store = renderSection();

    await screen.findByText('S69-00011');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch 3' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Dispatch reports' })).getByRole('button', { name: 'Dispatch' }));

    await waitFor(() =>
      expect(store.getState().notifications.at(-1)).toMatchObject({ severity: 'error', summary: 'The reports were not dispatched', detail: 'S69-00011 was sent already.' }),
    );
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
