import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { reportOf } from '@pathdesk/web-reports/testing';
import type { CaseDto, FrozenSectionDto, ResultDto, SignerRecord } from '@pathdesk/contracts';
import type { CaseOutletContext } from '../cases';
import ResultPage from './result-page';

const caseDto = reportOf('cytological', { id: 8 }).snapshot.case;
const result: ResultDto = {
  caseId: caseDto.id,
  kind: 'cytological',
  status: 'in_progress',
  fields: { cytoTypeId: null, adequacy: null, adequacyNote: null, category: null, interpretation: null, pathologistId: null } as unknown as ResultDto['fields'],
  missing: ['adequacy', 'diagnosis'],
  blockCount: 0,
  updatedAt: null,
  updatedBy: null,
  version: 1,
  latestReportId: null,
  unreleasedChanges: false,
  pendingRescreenId: null,
};
const signature: SignerRecord = { staffId: 3, category: 'pathologist', name: 'Dr. Demo', credentials: 'MD', active: true };

const surgicalCase = reportOf('surgical', { id: 9 }).snapshot.case;
/** A surgical result as the pathologist left it: complete but for the malignancy, on a case without blocks. */
const surgicalResult: ResultDto = {
  ...result,
  caseId: surgicalCase.id,
  kind: 'surgical',
  fields: {
    parts: [],
    gross: 'Tan fragments, 2 mL in aggregate.',
    microscopic: 'Proliferative endometrial glands in a cellular stroma.',
    diagnosis: 'Endometrium, curettage:\n- Proliferative endometrium; no hyperplasia or malignancy.',
    malignancy: null,
    additionalStudies: null,
    comment: null,
    pathologistId: 3,
    noBlocksReason: null,
  },
  missing: ['malignancy', 'noBlocksReason'],
};

/** The API, with the doctor's own signer record answered late (after `delayMs`). */
function serve(delayMs: number, shown: ResultDto = result, c: CaseDto = caseDto) {
  fetchMock.mockImplementation(async (input) => {
    const path = requestedPath(input as Request);
    if (path === `/api/${c.kind}s/${c.id}/result`) return jsonResponse({ result: shown });
    if (path === '/api/users/me/signature') {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return jsonResponse({ signature });
    }
    if (path === '/api/lab-settings') return jsonResponse({ labSettings: { staffMayReleaseNilm: false, reauthAtSignOut: true } });
    if (path.startsWith('/api/patients')) return jsonResponse({ cases: [], total: 0 });
    return jsonResponse({});
  });
}

