import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorrelationDto, CorrelationSummaryResponse } from '@pathdesk/contracts';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { authApi, changeLanguage, makeStore } from '@pathdesk/web-data';
import { renderPage } from '../../testing/render-page';
import { CorrelationSection } from './correlation-section';

const pair: CorrelationDto = {
  id: 9,
  patientId: 4,
  patientName: 'นาง บุญมี ดีใจ',
  pap: { caseId: 20, accessionNo: 'G69-00020', reportId: 30, date: '2026-10-01', interpretation: 'HSIL', signer: 'doctor' },
  biopsy: { caseId: 21, accessionNo: 'S69-00021', reportId: 31, date: '2026-11-20', specimen: 'Cervix, punch biopsy', diagnosis: 'Cervix, biopsy: CIN 1.', signer: 'doctor' },
  intervalDays: 50,
  queuedAt: '2026-11-20T03:00:00.000Z',
  outcome: null,
  note: null,
  reviewer: null,
  reviewedAt: null,
};
const summary: CorrelationSummaryResponse = {
  periods: [{ month: '2026-11', pairs: 4, pending: 1, agree: 2, minor: 1, major: 0, discrepancyRate: 1 / 3 }],
  total: { pairs: 4, pending: 1, agree: 2, minor: 1, major: 0, discrepancyRate: 1 / 3 },
};

async function render(role: string) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/check') return jsonResponse({ id: 1, username: role, name: role, role });
    if (request.method === 'POST') return jsonResponse({ correlation: { ...pair, ...(await request.json()), reviewer: role } }, 201);
    if (url.pathname === '/api/reports/gynecologicals/correlations') return jsonResponse({ correlations: [pair], total: 1 });
    if (url.pathname === '/api/reports/gynecologicals/correlations/summary') return jsonResponse(summary);
    throw new Error(`unexpected ${requestedPath(request)}`);
  });
  const store = makeStore();
  await store.dispatch(authApi.endpoints.checkAuth.initiate());
  renderPage(<CorrelationSection />, { at: '/report/gynecological-review-report', store });
}

const posts = () => fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');

describe('the correlation section', () => {
  afterEach(() => fetchMock.mockReset());

  it('lists the pairs to correlate and the summary per month with the discrepancy rate', async () => {
    await render('user');
    const row = await screen.findByRole('row', { name: /S69-00021/ });
    expect(row).toHaveTextContent('G69-00020 (HSIL)');
    expect(row).toHaveTextContent('11/20/2026 (50 d)');
    expect(row).toHaveTextContent('10/01/2026');
    // lab staff read; only pathologists and administrators record
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Correlation summary' });
    expect(await within(table).findByRole('row', { name: /11\/2026/ })).toHaveTextContent('33.3%');
    expect(new URL((fetchMock.mock.calls[1]![0] as Request).url).searchParams.get('status')).toBe('pending');
  });

  it('a pathologist records a minor discrepancy: the note is asked for first, then the pair is sent', async () => {
    await render('doctor');
    await userEvent.click(await screen.findByRole('button', { name: 'Record the correlation of G69-00020 and S69-00021' }));
    const dialog = screen.getByRole('dialog', { name: 'Correlation of G69-00020 / S69-00021' });
    expect(dialog).toHaveTextContent('Cervix, biopsy: CIN 1.');
    await userEvent.click(dialog.querySelector('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Minor discrepancy', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correlation' }));
    expect(await within(dialog).findByText(/is required for a discrepancy: say what differs$/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Sampling difference.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correlation' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(requestedPath(posts()[0]!)).toContain('/api/reports/gynecologicals/correlations/9');
    expect(await posts()[0]!.clone().json()).toEqual({ outcome: 'minor', note: 'Sampling difference.' });
  });

  describe('in Thai (issue 18)', () => {
    afterEach(() => act(() => changeLanguage('en')));

    it('shows the section, its tables, its outcomes and its dialog in Thai, with no English left', async () => {
      await changeLanguage('th');
      await render('doctor');
      expect(await screen.findByRole('heading', { level: 2, name: 'การเทียบผลเซลล์วิทยากับผลชิ้นเนื้อ' })).toBeInTheDocument();
      const row = await screen.findByRole('row', { name: /S69-00021/ });
      expect(row).toHaveTextContent('11/20/2026 (50 วัน)');
      expect(row).toHaveTextContent('รอเทียบผล');
      const table = screen.getByRole('table', { name: 'สรุปการเทียบผล' });
      expect(within(table).getByRole('columnheader', { name: 'อัตราความไม่สอดคล้อง' })).toBeInTheDocument();
      expect(await screen.findByText(/^ทุกเดือน: 4 คู่/)).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'การเทียบผลเซลล์วิทยากับผลชิ้นเนื้อ' });
      for (const english of ['Cyto-histologic', 'To correlate', 'Correlation summary', 'Biopsy signed out', 'Pairs', 'All months', ' d)']) {
        expect(section).not.toHaveTextContent(english);
      }

      await userEvent.click(within(row).getByRole('button', { name: 'บันทึกการเทียบผลของ G69-00020 และ S69-00021' }));
      const dialog = screen.getByRole('dialog', { name: 'การเทียบผล G69-00020 / S69-00021' });
      expect(dialog).toHaveTextContent('เก็บเมื่อ 10/01/2026');
      expect(within(dialog).getByRole('button', { name: 'บันทึกการเทียบผล' })).toBeInTheDocument();
      await userEvent.click(dialog.querySelector('.p-dropdown')!);
      expect(await screen.findByRole('option', { name: 'ไม่สอดคล้องมาก', hidden: true })).toBeInTheDocument();
    });
  });
});
