import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { FrozenSectionDto, Role } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { FrozenSectionsPanel } from './frozen-sections-panel';

const section = (overrides: Partial<FrozenSectionDto> = {}): FrozenSectionDto => ({
  id: 4,
  caseId: 9,
  accessionNo: 'S69-00009',
  partLetter: null,
  specimen: 'Sentinel lymph node',
  receivedAt: '2026-11-28T03:02:00.000Z',
  receivedBy: 'user',
  state: 'received',
  diagnosis: null,
  reportedAt: null,
  reportedBy: null,
  reportedByName: null,
  turnaroundMinutes: null,
  targetMinutes: 20,
  withinTarget: null,
  calledTo: null,
  calledAt: null,
  readBack: null,
  callRecordedBy: null,
  correlation: null,
  correlationNote: null,
  correlatedBy: null,
  correlatedAt: null,
  version: 1,
  ...overrides,
});

function renderPanel(role: Role, sections: FrozenSectionDto[]) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = requestedPath(request);
    if (request.method === 'POST') {
      sent.push({ path, body: await request.json() });
      return jsonResponse({ frozenSection: section() }, path.endsWith('frozen-sections') ? 201 : 200);
    }
    if (path === '/api/surgicals/9/frozen-sections') return jsonResponse({ frozenSections: sections });
    throw new Error(`unexpected ${path}`);
  });
  render(
    <Provider store={makeStore({ session: { status: 'authenticated', user: { id: 1, username: role, name: role, role }, expired: false } })}>
      <FrozenSectionsPanel caseId={9} parts={[{ letter: 'A', specimen: 'Breast' } as never]} cancelled={false} />
    </Provider>,
  );
  return sent;
}

describe('frozen sections on the result page (issue 32.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lets the lab receive a section from theatre, now unless said', async () => {
    const sent = renderPanel('user', []);
    expect(await screen.findByText('No frozen section on this case.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receive a frozen section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive a frozen section' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText(/say what theatre sent/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Specimen from theatre/), 'Sentinel lymph node');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections', body: { specimen: 'Sentinel lymph node', partLetter: 'A' } });
    expect(Math.abs(Date.parse(sent[0]!.body.receivedAt as string) - Date.now())).toBeLessThan(60_000);
  });

  it('offers the diagnosis to pathologists only', async () => {
    renderPanel('user', [section()]);
    expect(await screen.findByText('Awaiting the diagnosis.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record the call' })).not.toBeInTheDocument();
  });

  it('records the call: who, when, read back (required)', async () => {
    const sent = renderPanel('user', [
      section({
        state: 'reported',
        diagnosis: 'Negative.',
        reportedAt: '2026-11-28T03:16:00.000Z',
        reportedByName: 'Dr. Demo',
        turnaroundMinutes: 14,
        withinTarget: true,
        version: 2,
      }),
    ]);
    expect(await screen.findByText('Reported by Dr. Demo in 14 min (target 20)')).toBeInTheDocument();
    expect(screen.getByText('Within target')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record the call' }));
    const dialog = await screen.findByRole('dialog', { name: /^Call to theatre/ });
    await userEvent.type(within(dialog).getByLabelText(/^Told to/), 'Dr. Somchai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the call' }));
    expect(await within(dialog).findByText('A frozen-section diagnosis is read back by the person told.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('They read the diagnosis back'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record the call' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections/4/call', body: { calledTo: 'Dr. Somchai', readBack: true, version: 2 } });
  });

  it('lets a pathologist give the diagnosis', async () => {
    const sent = renderPanel('doctor', [section()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frozen-section diagnosis: Sentinel lymph node' });
    await userEvent.type(within(dialog).getByLabelText(/^Frozen-section diagnosis/), 'Negative for metastatic carcinoma.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections/4/report', body: { diagnosis: 'Negative for metastatic carcinoma.', version: 1 } });
  });
});
