import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useLayout } from './layout-context';
import { UserMenu } from './user-menu';
import { SchemeToggle } from './scheme-toggle';
import { LayoutConfigButton } from './layout-config-button';
import { LanguageSwitch } from './language-switch';
import { useShellT } from '../i18n';

/** Menu toggle, the logo link home, the dark/light switch, the layout settings and the user's menu. */
export function AppTopbar({ toggleRef }: { toggleRef: RefObject<HTMLButtonElement | null> }) {
  const { onMenuToggle, layoutState, layoutConfig, isDesktop } = useLayout();
  const { t } = useShellT();
  // Whether the sidebar is on screen: the overlay and mobile menus are hidden until opened.
  const expanded = !isDesktop() ? layoutState.staticMenuMobileActive : layoutConfig.menuMode === 'overlay' ? layoutState.overlayMenuActive : !layoutState.staticMenuDesktopInactive;
  return (
    <header className="layout-topbar">
      <button
        ref={toggleRef}
        type="button"
        className="p-link layout-menu-button layout-topbar-button"
        onClick={onMenuToggle}
        aria-label={t('topbar.toggleMenu')}
        aria-controls="layout-sidebar"
        aria-expanded={expanded}
      >
        <i className="pi pi-bars" aria-hidden />
      </button>
      <Link to="/" className="layout-topbar-logo" aria-label={t('topbar.home')}>
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
          <rect width="32" height="32" rx="8" fill="var(--primary-color)" />
          <circle cx="16" cy="14" r="6.5" fill="none" stroke="var(--primary-color-text)" strokeWidth="2.5" />
          <path d="M21 19l4.5 4.5" stroke="var(--primary-color-text)" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>PathDesk</span>
      </Link>
      <div className="layout-topbar-end">
        <LanguageSwitch />
        <SchemeToggle />
        <LayoutConfigButton />
        <UserMenu />
      </div>
    </header>
  );
}
