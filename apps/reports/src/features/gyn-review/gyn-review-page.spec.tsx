import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { GynReviewSummary, RescreenDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { reportOf } from '@pathdesk/web-reports/testing';
import { renderPage as renderAt } from '../../testing/render-page';
import GynReviewPage from './gyn-review-page';
import { RESCREEN_FAILED } from './review-dialog';

const held: RescreenDto = {
  id: 4,
  caseId: 12,
  accessionNo: 'G68-00103',
  patientName: 'นาง สมหญิง ใจดี',
  reason: 'high-risk',
  originalInterpretation: 'NILM',
  requestedBy: 'doctor',
  requestedAt: '2025-06-02T03:05:00.000Z',
  reviewer: null,
  reviewedAt: null,
  agree: null,
  correctedInterpretation: null,
  note: null,
};
const done: RescreenDto = {
  ...held,
  id: 3,
  accessionNo: 'G68-00099',
  reason: 'random',
  reviewer: 'admin',
  reviewedAt: '2025-06-01T02:00:00.000Z',
  agree: false,
  correctedInterpretation: 'LSIL',
  note: 'Koilocytes.',
};

const summary: GynReviewSummary = {
  selection: { decisions: 18, held: 4, random: 2, highRisk: 2 },
  rescreens: { total: 3, pending: 1, agree: 1, disagree: 1, agreementRate: 0.5 },
  corrections: [{ original: 'NILM', corrected: 'LSIL', count: 1 }],
  byReason: [
    { reason: 'random', agree: 1, disagree: 1, pending: 0 },
    { reason: 'high-risk', agree: 0, disagree: 0, pending: 1 },
  ],
  byReviewer: [{ reviewer: 'admin', agree: 1, disagree: 1 }],
  byPeriod: [{ period: '2025-06', agree: 1, disagree: 1, pending: 1 }],
};

type Answer = (body: unknown) => Response;

/** The API: the two lists, and the review answered by `review`. */
function serve(review: Answer) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (request.method === 'POST') return review(await request.json());
    if (url.pathname === '/api/reports/gynecologicals/rescreens') {
      const pending = url.searchParams.get('pending') === 'true';
      return jsonResponse({ rescreens: pending ? [held] : [done], total: 1 });
    }
    if (url.pathname === '/api/reports/gynecologicals/rescreens/summary') return jsonResponse({ review: summary });
    throw new Error(`unexpected ${requestedPath(request)}`);
  });
}

/** The page, and the global confirm dialog the shell hosts. */
function renderPage() {
  render(<ConfirmDialog />);
  return renderAt(<GynReviewPage />, { at: '/report/gynecological-review-report' });
}

const posts = () => fetchMock.mock.calls.filter(([input]) => (input as Request).method === 'POST').map(([input]) => input as Request);

async function openReview() {
  await userEvent.click(await screen.findByRole('button', { name: 'Review G68-00103' }));
  return screen.getByRole('dialog', { name: 'Rescreen G68-00103' });
}

describe('the gynecological review report', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists the queue (pending first) and the reviews done', async () => {
    serve(() => jsonResponse({}));
    renderPage();

    const queue = screen.getByRole('region', { name: 'Waiting for rescreen' });
    expect(await within(queue).findByText('G68-00103')).toBeInTheDocument();
    expect(within(queue).getByText('High-risk')).toBeInTheDocument();
    expect(within(queue).getByText(/^06\/02\/2025 \d\d:05$/)).toBeInTheDocument();
    const reviewed = screen.getByRole('region', { name: 'Reviewed' });
    expect(await within(reviewed).findByText('Disagreed → LSIL')).toBeInTheDocument();
    expect(within(reviewed).getByText('Koilocytes.')).toBeInTheDocument();
  });

  it('asks for a decision, and the corrected interpretation of a disagreement', async () => {
    serve(() => jsonResponse({}));
    renderPage();
    const dialog = await openReview();

    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose whether you agree with the original interpretation.');

    await userEvent.click(within(dialog).getByLabelText(/^Disagree/));
    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('is required when you disagree');
    expect(posts()).toEqual([]);
  });

  it('releases the report when the rescreener agrees, after a confirmation', async () => {
    serve(() => jsonResponse({ gynecologicalreport: reportOf('gynecological', { id: 9 }) }));
    const store = renderPage();
    const dialog = await openReview();

    await userEvent.click(within(dialog).getByLabelText(/^Agree — NILM/));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Agree, NILM.');
    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    expect(await screen.findByText('Release the report of G68-00103?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agree and release' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rescreen G68-00103' })).not.toBeInTheDocument());
    expect(await posts()[0]!.json()).toEqual({ agree: true, note: 'Agree, NILM.' });
    expect(requestedPath(posts()[0]!)).toBe('/api/reports/gynecologicals/rescreens/4');
    expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'success', summary: 'Report released', detail: 'G68-00103 version 1 is released.' })]);
  });

  it('shows why the server refused the review (the person who asked for the sign-out)', async () => {
    serve(() => jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'You asked for this sign-out: another person rescreens the slide.' }, 403));
    const store = renderPage();
    const dialog = await openReview();

    await userEvent.click(within(dialog).getByLabelText(/^Disagree/));
    await userEvent.click(dialog.querySelector('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: /\(HSIL\)/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Record the review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Record the disagreement' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You asked for this sign-out: another person rescreens the slide.');
    expect(await posts()[0]!.json()).toEqual({ agree: false, correctedInterpretation: 'HSIL' });
    expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'error', summary: RESCREEN_FAILED })]);
  });

  it('shows the review report of the period: holds, agreement, corrections', async () => {
    serve(() => jsonResponse({}));
    renderPage();

    const report = await screen.findByRole('region', { name: 'Review report' });
    expect(await within(report).findByText('Agreement rate')).toBeInTheDocument();
    expect(within(report).getByText('50.0%')).toBeInTheDocument();
    expect(within(report).getByText('4 (20.0%)')).toBeInTheDocument();
    const corrections = within(report).getByRole('region', { name: 'Corrections' });
    expect(within(corrections).getAllByRole('row')[1]).toHaveTextContent('NILMLSIL1');
    const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).find((u) => u.pathname.endsWith('/rescreens/summary'))!;
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('draws the queue first, and the parts below it after (issue 18), without anyone scrolling', async () => {
    serve(() => jsonResponse({}));
    renderPage();
    const asked = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url)).map((u) => `${u.pathname.replace('/api/reports/gynecologicals', '')}${u.search}`);

    // The first render: the queue and the headings; the parts below keep their room.
    expect(screen.getByRole('region', { name: 'Waiting for rescreen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review report' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reviewed' })).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /look-back/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Agreement rate')).not.toBeInTheDocument();

    // Then each part, in page order, once the browser is idle.
    expect(await screen.findByText('Agreement rate')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reviewed' })).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '5-year look-back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cyto-histologic correlation' })).toBeInTheDocument();
    expect(asked()[0]).toBe('/rescreens?pending=true&first=0&rows=20');
    const order = asked().map((path) => path.split('?')[0] + (path.includes('pending=false') ? ' done' : ''));
    expect(order.indexOf('/rescreens done')).toBeLessThan(order.indexOf('/lookbacks'));
    expect(order.indexOf('/lookbacks')).toBeLessThan(order.indexOf('/correlations'));
    expect(order.indexOf('/correlations')).toBeLessThan(order.indexOf('/rescreens/summary'));
  });
});
