import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MalignancyReviewDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import MalignancyReviewPage from './malignancy-review-page';

const waiting: MalignancyReviewDto = {
  reportId: 41,
  caseId: 12,
  accessionNo: 'S68-00005',
  version: 1,
  patientName: 'นาง สมหญิง ใจดี',
  hospitalName: 'โรงพยาบาลกรุงเทพเวชการ',
  releasedAt: '2025-06-02T03:05:00.000Z',
  signedBy: 'พยาธิแพทย์ (Demo Pathologist)',
  diagnosis: 'Endometrium, curettage:\n- Proliferative endometrium; no hyperplasia or malignancy.',
  migrated: 'malignant',
  confirmed: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
};
const reviewed: MalignancyReviewDto = {
  ...waiting,
  reportId: 40,
  accessionNo: 'S68-00004',
  confirmed: 'not-malignant',
  reviewedBy: 'doctor',
  reviewedAt: '2025-06-03T03:05:00.000Z',
};

/** The API: the two lists, and the confirmation answered with the reviewed row. */
function serve() {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (request.method === 'POST') return jsonResponse({ review: { ...waiting, ...(await request.json()), confirmed: 'not-malignant', reviewedBy: 'doctor' } }, 201);
    if (url.pathname === '/api/surgicals/summary/malignancy-reviews') {
      return jsonResponse(url.searchParams.get('pending') === 'true' ? { reviews: [waiting], total: 1 } : { reviews: [reviewed], total: 1 });
    }
    throw new Error(`unexpected ${requestedPath(request)}`);
  });
}

describe('malignancy to review (issue 24.1)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists the migrated reports waiting for a pathologist and those reviewed, with the old rule’s category', async () => {
    serve();
    renderPage(<MalignancyReviewPage />, { at: '/report/malignancy-review' });
    const pending = await screen.findByRole('table', { name: 'Waiting for review' });
    const row = within(pending).getByRole('row', { name: /S68-00005 v1/ });
    expect(row).toHaveTextContent('no hyperplasia or malignancy');
    expect(row).toHaveTextContent('Malignant');
    expect(within(await screen.findByRole('table', { name: 'Reviewed' })).getByRole('row', { name: /S68-00004/ })).toHaveTextContent('Not malignant (doctor)');
  });

  it('asks for the category, then sends the pathologist’s choice and note', async () => {
    serve();
    renderPage(<MalignancyReviewPage />, { at: '/report/malignancy-review' });
    await userEvent.click(await screen.findByRole('button', { name: 'Review the malignancy of S68-00005' }));
    const dialog = screen.getByRole('dialog', { name: 'Review the malignancy of S68-00005' });
    expect(dialog).toHaveTextContent('The old text rule counted it as: Malignant.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the category' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the category');
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByLabelText('Not malignant'));
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Re-read: no malignancy.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the category' }));
    const post = fetchMock.mock.calls.map(([input]) => input as Request).find((request) => request.method === 'POST')!;
    expect(requestedPath(post)).toBe('/api/surgicals/summary/malignancy-reviews/41');
    expect(await post.json()).toEqual({ malignancy: 'not-malignant', note: 'Re-read: no malignancy.' });
  });
});
