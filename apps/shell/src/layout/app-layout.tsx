import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { classNames } from './class-names';
import { AppTopbar } from './app-topbar';
import { AppSidebar } from './app-sidebar';
import { AppFooter } from './app-footer';
import { useLayout } from './layout-context';
import { useSessionWatch } from './use-session-watch';
import { NavigationProgress } from './navigation-progress';
import { PageLoading } from '../remotes/remote-routes';
import { useUserLanguage } from '../app/language';
import { useDocumentTitle } from './use-document-title';

/** Top bar, collapsible sidebar, main area and footer (spec §2 layout). */
export function AppLayout() {
  const { layoutConfig, layoutState, hideMenus, isDesktop } = useLayout();
  const sidebarRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const menuOpen = layoutState.overlayMenuActive || layoutState.staticMenuMobileActive;

  const desktop = useDesktop(isDesktop);
  // A sidebar off screen is out of the tab order and the accessibility tree (issue 26.5): Tab from the
  // top bar goes to the page, not through links nobody sees.
  const sidebarHidden = desktop
    ? layoutConfig.menuMode === 'static'
      ? layoutState.staticMenuDesktopInactive
      : !layoutState.overlayMenuActive
    : !layoutState.staticMenuMobileActive && !layoutState.overlayMenuActive;

  useEffect(() => hideMenus(), [pathname, hideMenus]);
  useSessionWatch();
  useUserLanguage();
  useDocumentTitle(mainRef);

  // A click outside the sidebar (and not on the toggle) closes an open overlay or mobile menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      hideMenus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [menuOpen, hideMenus]);

  const className = classNames('layout-wrapper', {
    'layout-overlay': layoutConfig.menuMode === 'overlay',
    'layout-static': layoutConfig.menuMode === 'static',
    'layout-static-inactive': layoutState.staticMenuDesktopInactive && layoutConfig.menuMode === 'static',
    'layout-overlay-active': layoutState.overlayMenuActive,
    'layout-mobile-active': layoutState.staticMenuMobileActive,
  });

  return (
    <div className={className} data-testid="layout">
      <AppTopbar toggleRef={toggleRef} />
      <NavigationProgress />
      <div ref={sidebarRef} className="layout-sidebar" id="layout-sidebar" inert={sidebarHidden}>
        <AppSidebar />
      </div>
      <div className="layout-main-container">
        <main ref={mainRef} className="layout-main" id="main-content" tabIndex={-1}>
          {/* One boundary for every page, mounted with the layout: see RemoteRoutes for why. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
      {menuOpen ? <div className="layout-mask" aria-hidden /> : null}
    </div>
  );
}

/** Whether the window is as wide as a desktop now, following resizes. */
function useDesktop(isDesktop: () => boolean): boolean {
  const [desktop, setDesktop] = useState(isDesktop);
  useEffect(() => {
    const onResize = () => setDesktop(isDesktop());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isDesktop]);
  return desktop;
}
