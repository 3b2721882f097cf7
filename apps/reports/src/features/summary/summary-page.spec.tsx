import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseSummary, TatStats } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { lookupsApi } from '@pathdesk/web-lookups';
import { SummaryTotals } from './summary-figures';
import { renderPage } from '../../testing/render-page';
import SummaryPage from './summary-page';

jest.mock('primereact/chart', () => ({
  Chart: ({ type, data }: { type: string; data: { labels: string[] } }) => <canvas data-testid="chart" data-type={type} data-labels={data.labels.join('|')} />,
}));

const tat: TatStats = {
  released: 4,
  median: 1.5,
  p90: 3.2,
  routineReleased: 4,
  withinTarget: 3,
  withinTargetShare: 0.75,
  target: { kind: 'gynecological', days: 2, share: 0.8 },
  meetsTarget: false,
};

const summary: CaseSummary = {
  kind: 'gynecological',
  params: { from: '2026-11-01', to: '2026-11-24' },
  totals: { received: 6, released: 4, pending: 2, cancelled: 1 },
  revisions: { amendments: 2, addenda: 1, amendedCases: 1, addendedCases: 1 },
  parts: null,
  byCategory: [
    { category: 'NILM', label: 'NILM', count: 2, share: 2 / 6 },
    { category: 'ASC-US', label: 'ASC-US', count: 1, share: 1 / 6 },
    { category: 'LSIL', label: 'LSIL', count: 1, share: 1 / 6 },
    { category: 'pending', label: 'Pending', count: 2, share: 2 / 6 },
  ],
  byHospital: [{ hospitalId: 3, hospitalName: 'โรงพยาบาลนครพิงค์', count: 6, share: 1, released: 4, tat }],
  byPathologist: [{ id: 5, name: 'นพ. ทดสอบ', count: 4, share: 4 / 6 }],
  byScreener: [{ id: null, name: '', count: 6, share: 1 }],
  tat,
  gyn: { asc: 1, sil: 1, ascSilRatio: 1, unsatisfactory: 0, unsatisfactoryRate: 0 },
};

const calls = () => fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : (input as Request).url));

const JOB_ID = '0b7c6a1e-3f5d-4a8e-9c2b-1d4e5f6a7b8c';

function serve(status = 200) {
  fetchMock.mockImplementation(async (input) => {
    // The export's file is fetched by its address (a string) once its job is done.
    if (input === `/api/jobs/${JOB_ID}/file`)
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="gynecologicals-summary.xlsx"' }),
        blob: async () => new Blob(['xlsx']),
      } as unknown as Response;
    const request = input as Request;
    const url = new URL(request.url);
    // The export is a job: queued (202) or refused (400), then its status polled until done.
    if (url.pathname === '/api/gynecologicals/summary/export/jobs' && request.method === 'POST') {
      return status === 200
        ? jsonResponse({ job: { id: JOB_ID, kind: 'summary-export', state: 'queued', total: 0, done: 0, error: null, dispatchId: null, filename: null, attempts: 0 } }, 202)
        : jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'to: the period lasts at most 366 days' }, 400);
    }
    if (url.pathname === `/api/jobs/${JOB_ID}`)
      return jsonResponse({
        job: { id: JOB_ID, kind: 'summary-export', state: 'done', total: 3, done: 3, error: null, dispatchId: null, filename: 'gynecologicals-summary.xlsx', attempts: 1 },
      });
    if (url.pathname === '/api/gynecologicals/summary') return jsonResponse({ summary });
    if (url.pathname === '/api/gynecologicals/summary/cases') return jsonResponse({ cases: [], total: 0 });
    if (url.pathname.startsWith('/api/cfgvalues/')) return jsonResponse({ pathologists: [], screeners: [] });
    throw new Error(`unexpected ${url.pathname}`);
  });
}

function renderSummary() {
  const store = makeStore();
  void store.dispatch(lookupsApi.util.upsertQueryData('getHospitalOptions', undefined, []));
  renderPage(<SummaryPage kind="gynecological" />, { at: '/report/gynecological-summary-report', store });
  return store;
}

describe('a summary report', () => {
  beforeEach(() => Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() }));
  afterEach(() => fetchMock.mockReset());

  it('shows the figures, the Pap indicators, the charts and the tables of counts', async () => {
    serve();
    renderSummary();

    await screen.findByLabelText('Totals');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('Received6');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('ASC:SIL ratio1 : 1');
    expect(screen.getByLabelText('Totals')).toHaveTextContent('75% of 4 routine (target 80% within 2 working days)');
    expect(screen.getByText('Below target')).toBeInTheDocument();
    const charts = await screen.findAllByTestId('chart');
    expect(charts[0]).toHaveAttribute('data-labels', 'NILM|ASC-US|LSIL|Pending');
    expect(within(screen.getByRole('table', { name: 'By screener' })).getByRole('row', { name: /Not named yet/ })).toHaveTextContent('100%');
    expect(calls().find((u) => u.includes('/api/gynecologicals/summary?'))).toMatch(/from=\d{4}-\d{2}-01&to=/);
  });

  it('downloads the same figures as Excel, and says why an export is refused', async () => {
    serve();
    renderSummary();
    await screen.findByLabelText('Totals');

    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const queued = fetchMock.mock.calls.map(([input]) => input).find((r): r is Request => r instanceof Request && r.method === 'POST')!;
    expect(queued.url).toMatch(/\/api\/gynecologicals\/summary\/export\/jobs$/);
    expect(await queued.json()).toMatchObject({ format: 'xlsx', from: expect.stringMatching(/^\d{4}-\d{2}-01$/) });
    expect(calls()).toContain(`/api/jobs/${JOB_ID}/file`);

    serve(400);
    const store = renderSummary();
    await userEvent.click(screen.getAllByRole('button', { name: 'Download CSV' })[1]!);
    await waitFor(() => expect(store.getState().notifications.at(-1)).toMatchObject({ severity: 'error', detail: 'to: the period lasts at most 366 days' }));
  });

  it('shows a surgical summary’s parts: per case, cases of several parts, cases with a malignant part (issue 27.4)', async () => {
    renderPage(<SummaryTotals summary={{ ...summary, kind: 'surgical', gyn: null, parts: { parts: 9, perCase: 1.5, multiPartCases: 3, casesWithMalignantPart: 2 } }} />, {
      at: '/report/surgical-summary-report',
    });
    const totals = await screen.findByLabelText('Totals');
    expect(totals).toHaveTextContent('Parts9 (1.5 per case)');
    expect(totals).toHaveTextContent('Cases of more than one part3');
    expect(totals).toHaveTextContent('Cases with a malignant part2');
  });
});
