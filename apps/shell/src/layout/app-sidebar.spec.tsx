import { renderApp, serveApi, testAdmin } from '../testing/render-app';
import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@pathdesk/contracts';
import { fetchMock } from '@pathdesk/testing/fetch';
import { resetShellConfig } from '../remotes/shell-config';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** Opens the dashboard signed in as `user`; returns the main menu. */
async function sidebarOf(user: SessionUser) {
  serveApi({ user });
  await renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const sectionNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('list', { name: /./ })
    .map((list) => list.getAttribute('aria-label'));
const linkNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AppSidebar', () => {
  beforeEach(() => resetShellConfig());
  afterEach(() => fetchMock.mockReset());

  it("shows an admin's menu, settings included", async () => {
    const menu = await sidebarOf(testAdmin);

    expect(sectionNames(menu)).toEqual(['Home', 'Workspace', 'Report', 'Settings']);
    expect(within(menu).getByRole('list', { name: 'Settings' })).toContainElement(within(menu).getByRole('link', { name: 'Users' }));
    expect(within(menu).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/setting/users');
  });

  it("shows a guest's menu: the dashboard and the three reports, no workspace", async () => {
    const menu = await sidebarOf({ id: 4, username: 'guest', name: 'Guest Viewer', role: 'guest' });

    expect(sectionNames(menu)).toEqual(['Home', 'Report']);
    expect(linkNames(menu)).toEqual(['Dashboard', 'Surgical Report', 'Cytological Report', 'Gynecological Report']);
    expect(within(menu).queryByRole('list', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Surgical' })).not.toBeInTheDocument();
  });

  it("shows a doctor's menu without report lists or settings: the gynecological review only", async () => {
    const menu = await sidebarOf({ id: 5, username: 'somchai', name: 'Somchai Jaidee', role: 'Doctor' });

    expect(sectionNames(menu)).toEqual(['Home', 'Workspace', 'Report']);
    expect(within(menu).getByRole('link', { name: 'Surgical' })).toHaveAttribute('href', '/workspace/surgicals');
    expect(within(menu).getByRole('link', { name: 'Gynecological Review' })).toHaveAttribute('href', '/report/gynecological-review-report');
    expect(within(menu).queryByRole('link', { name: 'Surgical Report' })).not.toBeInTheDocument();
  });

  it('marks the page that is open', async () => {
    const menu = await sidebarOf(testAdmin);

    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveClass('active-route');
    expect(within(menu).getByRole('link', { name: 'Surgical' })).not.toHaveClass('active-route');
  });
});
