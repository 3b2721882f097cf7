import { screen, within } from '@testing-library/react';
import { makeStore } from '@pathdesk/web-data';
import { renderPage } from '../../testing/render-page';
import ReportIndexPage from './report-index-page';

function renderAs(role: string) {
  const store = makeStore({ session: { status: 'authenticated', user: { id: 1, username: role, name: role, role }, expired: false } });
  renderPage(<ReportIndexPage />, { at: '/report/index', store });
}

const linksOf = (group: string) => within(screen.getByRole('region', { name: group })).getAllByRole('link').map((a) => a.getAttribute('href'));

describe('the report index', () => {
  it('gives lab staff every report page, grouped', () => {
    renderAs('user');

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Released reports', 'Quality control', 'Summaries', 'Invoices']);
    expect(linksOf('Released reports')).toEqual(['/report/surgical-report', '/report/cytological-report', '/report/gynecological-report']);
    expect(linksOf('Quality control')).toEqual(['/report/gynecological-review-report']);
    expect(linksOf('Invoices')).toHaveLength(5);
  });

  it('gives a pathologist the gynecological review only', () => {
    renderAs('doctor');

    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/report/gynecological-review-report']);
  });

  it('gives a guest the three report lists only', () => {
    renderAs('guest');

    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/report/surgical-report', '/report/cytological-report', '/report/gynecological-report']);
  });

  it('says so when the role opens no report page', () => {
    renderAs('pending');

    expect(screen.getByText('Your role opens no report page.')).toBeInTheDocument();
  });
});
