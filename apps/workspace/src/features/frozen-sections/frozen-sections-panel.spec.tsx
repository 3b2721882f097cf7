import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { CasePartDto, FrozenSectionDto, Role } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { FrozenSections } from './frozen-sections-panel';

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

const reported = (overrides: Partial<FrozenSectionDto> = {}) =>
  section({
    state: 'reported',
    diagnosis: 'Negative.',
    reportedAt: '2026-11-28T03:16:00.000Z',
    reportedBy: 'doctor',
    reportedByName: 'Dr. Demo',
    turnaroundMinutes: 14,
    withinTarget: true,
    version: 2,
    ...overrides,
  });

const PARTS = [{ letter: 'A', specimen: 'Breast' }] as CasePartDto[];

type Answer = (path: string, body: Record<string, unknown>) => Response | Promise<Response>;

function renderPanel(
  role: Role,
  sections: FrozenSectionDto[] | (() => Promise<Response>),
  { parts = PARTS, cancelled = false, answer }: { parts?: readonly CasePartDto[]; cancelled?: boolean; answer?: Answer } = {},
) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = requestedPath(request);
    if (request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      if (answer) return answer(path, body);
      return jsonResponse({ frozenSection: section() }, path.endsWith('frozen-sections') ? 201 : 200);
    }
    if (path === '/api/surgicals/9/frozen-sections') return typeof sections === 'function' ? sections() : jsonResponse({ frozenSections: sections });
    throw new Error(`unexpected ${path}`);
  });
  render(
    <Provider store={makeStore({ session: { status: 'authenticated', user: { id: 1, username: role, name: role, role }, expired: false } })}>
      <FrozenSections caseId={9} parts={parts} cancelled={cancelled} />
    </Provider>,
  );
  return sent;
}

const panel = () => screen.getByRole('region', { name: 'Frozen sections' });

