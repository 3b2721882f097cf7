import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LabSettings } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import LabSettingsPage from './lab-settings-page';

const settings: LabSettings = {
  labName: 'PathDesk Lab',
  labAddress: '1 ถนนพระราม 4',
  labPhone: '02 000 0000',
  staffMayReleaseNilm: false,
  qcRate: 0.1,
  dateFormat: 'mm/dd/yyyy',
  buddhistEra: false,
  labTaxId: null,
  vatMode: 'exempt',
  signOutReauth: true,
};

/** GET and PUT /api/lab-settings (the turnaround section's own calls answer 404: not under test). */
function serve(stored: LabSettings = settings) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/lab-settings' && request.method === 'GET') return jsonResponse({ labSettings: stored });
    if (path === '/api/lab-settings' && request.method === 'PUT') return jsonResponse({ labSettings: { ...settings, ...((await request.json()) as object) } });
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/setting/lab', element: <LabSettingsPage /> }], { initialEntries: ['/setting/lab'] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const puts = () =>
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.method === 'PUT')
      .map((r) => r.json() as Promise<Record<string, unknown>>),
  );

describe('lab settings: what invoices print about the lab', () => {
  afterEach(() => fetchMock.mockReset());

  it('refuses a tax ID that is not 13 digits at the field, then saves it with VAT 7%', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    const taxId = await screen.findByLabelText(/^Tax id/);
    await user.type(taxId, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be 13 digits$/)).toBeInTheDocument();
    expect(await puts()).toEqual([]);

    await user.clear(taxId);
    await user.type(taxId, '0105561234567');
    await user.click(screen.getByLabelText(/^VAT on invoices/).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'VAT 7%', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).toMatchObject({ labTaxId: '0105561234567', vatMode: 'vat7' });
  });
});

describe('lab settings: the frozen-section target (issue 32.3)', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows 20 minutes unless set, and saves another', async () => {
    serve();
    renderPage();
    const user = userEvent.setup();
    const target = await screen.findByLabelText(/^Frozen section target \(minutes\)/);
    expect(target).toHaveValue('20');
    await user.clear(target);
    await user.type(target, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await puts()).toHaveLength(1));
    expect((await puts())[0]).toMatchObject({ frozenTargetMinutes: 30 });
  });

  it('shows the lab’s own frozen-section target', async () => {
    serve({ ...settings, frozenTargetMinutes: 45 });
    renderPage();
    expect(await screen.findByLabelText(/^Frozen section target/)).toHaveValue('45');
  });
});
