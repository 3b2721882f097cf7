import type { ColorScheme, MenuMode } from './layout-context';

/** What the layout configuration remembers on this browser (spec §9 defaults when nothing is kept). */
export interface LayoutPreferences {
  menuMode: MenuMode;
  colorScheme: ColorScheme;
}

/** index.html reads the same key before the first paint, so a dark scheme never flashes light. */
const PREFERENCES_KEY = 'pathdesk.layout';

const DEFAULT_PREFERENCES: LayoutPreferences = { menuMode: 'overlay', colorScheme: 'light' };

export function loadPreferences(): LayoutPreferences {
  try {
    const kept = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<LayoutPreferences>;
    return {
      menuMode: kept.menuMode === 'static' ? 'static' : 'overlay',
      colorScheme: kept.colorScheme === 'dark' ? 'dark' : 'light',
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(update: Partial<LayoutPreferences>): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...loadPreferences(), ...update }));
  } catch {
    // Private mode or full storage: the choice holds until the page is reloaded.
  }
}
