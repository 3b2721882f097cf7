import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyColorScheme } from './color-scheme';
import { loadPreferences, savePreferences } from './layout-preferences';

/** Above this width the menu toggle collapses the static menu; at or below it, it opens the mobile menu. */
export const DESKTOP_BREAKPOINT_PX = 991;

export type MenuMode = 'static' | 'overlay';
export type ColorScheme = 'light' | 'dark';

export interface LayoutConfig {
  menuMode: MenuMode;
  colorScheme: ColorScheme;
}

export interface LayoutState {
  staticMenuDesktopInactive: boolean;
  overlayMenuActive: boolean;
  staticMenuMobileActive: boolean;
}

export interface LayoutContextValue {
  layoutConfig: LayoutConfig;
  setLayoutConfig: (update: Partial<LayoutConfig>) => void;
  layoutState: LayoutState;
  onMenuToggle: () => void;
  hideMenus: () => void;
  isDesktop: () => boolean;
}

const initialState: LayoutState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  staticMenuMobileActive: false,
};

const LayoutContext = createContext<LayoutContextValue | null>(null);

/** The Sakai layout model: configuration (menu mode, scheme; remembered on this browser) and menu state. */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const [layoutConfig, setConfig] = useState<LayoutConfig>(() => {
    const { menuMode, colorScheme } = loadPreferences();
    return { menuMode, colorScheme };
  });
  const [layoutState, setLayoutState] = useState<LayoutState>(initialState);

  const isDesktop = useCallback(() => window.innerWidth > DESKTOP_BREAKPOINT_PX, []);

  const onMenuToggle = useCallback(() => {
    if (!isDesktop()) {
      setLayoutState((s) => ({ ...s, staticMenuMobileActive: !s.staticMenuMobileActive }));
    } else if (layoutConfig.menuMode === 'overlay') {
      setLayoutState((s) => ({ ...s, overlayMenuActive: !s.overlayMenuActive }));
    } else {
      setLayoutState((s) => ({ ...s, staticMenuDesktopInactive: !s.staticMenuDesktopInactive }));
    }
  }, [isDesktop, layoutConfig.menuMode]);

  const hideMenus = useCallback(() => setLayoutState((s) => ({ ...s, overlayMenuActive: false, staticMenuMobileActive: false })), []);

  const setLayoutConfig = useCallback((update: Partial<LayoutConfig>) => {
    setConfig((c) => ({ ...c, ...update }));
    savePreferences(update);
  }, []);

  useEffect(() => applyColorScheme(layoutConfig.colorScheme), [layoutConfig.colorScheme]);

  const value = useMemo(
    () => ({ layoutConfig, setLayoutConfig, layoutState, onMenuToggle, hideMenus, isDesktop }),
    [layoutConfig, setLayoutConfig, layoutState, onMenuToggle, hideMenus, isDesktop],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout() must be used inside <LayoutProvider>');
  return value;
}
