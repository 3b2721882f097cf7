import { serveApi, renderApp, testShellConfig } from '../testing/render-app';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '../remotes/federation';
import { fetchMock } from '@pathdesk/testing/fetch';
import { setViewportWidth } from '../testing/viewport';
import { resetShellConfig } from '../remotes/shell-config';
import { forgetRemoteRoutes } from '../remotes/load-remote-routes';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

describe('AppLayout', () => {
  const originalWidth = window.innerWidth;

  beforeEach(() => {
    resetShellConfig();
    forgetRemoteRoutes();
    serveApi();
  });

  afterEach(() => {
    setViewportWidth(originalWidth);
    fetchMock.mockReset();
  });

  async function renderDashboard() {
    const view = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    return { ...view, layout: screen.getByTestId('layout'), toggle: screen.getByRole('button', { name: 'Toggle menu' }) };
  }

  describe('on a desktop (1200 px)', () => {
    beforeEach(() => setViewportWidth(1200));

    it('opens the overlay menu from the toggle button', async () => {
      const { layout, toggle } = await renderDashboard();
      expect(layout).toHaveClass('layout-wrapper', 'layout-overlay');
      expect(layout).not.toHaveClass('layout-overlay-active');

      await userEvent.click(toggle);

      expect(layout).toHaveClass('layout-overlay-active');
      expect(layout).not.toHaveClass('layout-mobile-active');
    });

    it('closes the menu when the toggle is clicked again', async () => {
      const { layout, toggle } = await renderDashboard();

      await userEvent.click(toggle);
      await userEvent.click(toggle);

      expect(layout).not.toHaveClass('layout-overlay-active');
    });

    it('closes the menu on a click outside the sidebar', async () => {
      const { layout, toggle } = await renderDashboard();
      await userEvent.click(toggle);

      await userEvent.click(screen.getByRole('heading', { name: 'Dashboard' }));

      expect(layout).not.toHaveClass('layout-overlay-active');
    });

    it('keeps the menu open on a click inside the sidebar', async () => {
      const { layout, toggle } = await renderDashboard();
      await userEvent.click(toggle);

      await userEvent.click(screen.getByText('Workspace', { selector: '.layout-menuitem-root-text' }));

      expect(layout).toHaveClass('layout-overlay-active');
    });
  });

  describe('on a phone (800 px)', () => {
    beforeEach(() => setViewportWidth(800));

    it('opens the mobile menu from the toggle button and closes it on a click outside', async () => {
      const { layout, toggle } = await renderDashboard();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(toggle);
      expect(layout).toHaveClass('layout-mobile-active');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(layout).not.toHaveClass('layout-overlay-active');

      await userEvent.click(screen.getByRole('contentinfo'));
      expect(layout).not.toHaveClass('layout-mobile-active');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps the mobile menu open on a click inside the sidebar', async () => {
      const { layout, toggle } = await renderDashboard();
      await userEvent.click(toggle);

      await userEvent.click(screen.getByRole('navigation', { name: 'Main menu' }));

      expect(layout).toHaveClass('layout-mobile-active');
    });

    it('closes the mobile menu after following a menu link', async () => {
      jest.mocked(loadRemote).mockResolvedValue({ routes: [{ path: 'surgicals', element: <h1>Surgical worklist</h1> }] });
      const { layout, toggle, router } = await renderDashboard();
      await userEvent.click(toggle);

      await userEvent.click(screen.getByRole('link', { name: 'Surgical' }));

      expect(await screen.findByRole('heading', { name: 'Surgical worklist' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/workspace/surgicals');
      // The layout closes the menu in an effect of the new page, which may run just after it shows.
      await waitFor(() => expect(layout).not.toHaveClass('layout-mobile-active'));
    });
  });

  it('keeps a sidebar that is off screen out of the tab order, on a desktop and on a phone (issue 26.5)', async () => {
    setViewportWidth(1200);
    const { toggle } = await renderDashboard();
    const sidebar = document.getElementById('layout-sidebar')!;
    expect(sidebar).toHaveAttribute('inert');
    await userEvent.click(toggle);
    expect(sidebar).not.toHaveAttribute('inert');
    await userEvent.click(toggle);
    expect(sidebar).toHaveAttribute('inert');
    // A phone: closed until the toggle opens it.
    setViewportWidth(800);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(sidebar).toHaveAttribute('inert'));
    await userEvent.click(toggle);
    expect(sidebar).not.toHaveAttribute('inert');
  });

  it('shows the top bar, the main menu and the main area', async () => {
    await renderDashboard();

    expect(screen.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-controls', 'layout-sidebar');
    expect(screen.getByRole('link', { name: 'PathDesk home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
  });

  it('names the page in the browser tab, and follows the heading when it changes (issue 26.8)', async () => {
    await renderDashboard();
    await waitFor(() => expect(document.title).toBe('Dashboard · PathDesk'));

    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    heading.textContent = 'แดชบอร์ด';
    await waitFor(() => expect(document.title).toBe('แดชบอร์ด · PathDesk'));
  });

  it("shows the lab's brand from /api/shell-config, the year and the version in the footer", async () => {
    await renderDashboard();
    const footer = screen.getByRole('contentinfo');

    expect(await screen.findByText(testShellConfig.labBrand)).toBeInTheDocument();
    expect(footer).toHaveTextContent(testShellConfig.labBrand);
    expect(footer).toHaveTextContent('© 2025');
    expect(footer).toHaveTextContent('version 1.0.0');
    expect(fetchMock).toHaveBeenCalledWith('/api/shell-config', expect.anything());
  });

  it('keeps the default brand when /api/shell-config fails', async () => {
    serveApi({ shellConfig: async () => new Response('Bad gateway', { status: 502 }) });
    await renderDashboard();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('PathDesk Pathology Laboratory');
    expect(footer).toHaveTextContent('© 2025');
  });
});
