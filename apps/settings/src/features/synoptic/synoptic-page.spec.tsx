import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { SynopticTemplateDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import SynopticPage from './synoptic-page';

const l = (en: string) => ({ en, th: en });
const breast: SynopticTemplateDto = {
  id: 'breast-invasive-resection',
  version: 1,
  name: l('Invasive carcinoma of the breast (resection)'),
  source: { dataset: 'ICCR Invasive Carcinoma of the Breast', edition: '2nd edition', url: 'https://example.org/', staging: 'TNM 8', note: '' },
  sections: [
    {
      id: 'tumour',
      label: l('Tumour'),
      elements: [
        { id: 'size', label: l('Size'), kind: 'number', level: 'required', min: 0.1, max: 300 },
        { id: 'foci', label: l('Foci'), kind: 'number', level: 'recommended', min: 1, max: 50 },
      ],
    },
  ],
  diagnosisLine: [],
  retired: false,
  retiredAt: null,
  retiredBy: null,
};

/** The synoptic API as the page calls it, recording what was sent. */
function serve(options: { refuseCsv?: boolean } = {}) {
  const sent: { method: string; path: string; body: string; type: string | null }[] = [];
  let template = breast;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.text();
    sent.push({ method: request.method, path: url.pathname + url.search, body, type: request.headers.get('content-type') });
    if (url.pathname === '/api/synoptic/templates') return jsonResponse({ templates: [template] });
    if (url.pathname === '/api/synoptic/templates/breast-invasive-resection/versions/1') {
      template = { ...template, retired: true, retiredAt: '2026-11-28T03:00:00.000Z', retiredBy: 'admin' };
      return jsonResponse({ template });
    }
    if (url.pathname === '/api/synoptic/icdo3/topography/import') {
      return options.refuseCsv
        ? jsonResponse(
            { statusCode: 400, message: 'Line 3: "C5O.4" must be an ICD-O-3 topography code', errors: [{ field: 'line 3', message: 'must be an ICD-O-3 topography code' }] },
            400,
          )
        : jsonResponse({ kind: 'topography', added: 2, updated: 1, unchanged: 0 });
    }
    if (url.pathname.startsWith('/api/synoptic/icdo3/')) return jsonResponse({ codes: [{ code: 'C50.4', term: 'Upper-outer quadrant of breast' }], total: 1 });
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  const store = makeStore();
  render(
    <Provider store={store}>
      <SynopticPage />
    </Provider>,
  );
  return { sent, store };
}

describe('the synoptic settings (issue 30.1, 30.4)', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists each template version in use, and retires one only with a reason', async () => {
    const { sent } = serve();
    const row = (await screen.findByText('Invasive carcinoma of the breast (resection)')).closest('tr')!;
    expect(row).toHaveTextContent('1 core, 1 recommended');
    expect(row).toHaveTextContent('In use');
    await userEvent.click(within(row).getByRole('button', { name: 'Retire Invasive carcinoma of the breast (resection) v1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Invasive carcinoma of the breast (resection) v1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByText('Say why (it is kept in the audit log).')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Superseded by version 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PUT').map((s) => JSON.parse(s.body))).toEqual([{ retired: true, reason: 'Superseded by version 2' }]));
    expect(await screen.findByText('Retired')).toBeInTheDocument();
  });

  it('searches a code list and loads a CSV file into it as text/csv, saying what changed', async () => {
    const { sent, store } = serve();
    expect(await screen.findByText('C50.4')).toBeInTheDocument();
    const file = new File(['code,term\nC50.4,Upper-outer quadrant of breast\n'], 'topography.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByTestId('icdo3-file'), file);
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({
      path: '/api/synoptic/icdo3/topography/import',
      type: 'text/csv',
      body: 'code,term\nC50.4,Upper-outer quadrant of breast\n',
    });
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('2 added, 1 updated, 0 unchanged'));
  });

  it('says why a file was refused, and the list stays as it was', async () => {
    serve({ refuseCsv: true });
    await screen.findByText('C50.4');
    await userEvent.upload(screen.getByTestId('icdo3-file'), new File(['code,term\nC5O.4,x\n'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/C5O\.4|topography/);
    expect(screen.getByText('C50.4')).toBeInTheDocument();
  });
});
