import { apiError, renderApp, requestsTo, serveApi, serveEveryRemote, testAdmin } from '../testing/render-app';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '../remotes/federation';
import { jsonResponse } from '@pathdesk/testing/fetch';
import { selectSessionStatus, selectSessionUser } from '@pathdesk/web-data';
import { findToast, toastSummaries } from '../testing/toast';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

/** The dashboard, signed in as the admin, with POST /api/auth/logout answering `logout`. */
async function openDashboard(logout: () => Promise<Response> = async () => jsonResponse({ signedOut: true })) {
  serveApi({ routes: { 'POST /api/auth/logout': logout } });
  const view = await renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return { ...view, user: userEvent.setup(), button: screen.getByRole('button', { name: 'admin Demo Admin' }) };
}

async function openMenu() {
  const view = await openDashboard();
  await view.user.click(view.button);
  return { ...view, menu: screen.getByRole('menu', { name: 'admin Demo Admin' }) };
}

const menuItem = (name: string) => screen.getByRole('menuitem', { name });

describe('UserMenu', () => {
  serveEveryRemote(loader);

  it('is a menu button labelled with the username, then the name', async () => {
    const { button } = await openDashboard();

    expect(button).toHaveAccessibleName('admin Demo Admin');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on a click with Profile and Logout, the first one focused', async () => {
    const { button, menu } = await openMenu();

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
    expect(menuItem('Profile')).toHaveFocus();
  });

  it('closes on a second click of the button', async () => {
    const { user, button } = await openMenu();

    await user.click(button);

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the profile page from Profile', async () => {
    const { user, router } = await openMenu();

    await user.click(menuItem('Profile'));

    expect(await screen.findByRole('heading', { name: 'Served by settings/routes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setting/profile');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { user, button } = await openMenu();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the focus with ArrowDown and ArrowUp, wrapping round', async () => {
    const { user } = await openMenu();

    await user.keyboard('{ArrowDown}');
    expect(menuItem('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItem('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItem('Profile')).toHaveFocus();
  });

  it('closes when the focus leaves with Tab', async () => {
    const { user } = await openMenu();

    await user.tab();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    const { user } = await openMenu();

    await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out with Logout: POST /api/auth/logout, then the sign-in page and an anonymous session', async () => {
    const { user, router, store } = await openMenu();
    const cachedCheck = () => store.getState().api.queries['checkAuth(undefined)']?.data;
    expect(cachedCheck()).toEqual(testAdmin);

    await user.click(menuItem('Logout'));

    expect(await screen.findByRole('heading', { name: 'Sign in to PathDesk' })).toBeInTheDocument();
    expect(requestsTo('/api/auth/logout').map((request) => request.method)).toEqual(['POST']);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(selectSessionStatus(store.getState())).toBe('anonymous');
    expect(selectSessionUser(store.getState())).toBeNull();
    // The user's answers do not stay in the cache.
    expect(cachedCheck()).toBeUndefined();
    expect(toastSummaries()).toEqual([]);
  });

  it("shows 'Logout failed' with the reason and stays signed in on the page when the server fails", async () => {
    const { user, router, store } = await openDashboard(async () => apiError(500, 'The session store is unavailable.'));
    await user.click(screen.getByRole('button', { name: 'admin Demo Admin' }));

    await user.click(menuItem('Logout'));

    const toast = await findToast('Logout failed');
    expect(toast).toHaveTextContent('The session store is unavailable.');
    expect(toast).toHaveClass('p-toast-message-error');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toEqual(testAdmin);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
