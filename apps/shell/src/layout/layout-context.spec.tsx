import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { DESKTOP_BREAKPOINT_PX, LayoutProvider, useLayout } from './layout-context';
import { setViewportWidth } from '../testing/viewport';

function renderLayout() {
  const wrapper = ({ children }: { children: ReactNode }) => <LayoutProvider>{children}</LayoutProvider>;
  return renderHook(() => useLayout(), { wrapper }).result;
}

describe('LayoutProvider', () => {
  const originalWidth = window.innerWidth;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    setViewportWidth(originalWidth);
    jest.restoreAllMocks();
  });

  it('starts in overlay mode with every menu closed', () => {
    const layout = renderLayout();

    expect(layout.current.layoutConfig).toEqual({ menuMode: 'overlay', colorScheme: 'light' });
    expect(layout.current.layoutState).toEqual({
      staticMenuDesktopInactive: false,
      overlayMenuActive: false,
      staticMenuMobileActive: false,
    });
  });

  describe('on a desktop (1200 px)', () => {
    beforeEach(() => setViewportWidth(1200));

    it('toggles the overlay menu in overlay mode', () => {
      const layout = renderLayout();
      expect(layout.current.isDesktop()).toBe(true);

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState).toEqual({
        staticMenuDesktopInactive: false,
        overlayMenuActive: true,
        staticMenuMobileActive: false,
      });

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState.overlayMenuActive).toBe(false);
    });

    it('collapses and expands the static menu in static mode', () => {
      const layout = renderLayout();
      act(() => layout.current.setLayoutConfig({ menuMode: 'static' }));

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState).toEqual({
        staticMenuDesktopInactive: true,
        overlayMenuActive: false,
        staticMenuMobileActive: false,
      });

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState.staticMenuDesktopInactive).toBe(false);
    });
  });

  describe('on a phone (800 px)', () => {
    beforeEach(() => setViewportWidth(800));

    it.each(['overlay', 'static'] as const)('toggles the mobile menu in %s mode', (menuMode) => {
      const layout = renderLayout();
      act(() => layout.current.setLayoutConfig({ menuMode }));
      expect(layout.current.isDesktop()).toBe(false);

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState).toEqual({
        staticMenuDesktopInactive: false,
        overlayMenuActive: false,
        staticMenuMobileActive: true,
      });

      act(() => layout.current.onMenuToggle());
      expect(layout.current.layoutState.staticMenuMobileActive).toBe(false);
    });
  });

  it(`treats exactly ${DESKTOP_BREAKPOINT_PX} px as mobile and one pixel more as desktop`, () => {
    const layout = renderLayout();

    setViewportWidth(DESKTOP_BREAKPOINT_PX);
    expect(layout.current.isDesktop()).toBe(false);
    setViewportWidth(DESKTOP_BREAKPOINT_PX + 1);
    expect(layout.current.isDesktop()).toBe(true);
  });

  it('hideMenus closes the overlay and mobile menus', () => {
    const layout = renderLayout();
    setViewportWidth(1200);
    act(() => layout.current.onMenuToggle());
    setViewportWidth(800);
    act(() => layout.current.onMenuToggle());
    expect(layout.current.layoutState.overlayMenuActive).toBe(true);
    expect(layout.current.layoutState.staticMenuMobileActive).toBe(true);

    act(() => layout.current.hideMenus());

    expect(layout.current.layoutState.overlayMenuActive).toBe(false);
    expect(layout.current.layoutState.staticMenuMobileActive).toBe(false);
  });

  it('hideMenus leaves a collapsed static menu collapsed', () => {
    setViewportWidth(1200);
    const layout = renderLayout();
    act(() => layout.current.setLayoutConfig({ menuMode: 'static' }));
    act(() => layout.current.onMenuToggle());

    act(() => layout.current.hideMenus());

    expect(layout.current.layoutState.staticMenuDesktopInactive).toBe(true);
  });

  it('setLayoutConfig changes only what it is given', () => {
    const layout = renderLayout();

    act(() => layout.current.setLayoutConfig({ colorScheme: 'dark' }));

    expect(layout.current.layoutConfig).toEqual({ menuMode: 'overlay', colorScheme: 'dark' });
  });

  it('useLayout fails outside LayoutProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => renderHook(() => useLayout())).toThrow('useLayout() must be used inside <LayoutProvider>');
  });

  it('remembers the menu mode and the scheme on this browser, and applies the scheme to the page', () => {
    document.head.innerHTML = '<link id="theme-css" rel="stylesheet" href="/themes/light/theme.css">';
    const first = renderLayout();
    act(() => first.current.setLayoutConfig({ menuMode: 'static', colorScheme: 'dark' }));

    expect(document.documentElement.dataset.scheme).toBe('dark');
    expect(document.querySelector('link[href="/themes/dark/theme.css"]')).not.toBeNull();

    const again = renderLayout();
    expect(again.current.layoutConfig).toEqual({ menuMode: 'static', colorScheme: 'dark' });
  });
});
