import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalCriticalResult } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { renderPage } from '../../testing/render-page';
import { CriticalResultsPanel } from './critical-results-panel';

const result: PortalCriticalResult = {
  id: 7,
  caseId: 40,
  kind: 'gynecological',
  accessionNo: 'G69-00040',
  patientName: 'นางมาลี ใจดี',
  hospitalName: 'โรงพยาบาลบางแก้ว',
  reportId: 91,
  reason: 'high-grade-pap',
  finding: 'HSIL',
  releasedAt: '2026-11-28T02:00:00Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
};

/** The portal's critical results: one waits until it is acknowledged. */
function serve() {
  let acknowledged = false;
  const posted: string[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/portal/critical-results') return jsonResponse({ criticalResults: acknowledged ? [] : [result], total: acknowledged ? 0 : 1 });
    if (path === '/api/portal/critical-results/7/acknowledgement' && request.method === 'POST') {
      posted.push(path);
      acknowledged = true;
      return jsonResponse({ criticalResult: { ...result, acknowledgedAt: '2026-11-28T03:00:00Z', acknowledgedBy: 'guest' } }, 201);
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return posted;
}

describe('CriticalResultsPanel (issue 28.3)', () => {
  it('shows a critical result until it is acknowledged, then nothing', async () => {
    const posted = serve();
    const store = renderPage(<CriticalResultsPanel />, { at: '/report/inbox' });
    const region = await screen.findByRole('region', { name: '1 critical result to acknowledge' });
    expect(within(region).getByRole('link', { name: 'G69-00040' })).toHaveAttribute('href', expect.stringContaining('/report/'));
    expect(region).toHaveTextContent('High-grade Pap: HSIL');
    await userEvent.click(within(region).getByRole('button', { name: 'Acknowledge the critical result of G69-00040' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(posted).toEqual(['/api/portal/critical-results/7/acknowledgement']);
    expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'success', summary: 'Critical result acknowledged', detail: 'G69-00040' })]);
  });

  it('shows nothing when none waits', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ criticalResults: [], total: 0 }));
    renderPage(<CriticalResultsPanel />, { at: '/report/inbox' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
