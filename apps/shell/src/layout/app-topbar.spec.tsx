import { useEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'react-redux';
import { makeStore } from '@pathdesk/web-data';
import { AppTopbar } from './app-topbar';
import { LayoutProvider, useLayout, type MenuMode } from './layout-context';
import { setViewportWidth } from '../testing/viewport';

function Topbar({ menuMode }: { menuMode: MenuMode }) {
  const { setLayoutConfig } = useLayout();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setLayoutConfig({ menuMode }), [menuMode, setLayoutConfig]);
  return <AppTopbar toggleRef={toggleRef} />;
}

function renderTopbar(menuMode: MenuMode) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <LayoutProvider>
          <Topbar menuMode={menuMode} />
        </LayoutProvider>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('button', { name: 'Toggle menu' });
}

describe('AppTopbar', () => {
  const originalWidth = window.innerWidth;
  afterEach(() => setViewportWidth(originalWidth));

  it('controls the sidebar and links home', () => {
    const toggle = renderTopbar('overlay');

    expect(toggle).toHaveAttribute('aria-controls', 'layout-sidebar');
    expect(screen.getByRole('link', { name: 'PathDesk home' })).toHaveAttribute('href', '/');
  });

  // aria-expanded tells a screen reader whether the menu is on screen.
  it.each<[string, number, MenuMode, string, string]>([
    ['the overlay menu on a desktop', 1200, 'overlay', 'false', 'true'],
    ['the static menu on a desktop', 1200, 'static', 'true', 'false'],
    ['the mobile menu in overlay mode', 800, 'overlay', 'false', 'true'],
    ['the mobile menu in static mode', 800, 'static', 'false', 'true'],
  ])('reports whether %s is shown', async (_case, width, menuMode, before, after) => {
    setViewportWidth(width);
    const toggle = renderTopbar(menuMode);
    expect(toggle).toHaveAttribute('aria-expanded', before);

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', after);
  });
});
