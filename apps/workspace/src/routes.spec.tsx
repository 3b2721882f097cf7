import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useRoutes } from 'react-router';
import { makeStore } from '@pathdesk/web-data';
import { routes } from './routes';

function WorkspaceRoutes() {
  return useRoutes(routes);
}

/** Mounts the routes at /workspace/* in a data router, as the shell does (pages may block navigation). */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>Loading…</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/workspace/*', element: <WorkspaceRoutes /> },
          { path: '/pages/notfound', element: <h1>Shell not-found page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('workspace routes', () => {
  it('has the overview, and for each kind the worklist, the registration and the case tabs', () => {
    expect(routes.map((route) => (route.index ? '(index)' : route.path))).toEqual([
      '(index)',
      'surgicals',
      'surgicals/new',
      'surgicals/:id',
      'cytologicals',
      'cytologicals/new',
      'cytologicals/:id',
      'gynecologicals',
      'gynecologicals/new',
      'gynecologicals/:id',
      'gyneologicals/:id',
      '*',
    ]);
    const tabs = (path: string) => routes.find((r) => r.path === path)?.children?.map((c) => (c.index ? '(index)' : c.path));
    expect(tabs('surgicals/:id')).toEqual(['(index)', 'info', 'result', 'additionals', 'paraffins', 'view']);
    // Spec §2: gynecological info and result under `gynecologicals`, the other three under `gyneologicals`.
    expect(tabs('gynecologicals/:id')).toEqual(['(index)', 'info', 'result', 'additionals', 'paraffins', 'view']);
    expect(tabs('gyneologicals/:id')).toEqual(['(index)', 'additionals', 'paraffins', 'view', 'info', 'result']);
  });

  it('shows the overview at /workspace', async () => {
    renderAt('/workspace');

    expect(await screen.findByRole('heading', { level: 1, name: 'Workspace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Surgical cases' })).toHaveAttribute('href', '/workspace/surgicals');
  });

  it.each([
    ['/workspace/surgicals', 'Surgical cases'],
    ['/workspace/cytologicals', 'Cytological cases'],
    ['/workspace/gynecologicals', 'Gynecological cases'],
  ])('shows the worklist %s titled "%s"', async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('redirects an unknown sub-path to /pages/notfound', async () => {
    renderAt('/workspace/no-such-list');

    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
