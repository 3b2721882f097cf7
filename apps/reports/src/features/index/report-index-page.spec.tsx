import { act, screen, within } from '@testing-library/react';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { changeLanguage, i18n, makeStore } from '@pathdesk/web-data';
import { renderPage } from '../../testing/render-page';
import ReportIndexPage from './report-index-page';

function renderAs(role: string) {
  const store = makeStore({ session: { status: 'authenticated', user: { id: 1, username: role, name: role, role }, expired: false } });
  renderPage(<ReportIndexPage />, { at: '/report/index', store });
}

const linksOf = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('the report index', () => {
  beforeEach(() =>
    fetchMock.mockImplementation(async (input) =>
      requestedPath(input as Request) === '/api/reports/index-counts'
        ? jsonResponse({
            counts: [
              { page: 'surgical-report', count: 12, resend: 0, capped: false, resendCapped: false, label: '12 to dispatch' },
              { page: 'cytological-report', count: 4, resend: 1, capped: false, resendCapped: false, label: '4 to dispatch (1 amended — send again)' },
              { page: 'gynecological-review-report', count: 3, resend: 0, capped: false, resendCapped: false, label: '3 to review' },
            ],
          })
        : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'No such route.' }, 404),
    ),
  );
  afterEach(() => fetchMock.mockReset());

  it('shows lab staff the count of a page that has one', async () => {
    renderAs('user');

    expect(await screen.findByRole('link', { name: /Surgical report.*12 to dispatch/ })).toHaveAttribute('href', '/report/surgical-report');
    expect(screen.getByRole('link', { name: /Gynecological review report.*3 to review/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cytological report.*4 to dispatch \(1 amended — send again\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Gynecological report/ })).not.toHaveTextContent('to dispatch');
    expect(linksOf('Summaries')).toEqual(['/report/surgical-summary-report', '/report/cytological-summary-report', '/report/gynecological-summary-report']);
  });

  it('says "1,000+" where the API stopped counting the outbox (issue 34)', async () => {
    const capped = [
      { page: 'surgical-report', count: 1_000, resend: 1_000, capped: true, resendCapped: true, label: '1,000+ to dispatch (1,000+ new versions — send again)' },
      { page: 'cytological-report', count: 1_000, resend: 7, capped: true, resendCapped: false, label: '1,000+ to dispatch (7 new versions — send again)' },
      { page: 'gynecological-report', count: 1_000, resend: 0, capped: false, resendCapped: false, label: '1,000 to dispatch' },
    ];
    fetchMock.mockImplementation(async () => jsonResponse({ counts: capped }));
    renderAs('user');

    expect(await screen.findByRole('link', { name: /^Surgical report.*1,000\+ to dispatch \(1,000\+ amended — send again\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cytological report.*1,000\+ to dispatch \(7 amended — send again\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Gynecological report.*1,000 to dispatch$/ })).toBeInTheDocument();
  });

  it('asks a guest’s server for no counts', () => {
    renderAs('guest');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives lab staff every report page, grouped', () => {
    renderAs('user');

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Released reports', 'Quality control', 'Summaries', 'Invoices']);
    expect(linksOf('Released reports')).toEqual(['/report/surgical-report', '/report/cytological-report', '/report/gynecological-report']);
    expect(linksOf('Quality control')).toEqual(['/report/gynecological-review-report', '/report/synoptic-completeness', '/report/frozen-concordance', '/report/concordance']);
    expect(linksOf('Invoices')).toHaveLength(5);
  });

  it('gives a pathologist the quality-control pages only: the gynecological review, the malignancy review (issue 24.1) and the synoptic completeness (issue 30.6)', () => {
    renderAs('doctor');

    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/report/gynecological-review-report',
      '/report/malignancy-review',
      '/report/synoptic-completeness',
      '/report/frozen-concordance',
      '/report/concordance',
    ]);
  });

  it('gives a guest the three report lists only', () => {
    renderAs('guest');

    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/report/surgical-report', '/report/cytological-report', '/report/gynecological-report']);
  });

  it('says so when the role opens no report page', () => {
    renderAs('pending');

    expect(screen.getByText('Your role opens no report page.')).toBeInTheDocument();
  });

  describe('in Thai (issue 16.1)', () => {
    afterEach(() => changeLanguage('en'));

    it("fetches the reports namespace's Thai file on the switch, then shows the groups and pages in Thai", async () => {
      expect(i18n().hasResourceBundle('th', 'reports')).toBe(false); // not before anyone asks for Thai
      await changeLanguage('th');
      expect(i18n().hasResourceBundle('th', 'reports')).toBe(true);
      renderAs('user');

      expect(screen.getByRole('heading', { level: 1, name: 'รายงาน' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['รายงานที่ออกแล้ว', 'การควบคุมคุณภาพ', 'สรุปรายงาน', 'ใบแจ้งหนี้']);
      expect(linksOf('รายงานที่ออกแล้ว')[0]).toBe('/report/surgical-report');
      expect(screen.getByRole('link', { name: /^รายงานศัลยพยาธิ/ })).toHaveTextContent('รายงานผลศัลยพยาธิที่ออกแล้ว');
      expect(screen.queryByText('Released reports')).not.toBeInTheDocument();
      // issue 26.6: the counts too ("12 to dispatch" was left in English)
      expect(await screen.findByRole('link', { name: /^รายงานศัลยพยาธิ.*รอส่ง 12 ฉบับ/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /รอส่ง 4 ฉบับ \(แก้ไข 1 ฉบับ — ต้องส่งใหม่\)/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /รอทบทวน 3 ราย/ })).toBeInTheDocument();
      expect(screen.queryByText(/to dispatch|to review/)).not.toBeInTheDocument();

      await act(() => changeLanguage('en'));
      expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    });

    it('says "1,000+" in Thai too where the API stopped counting (issue 34)', async () => {
      const counts = [{ page: 'surgical-report', count: 1_000, resend: 1_000, capped: true, resendCapped: true, label: '1,000+ to dispatch (1,000+ new versions — send again)' }];
      fetchMock.mockImplementation(async () => jsonResponse({ counts }));
      await changeLanguage('th');
      renderAs('user');

      expect(await screen.findByRole('link', { name: /^รายงานศัลยพยาธิ.*รอส่ง 1,000\+ ฉบับ \(แก้ไข 1,000\+ ฉบับ — ต้องส่งใหม่\)/ })).toBeInTheDocument();
      await act(() => changeLanguage('en'));
    });
  });
});
