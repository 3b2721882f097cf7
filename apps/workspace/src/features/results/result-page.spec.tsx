import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { reportOf } from '@pathdesk/web-reports/testing';
import type { ResultDto, SignerRecord } from '@pathdesk/contracts';
import type { CaseOutletContext } from '../cases';
import ResultPage from './result-page';

const caseDto = reportOf('cytological', { id: 8 }).snapshot.case;
const result: ResultDto = {
  caseId: caseDto.id,
  kind: 'cytological',
  status: 'in_progress',
  fields: { cytoTypeId: null, adequacy: null, adequacyNote: null, category: null, interpretation: null, pathologistId: null } as unknown as ResultDto['fields'],
  missing: ['adequacy', 'diagnosis'],
  updatedAt: null,
  updatedBy: null,
  version: 1,
  latestReportId: null,
  unreleasedChanges: false,
  pendingRescreenId: null,
};
const signature: SignerRecord = { staffId: 3, category: 'pathologist', name: 'Dr. Demo', credentials: 'MD', active: true };

/** The API, with the doctor's own signer record answered late (after `delayMs`). */
function serve(delayMs: number) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === `/api/cytologicals/${caseDto.id}/result`) return jsonResponse({ result });
    if (path === '/api/users/me/signature') {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return jsonResponse({ signature });
    }
    if (path === '/api/lab-settings') return jsonResponse({ labSettings: { staffMayReleaseNilm: false, reauthAtSignOut: true } });
    if (path.startsWith('/api/patients')) return jsonResponse({ cases: [], total: 0 });
    return jsonResponse({});
  });
}

function renderPage() {
  const store = makeStore({ session: { status: 'authenticated', user: { id: 3, username: 'doctor', name: 'Dr. Demo', role: 'doctor' }, expired: false } });
  // A data router: the page blocks leaving with unsaved changes (useBlocker).
  const router = createMemoryRouter(
    [
      {
        path: '/workspace/cytologicals/:id',
        element: <Outlet context={{ kind: 'cytological', caseDto } satisfies CaseOutletContext} />,
        children: [{ path: 'result', element: <ResultPage /> }],
      },
    ],
    { initialEntries: [`/workspace/cytologicals/${caseDto.id}/result`] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('the result page', () => {
  afterEach(() => fetchMock.mockReset());

  it('keeps what the user entered when the signer’s own record arrives after the result', async () => {
    serve(150);
    const store = renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Satisfactory for evaluation' }));
    // The record is in: the doctor's own pathologist record fills the form (and nothing else is reset).
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'getMySignature' && q.status === 'fulfilled')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Satisfactory for evaluation' })).toHaveAttribute('aria-pressed', 'true');
  });
});
