import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ScanDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import StationsPage from './stations-page';

const scanned = (code: string): ScanDto => ({
  id: 1,
  barcode: code,
  itemKind: 'block',
  itemCode: 'A1',
  label: 'S69-00042 A1',
  caseId: 42,
  caseKind: 'surgical',
  accessionNo: 'S69-00042',
  action: 'embedding',
  station: null,
  location: null,
  at: '2026-11-28T02:00:00Z',
  by: 'user',
  reason: null,
  overrideReason: null,
});

/** The scan's answer waits for `answer()`: the test acts while the scan is being recorded. */
function serveSlowly() {
  let answer = () => undefined as void;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    if (requestedPath(request) !== '/api/custody/scans') throw new Error(`unexpected ${requestedPath(request)}`);
    const { code } = (await request.clone().json()) as { code: string };
    await new Promise<void>((resolve) => (answer = resolve));
    return jsonResponse({ scan: scanned(code) }, 201);
  });
  return () => answer();
}

function renderPage(step = 'embedding') {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[`/workspace/stations?step=${step}`]}>
        <StationsPage />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('textbox', { name: /^Scan a label/ });
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

// Issue 26.3: after a scan is handled, focus returns to the scan box — but a station the user moved
// to while the scan was being recorded keeps its focus (the focus was taken back a frame later, and
// the arrow key meant for the stations went to the scan box: the custody e2e of 2026-11-28).
describe('a bench station', () => {
  afterEach(() => fetchMock.mockReset());

  it('returns to the scan box once a scan is recorded, the focus lost meanwhile', async () => {
    const answer = serveSlowly();
    const scanBox = renderPage();
    await userEvent.type(scanBox, 'BLK-12{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => scanBox.blur());
    expect(scanBox).not.toHaveFocus();
    await act(async () => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: S69-00042 A1 at Embedding');
    await nextFrame();
    await waitFor(() => expect(scanBox).toHaveFocus());
  });

  it('leaves the focus on a station picked while the scan was being recorded', async () => {
    const answer = serveSlowly();
    const scanBox = renderPage();
    await userEvent.type(scanBox, 'BLK-12{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const cutting = screen.getByRole('radio', { name: 'Cutting' });
    act(() => cutting.focus());
    await act(async () => answer());
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: S69-00042 A1 at Embedding');
    await nextFrame();
    await nextFrame();
    expect(cutting).toHaveFocus();
  });
});

// Issue 31: a bench user moves the station from the scan box, the hands on the keyboard.
describe('PageDown and PageUp in the scan box', () => {
  const checked = () => screen.getAllByRole<HTMLInputElement>('radio').find((r) => r.checked)?.value;

  it('move to the next and the previous step, the focus kept in the scan box, and say so under it', async () => {
    const scanBox = renderPage();
    await waitFor(() => expect(scanBox).toHaveFocus());
    expect(scanBox).toHaveAccessibleDescription(/^Page Down: the next step · Page Up: the previous step/);
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('radio', { name: 'Cutting' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Scan a label — Cutting' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(checked()).toBe('staining');
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(checked()).toBe('processing');
    await nextFrame();
    expect(scanBox).toHaveFocus();
  });

  it('take the focus to the location box at filing, and stop at either end', async () => {
    const scanBox = renderPage('distribution');
    await waitFor(() => expect(scanBox).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    expect(checked()).toBe('filing');
    await nextFrame();
    const location = screen.getByRole('textbox', { name: 'Location (scan the box label)' });
    expect(location).toHaveFocus();
    act(() => scanBox.focus());
    await userEvent.keyboard('{PageDown}');
    expect(checked()).toBe('filing');
    expect(scanBox).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(checked()).toBe('distribution');
    expect(location).not.toBeInTheDocument();
    expect(scanBox).toHaveFocus();
  });

  it('stops at the first step', async () => {
    const scanBox = renderPage('grossing');
    await waitFor(() => expect(scanBox).toHaveFocus());
    await userEvent.keyboard('{PageUp}');
    expect(checked()).toBe('accessioning');
    await userEvent.keyboard('{PageUp}');
    expect(checked()).toBe('accessioning');
    expect(scanBox).toHaveFocus();
  });
});
