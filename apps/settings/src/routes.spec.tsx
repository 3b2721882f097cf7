import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useRoutes } from 'react-router';
import { makeStore } from '@pathdesk/web-data';
import { routes } from './routes';

function SettingsRoutes() {
  return useRoutes(routes);
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** Mounts the routes at /setting/* in a data router, as the shell does (pages may block navigation). */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>Loading…</p>}>
            <Outlet />
            <CurrentPath />
          </Suspense>
        ),
        children: [
          { path: '/setting/*', element: <SettingsRoutes /> },
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

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

describe('settings routes', () => {
  it('has the settings pages of the spec (hospitals spelt "hispitals"), companies, lab settings and a catch-all', () => {
    expect(routes.map((route) => (route.index ? '(index)' : route.path))).toEqual([
      '(index)',
      'prefix',
      'screener',
      'pathologist',
      'cytologicaltype',
      'gynecologicaltype',
      'gynecologicalcomment',
      'company',
      'hispitals',
      'doctors',
      'users',
      'profile',
      'lab',
      'tests',
      'custody',
      'interfaces',
      'patient-access',
      'remotes',
      'synoptic',
      '*',
    ]);
  });

  it('opens the prefixes page at /setting, with the name titles below the accession prefixes', async () => {
    renderAt('/setting');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accession prefixes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Name titles' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/setting/prefix');
  });

  it.each([
    ['/setting/screener', 'Screeners'],
    ['/setting/pathologist', 'Pathologists'],
    ['/setting/cytologicaltype', 'Cytological types'],
    ['/setting/gynecologicaltype', 'Gynecological types'],
    ['/setting/gynecologicalcomment', 'Gynecological comments'],
    ['/setting/company', 'Companies'],
    ['/setting/hispitals', 'Hospitals'],
    ['/setting/doctors', 'Doctors'],
    ['/setting/users', 'Users'],
    ['/setting/lab', 'Lab settings'],
  ])('shows %s titled "%s"', async (path, title) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/setting/hospitals', '/setting/prefix/extra'])('redirects the unknown sub-path %s to /pages/notfound', async (path) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { name: 'Shell not-found page' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/pages/notfound');
  });
});
