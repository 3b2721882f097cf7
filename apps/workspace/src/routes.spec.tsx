import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useRoutes } from 'react-router';
import { fetchMock, jsonResponse, requestedPath } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { reportOf } from '@pathdesk/web-reports/testing';
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
  return router;
}

describe('workspace routes', () => {
  it("has the overview, for each kind the worklist, the registration and the case tabs, the open orders, the paraffin loans, custody's pages and the hospitals' orders waiting", () => {
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
      'additionals',
      'paraffins',
      'notifications',
      'workload',
      'stations',
      'archive',
      'retention',
      'orders',
      '*',
    ]);
    const tabs = (path: string) => routes.find((r) => r.path === path)?.children?.map((c) => (c.index ? '(index)' : c.path));
    expect(tabs('surgicals/:id')).toEqual(['(index)', 'info', 'result', 'additionals', 'paraffins', 'view', 'timeline']);
    // Spec §2: gynecological info and result under `gynecologicals`, the other three under `gyneologicals`.
    expect(tabs('gynecologicals/:id')).toEqual(['(index)', 'info', 'result', 'timeline', 'additionals', 'paraffins', 'view']);
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

  describe('a gynecological case tab at the other spelling', () => {
    const caseDto = reportOf('gynecological', { id: 5 }).snapshot.case;
    beforeEach(() =>
      fetchMock.mockImplementation(async (input) =>
        requestedPath(input as Request) === `/api/gynecologicals/${caseDto.id}`
          ? jsonResponse({ gynecological: caseDto })
          : jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Not in this test.' }, 404),
      ),
    );
    afterEach(() => fetchMock.mockReset());

    it.each([
      ['gynecologicals/{id}/paraffins', 'gyneologicals/{id}/paraffins'],
      ['gynecologicals/{id}/view', 'gyneologicals/{id}/view'],
      ['gyneologicals/{id}', 'gynecologicals/{id}/info'],
      ['gyneologicals/{id}/result', 'gynecologicals/{id}/result'],
    ])('goes from %s to the spelling of spec §2, %s', async (from, to) => {
      const router = renderAt(`/workspace/${from.replace('{id}', String(caseDto.id))}`);

      await waitFor(() => expect(router.state.location.pathname).toBe(`/workspace/${to.replace('{id}', String(caseDto.id))}`));
    });
  });

  it('redirects an unknown sub-path to /pages/notfound', async () => {
    renderAt('/workspace/no-such-list');

    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
  });
});
