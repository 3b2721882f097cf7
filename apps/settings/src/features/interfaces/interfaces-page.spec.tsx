import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InterfaceDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import InterfacesPage from './interfaces-page';

const base = {
  hospitalId: 1,
  hospitalName: 'โรงพยาบาลบางแก้ว',
  enabled: true,
  revokedAt: null,
  createdAt: '2026-11-27T01:00:00Z',
  createdBy: 'admin',
  updatedAt: '2026-11-27T01:00:00Z',
  version: 1,
};
const hl7: InterfaceDto = {
  ...base,
  id: 1,
  kind: 'hl7v2-mllp',
  name: 'HOSxP HL7',
  tokenHint: null,
  host: '10.0.0.5',
  port: 2575,
  sendingApplication: 'PATHDESK',
  sendingFacility: 'LAB',
  receivingApplication: 'HOSxP',
  receivingFacility: 'BKVH',
};
const token: InterfaceDto = { ...base, id: 2, kind: 'fhir-token', name: 'FHIR reader', tokenHint: 'pdk_abcd' };
const hosxp: InterfaceDto = {
  ...base,
  id: 4,
  kind: 'hosxp',
  name: 'HOSxP database',
  tokenHint: null,
  host: '10.0.0.9',
  port: 3306,
  database: 'hos',
  user: 'pathdesk',
  hasPassword: true,
  labItems: { surgical: ['501'], cytological: ['502'] },
};

/** GET/POST/PUT /api/interfaces and the connection test, recording what was sent. */
function serve() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.text().then((t) => (t ? JSON.parse(t) : undefined));
    sent.push({ method: request.method, path, body });
    if (path === '/api/interfaces' && request.method === 'GET') return jsonResponse({ interfaces: [hl7, token, hosxp] });
    if (path === '/api/interfaces/4/poll') return jsonResponse({ ok: true, detail: '2 order(s) placed, 1 refused.', accepted: 2, refused: 1 });
    if (path === '/api/cfgvalues/hospitals') return jsonResponse({ hospitals: [{ id: 1, code: 'BKV', name: 'โรงพยาบาลบางแก้ว' }] });
    if (path === '/api/interfaces' && request.method === 'POST') return jsonResponse({ interface: { ...token, id: 3, name: 'New token' }, token: 'pdk_SECRET-shown-once' }, 201);
    if (path === '/api/interfaces/2' && request.method === 'PUT') return jsonResponse({ interface: { ...token, revokedAt: '2026-11-27T02:00:00Z', version: 2 } });
    if (path === '/api/interfaces/1/test') return jsonResponse({ ok: false, detail: '10.0.0.5:2575: connect ECONNREFUSED' });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return sent;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/setting/interfaces', element: <InterfacesPage /> }], { initialEntries: ['/setting/interfaces'] });
  const store = makeStore();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ConfirmDialog />
    </Provider>,
  );
  return store;
}

describe('Settings → Interfaces', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists the interfaces with their connection, and revokes a token only after confirming', async () => {
    const sent = serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Interfaces' });
    expect(await within(table).findByText('10.0.0.5:2575 · PATHDESK@LAB → HOSxP@BKVH')).toBeInTheDocument();
    expect(within(table).getByText('Token pdk_abcd…')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Revoke the token of FHIR reader' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke the token of FHIR reader' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Revoke this token?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/interfaces/2', body: { version: 1, revoke: true } }]));
  });

  it('adds a FHIR token and shows the token once', async () => {
    const sent = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an interface' });
    await user.click(within(dialog).getByLabelText(/^Kind/).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'FHIR API token', hidden: true }));
    await user.click(
      within(dialog)
        .getByLabelText(/^Hospital/)
        .closest('.p-dropdown')!,
    );
    await user.click(await screen.findByRole('option', { name: 'โรงพยาบาลบางแก้ว', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toEqual([{ method: 'POST', path: '/api/interfaces', body: { kind: 'fhir-token', hospitalId: 1 } }]));
    expect(await screen.findByLabelText('Token')).toHaveTextContent('pdk_SECRET-shown-once');
  });

  it('tests a connection and says why it failed', async () => {
    serve();
    const store = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Test the connection of HOSxP HL7' }));
    await waitFor(() =>
      expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'error', summary: 'Connection failed', detail: '10.0.0.5:2575: connect ECONNREFUSED' })]),
    );
  });

  it('fetches a HOSxP interface’s orders now and says what came; shows its lab items', async () => {
    const sent = serve();
    const store = renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('10.0.0.9:3306 · hos · pathdesk · items 501, 502')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Fetch the orders of HOSxP database now' }));
    await waitFor(() => expect(store.getState().notifications).toEqual([expect.objectContaining({ severity: 'success', summary: 'Orders fetched: 2 placed, 1 refused' })]));
    expect(sent.filter((s) => s.path === '/api/interfaces/4/poll')).toHaveLength(1);
    // The HL7 and FHIR interfaces have nothing to fetch.
    expect(screen.getAllByRole('button', { name: /^Fetch the orders of/ })).toHaveLength(1);
  });
});