function renderPage(c: CaseDto = caseDto) {
  const store = makeStore({ session: { status: 'authenticated', user: { id: 3, username: 'doctor', name: 'Dr. Demo', role: 'doctor' }, expired: false } });
  // A data router: the page blocks leaving with unsaved changes (useBlocker).
  const router = createMemoryRouter(
    [
      {
        path: `/workspace/${c.kind}s/:id`,
        element: <Outlet context={{ kind: c.kind, caseDto: c } satisfies CaseOutletContext} />,
        children: [{ path: 'result', element: <ResultPage /> }],
      },
    ],
    { initialEntries: [`/workspace/${c.kind}s/${c.id}/result`] },
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

  it('once released, says so instead of "Complete: ready for sign-out"', async () => {
    serve(0, { ...result, status: 'signed_out', missing: [], latestReportId: 5 });
    renderPage();
    const sidebar = await screen.findByRole('complementary', { name: 'Sign-out' });
    expect(await within(sidebar).findByText(/Released: the report is signed out/)).toBeInTheDocument();
    expect(within(sidebar).queryByText(/ready for sign-out/)).toBeNull();
  });

  it('shows the malignancy the diagnosis suggests without choosing it: it counts once the pathologist confirms it', async () => {
    serve(0, surgicalResult, surgicalCase);
    renderPage(surgicalCase);
    const suggestion = await screen.findByRole('note', { name: 'Suggestion from the diagnosis' });
    expect(suggestion).toHaveTextContent('The diagnosis reads as: Not malignant.');
    expect(screen.getByRole('button', { name: 'Not malignant' })).toHaveAttribute('aria-pressed', 'false');
    const stillNeeded = screen.getByRole('list', { name: 'Still needed' });
    expect(within(stillNeeded).getByText('Malignancy')).toBeInTheDocument();
    // Without blocks, the sign-out asks why there are none.
    expect(within(stillNeeded).getByText('Why there are no blocks')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Why there are no blocks/)).toBeInTheDocument();

    await userEvent.click(within(suggestion).getByRole('button', { name: 'Confirm: Not malignant' }));
    expect(screen.getByRole('button', { name: 'Not malignant' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('note', { name: 'Suggestion from the diagnosis' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Still needed' })).queryByText('Malignancy')).toBeNull();
  });

  it('asks no reason for a surgical case with blocks', async () => {
    serve(0, { ...surgicalResult, blockCount: 2, missing: ['malignancy'] }, surgicalCase);
    renderPage(surgicalCase);
    await screen.findByRole('note', { name: 'Suggestion from the diagnosis' });
    expect(screen.queryByLabelText(/^Why there are no blocks/)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Still needed' })).queryByText('Why there are no blocks')).toBeNull();
  });

  it('shows a cytology case no frozen sections', async () => {
    serve(0);
    renderPage();
    await screen.findByRole('button', { name: 'Satisfactory for evaluation' });
    expect(screen.queryByRole('region', { name: 'Frozen sections' })).toBeNull();
  });

  it('compares a surgical case’s frozen section at its first sign-out, and shows the server’s refusal at the field (issue 32.3)', async () => {
    const frozen = {
      id: 7,
      caseId: surgicalCase.id,
      partLetter: null,
      specimen: 'Sentinel node',
      receivedAt: '2026-11-28T03:02:00.000Z',
      state: 'called',
      diagnosis: 'Negative for carcinoma.',
      reportedAt: '2026-11-28T03:16:00.000Z',
      reportedByName: 'Dr. Demo',
      turnaroundMinutes: 14,
      targetMinutes: 20,
      withinTarget: true,
      calledTo: 'Dr. Somchai',
      calledAt: '2026-11-28T03:20:00.000Z',
      readBack: true,
      correlation: null,
      version: 3,
    } as FrozenSectionDto;
    const diagnosed: ResultDto = {
      ...surgicalResult,
      status: 'diagnosed',
      blockCount: 2,
      missing: [],
      fields: { ...surgicalResult.fields, malignancy: 'not-malignant' } as ResultDto['fields'],
    };
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = requestedPath(request);
      if (path === '/api/reports/surgicals/generate') {
        sent.push(await request.json());
        return jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The sign-out is not valid',
            errors: [{ field: 'frozenCorrelations.0.note', message: 'must be at most 2000 characters' }],
          },
          400,
        );
      }
      if (path === `/api/surgicals/${surgicalCase.id}/frozen-sections`) return jsonResponse({ frozenSections: [frozen] });
      if (path === `/api/surgicals/${surgicalCase.id}/result`) return jsonResponse({ result: diagnosed });
      if (path === '/api/users/me/signature') return jsonResponse({ signature });
      if (path === '/api/lab-settings') return jsonResponse({ labSettings: { staffMayReleaseNilm: false } });
      return jsonResponse({});
    });
    renderPage(surgicalCase);
    const panel = await screen.findByRole('region', { name: 'Frozen sections' });
    expect(await within(panel).findByText('Negative for carcinoma.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: /^Sign out/ });
    expect(dialog).toHaveTextContent('Sentinel node: Negative for carcinoma.');
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Comparison/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Major discrepancy', hidden: true }));
    await userEvent.type(within(dialog).getByLabelText(/^What differed/), 'Micrometastasis.');
    await userEvent.type(within(dialog).getByLabelText(/^Your password/, { selector: 'input' }), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ caseId: surgicalCase.id, password: 'secret', frozenCorrelations: [{ frozenSectionId: 7, correlation: 'major', note: 'Micrometastasis.' }] });
    expect(await within(dialog).findByText('What differed must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /^Sign out/ })).toBeInTheDocument();
  });
});