describe('frozen sections on the result page (issue 32.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lets the lab receive a section from theatre: the specimen checked, the case’s part, the time now unless said', async () => {
    const sent = renderPanel('user', []);
    expect(await screen.findByText('No frozen section on this case.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Receive a frozen section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive a frozen section' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Specimen from theatre/)).toHaveFocus());
    // The case's one part, offered and chosen.
    expect(within(dialog).getByLabelText(/^Part/)).toHaveValue('A. Breast');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText(/say what theatre sent/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/^Specimen from theatre/), 'Sentinel lymph node');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections', body: { specimen: 'Sentinel lymph node', partLetter: 'A' } });
    expect(Math.abs(Date.parse(sent[0]!.body.receivedAt as string) - Date.now())).toBeLessThan(60_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('receives from the keyboard: Enter in the specimen sends it; a case not in parts asks no part', async () => {
    const sent = renderPanel('doctor', [], { parts: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Receive a frozen section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive a frozen section' });
    expect(within(dialog).queryByLabelText(/^Part/)).not.toBeInTheDocument();
    const specimen = within(dialog).getByLabelText(/^Specimen from theatre/);
    await waitFor(() => expect(specimen).toHaveFocus());
    await userEvent.keyboard('Frozen margin{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ specimen: 'Frozen margin', partLetter: null });
  });

  it('shows the server’s reasons under the fields', async () => {
    renderPanel('user', [], {
      answer: () =>
        jsonResponse(
          { statusCode: 400, error: 'Bad Request', message: 'The frozen section is not valid', errors: [{ field: 'partLetter', message: 'is not one of the case’s parts' }] },
          400,
        ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Receive a frozen section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive a frozen section' });
    await userEvent.type(within(dialog).getByLabelText(/^Specimen from theatre/), 'Margin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText(/^Part.*is not one of the case’s parts/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Receive a frozen section' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, with the button that starts one', async () => {
    renderPanel('user', () => new Promise<Response>(() => undefined));
    expect(await screen.findByRole('progressbar', { name: 'Loading the frozen sections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive a frozen section' })).toBeInTheDocument();
    expect(screen.queryByText('No frozen section on this case.')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again', async () => {
    let calls = 0;
    renderPanel('user', async () => {
      calls += 1;
      return calls === 1 ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Down' }, 500) : jsonResponse({ frozenSections: [section()] });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/frozen sections/);
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Sentinel lymph node')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the diagnosis to pathologists only', async () => {
    renderPanel('user', [section({ partLetter: 'A' })]);
    expect(await screen.findByText('Awaiting the diagnosis.')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('A. Sentinel lymph node');
    expect(panel()).toHaveTextContent(/Received \d/);
    expect(within(panel()).getByText('Received')).toHaveClass('p-tag-value');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record the call' })).not.toBeInTheDocument();
  });

  it('lets a pathologist give the diagnosis, now unless said; the server’s reason stays at its field', async () => {
    let refuse = true;
    const sent = renderPanel('doctor', [section()], {
      answer: () =>
        refuse
          ? jsonResponse(
              { statusCode: 400, error: 'Bad Request', message: 'Not valid', errors: [{ field: 'reportedAt', message: 'must not be before the section was received' }] },
              400,
            )
          : jsonResponse({ frozenSection: reported() }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frozen-section diagnosis: Sentinel lymph node' });
    const diagnosis = within(dialog).getByLabelText(/^Frozen-section diagnosis/);
    await waitFor(() => expect(diagnosis).toHaveFocus());
    // Shift+Enter starts a line; Enter reports.
    await userEvent.keyboard('Negative for metastatic{Shift>}{Enter}{/Shift}carcinoma.{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections/4/report', body: { diagnosis: 'Negative for metastatic\ncarcinoma.', version: 1 } });
    expect(Math.abs(Date.parse(sent[0]!.body.reportedAt as string) - Date.now())).toBeLessThan(60_000);
    expect(await within(dialog).findByText(/Reported at must not be before the section was received/)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the diagnosis, when, the turnaround against the target, and records the call: who, when, read back (required)', async () => {
    const sent = renderPanel('user', [reported()]);
    expect(await screen.findByText(/^Reported by Dr\. Demo at .+ in 14 min \(target 20\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^Reported by Dr\. Demo at .+ in 14 min/).textContent).toMatch(/\d{2}:\d{2}/);
    expect(screen.getByText('Within target')).toBeInTheDocument();
    expect(screen.getByText('Reported, theatre not yet told')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record the call' }));
    const dialog = await screen.findByRole('dialog', { name: /^Call to theatre/ });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Told to/)).toHaveFocus());
    await userEvent.keyboard('Dr. Somchai{Enter}');
    expect(await within(dialog).findByText('A frozen-section diagnosis is read back by the person told.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('They read the diagnosis back')).toHaveAccessibleDescription('A frozen-section diagnosis is read back by the person told.');
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('They read the diagnosis back'));
    // Enter on the read-back box records the call.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: '/api/surgicals/9/frozen-sections/4/call', body: { calledTo: 'Dr. Somchai', readBack: true, version: 2 } });
  });

  it('shows the call and the comparison; a section over the target says so; nothing is left to do', async () => {
    renderPanel('admin', [
      reported({
        state: 'called',
        turnaroundMinutes: 26,
        withinTarget: false,
        calledTo: 'Dr. Somchai',
        calledAt: '2026-11-28T03:20:00.000Z',
        readBack: true,
        correlation: 'minor',
        correlationNote: 'Micrometastasis on permanents.',
      }),
    ]);
    expect(await screen.findByText(/^Telephoned to Dr\. Somchai, read back, .*\d{2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByText('Over target')).toBeInTheDocument();
    expect(screen.getByText('Told to theatre')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('in 26 min (target 20)');
    expect(panel()).toHaveTextContent('Compared with the final diagnosis: Minor discrepancy — Micrometastasis on permanents.');
    expect(
      within(panel())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Receive a frozen section']);
  });

  it('offers nothing on a cancelled case', async () => {
    renderPanel('admin', [section()], { cancelled: true });
    expect(await screen.findByText('Awaiting the diagnosis.')).toBeInTheDocument();
    expect(within(panel()).queryAllByRole('button')).toEqual([]);
  });
});
