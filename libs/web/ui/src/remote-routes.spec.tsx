import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import type { RemoteManifest } from '@pathdesk/contracts';
import { platformMismatches, remoteRoutes, satisfies } from './remote-routes';

const manifest: RemoteManifest = {
  name: 'books',
  namespace: 'books',
  title: 'remote.books',
  mounts: ['/books'],
  pages: [{ path: '/books', roles: 'anyone' }],
  groups: [],
  menu: [],
};

/** As the shell mounts a remote: at its mount, inside the layout's Suspense boundary. */
function Mounted({ routes }: { routes: RouteObject[] }) {
  return <Suspense fallback={null}>{useRoutes([{ path: '/books/*', element: <Routes routes={routes} /> }])}</Suspense>;
}
function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('satisfies', () => {
  it.each([
    ['2.1.0', '^2.0.0', true],
    ['2.0.0', '^2.0.0', true],
    ['2.0.5', '^2.0.1', true],
    ['2.0.0', '^2.1.0', false],
    ['1.9.0', '^2.0.0', false],
    ['3.0.0', '^2.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['2.1.0-rc.1', '^2.0.0', false],
    ['not a version', '^2.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('platformMismatches', () => {
  it('names what the shell provides that the build does not accept', () => {
    expect(platformMismatches({ '@pathdesk/web-data': '2.0.0', react: '19.3.1' }, { '@pathdesk/web-data': '^2.1.0', react: '^19.3.1' })).toEqual([
      '@pathdesk/web-data 2.0.0 (^2.1.0 wanted)',
    ]);
    expect(platformMismatches({ react: '19.3.1' }, { '@pathdesk/web-data': '^2.0.0' })).toEqual(['@pathdesk/web-data missing (^2.0.0 wanted)']);
    expect(platformMismatches({ '@pathdesk/web-data': '2.4.0' }, { '@pathdesk/web-data': '^2.1.0' })).toEqual([]);
  });

  it('accepts the platform it is built with', () => {
    expect(platformMismatches()).toEqual([]);
  });
});

describe('remoteRoutes', () => {
  it("serves the remote's own routes, loaded at once, when the platform fits", async () => {
    const load = jest.fn(async () => ({ routes: [{ path: 'shelves', element: <h1>Shelves</h1> }] }));
    const routes = remoteRoutes(manifest, load, []);
    expect(load).toHaveBeenCalledTimes(1);

    // Awaited: the routes arrive while rendering (React's `use`).
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/books/shelves']}>
          <Mounted routes={routes} />
        </MemoryRouter>,
      );
    });

    expect(await screen.findByRole('heading', { name: 'Shelves' })).toBeInTheDocument();
  });

  it('shows its own "needs an update" page at every address, and loads none of its code, when it does not', () => {
    const load = jest.fn();
    const routes = remoteRoutes(manifest, load, ['@pathdesk/web-data 2.0.0 (^2.1.0 wanted)']);

    render(
      <MemoryRouter initialEntries={['/books/shelves/3']}>
        <Mounted routes={routes} />
      </MemoryRouter>,
    );

    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Books needs an update');
    expect(panel).toHaveTextContent('@pathdesk/web-data 2.0.0 (^2.1.0 wanted)');
    expect(panel).toHaveTextContent('an administrator can roll this part back');
    expect(load).not.toHaveBeenCalled();
  });

  it('says it in Thai on a Thai page', () => {
    document.documentElement.lang = 'th';
    try {
      render(
        <MemoryRouter initialEntries={['/books']}>
          <Mounted routes={remoteRoutes(manifest, jest.fn(), ['react 18.0.0 (^19.3.1 wanted)'])} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Books ต้องได้รับการปรับปรุง');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
