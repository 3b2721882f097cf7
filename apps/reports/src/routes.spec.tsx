import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useRoutes } from 'react-router';
import { makeStore } from '@pathdesk/web-data';
import { routes } from './routes';

function ReportsRoutes() {
  return useRoutes(routes);
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** Mounts the routes at /report/* and /verify/*, as the shell does. */
function renderAt(path: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/report/*" element={<ReportsRoutes />} />
            <Route path="/verify/*" element={<ReportsRoutes />} />
            <Route path="/pages/notfound" element={<h1>Shell not-found page</h1>} />
          </Routes>
        </Suspense>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

describe('reports routes', () => {
  it('has the report pages (each with its versions), the review, summary and invoice pages of the spec, and a catch-all', () => {
    expect(routes.map((route) => (route.index ? '(index)' : route.path))).toEqual([
      '(index)',
      'index',
      'surgical-report',
      'surgical-report/:id',
      'cytological-report',
      'cytological-report/:id',
      'gynecological-report',
      'gynecological-report/:id',
      'gynecological-review-report',
      'malignancy-review',
      'synoptic-completeness',
      'frozen-concordance',
      'concordance',
      'inbox',
      'requisitions',
      'loans',
      'surgical-summary-report',
      'cytological-summary-report',
      'gynecological-summary-report',
      'surgical-invoice',
      'surgical-invoice/:id',
      'cytological-invoice',
      'cytological-invoice/:id',
      'gynecological-invoice',
      'gynecological-invoice/:id',
      'additional-invoice',
      'additional-invoice/:id',
      'paraffin-invoice',
      'paraffin-invoice/:id',
      ':token',
      '*',
    ]);
  });

  it('opens /report/index at /report', async () => {
    renderAt('/report');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/report/index');
  });

  it.each([
    ['/report/surgical-report', 'Surgical report'],
    ['/report/gynecological-review-report', 'Gynecological review report'],
    ['/report/paraffin-invoice', 'Paraffin block invoice'],
  ])('shows %s titled "%s"', async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('redirects an unknown sub-path to /pages/notfound', async () => {
    renderAt('/report/surgical-reports');

    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/pages/notfound');
  });
});
