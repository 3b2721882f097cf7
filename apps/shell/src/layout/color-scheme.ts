import type { ColorScheme } from './layout-context';

const THEME_LINK_ID = 'theme-css';
const themeHref = (scheme: ColorScheme) => `/themes/${scheme}/theme.css`;

/**
 * Switches the PrimeReact theme for the whole page — the shell and every remote share the
 * document — by loading the other scheme's stylesheet and dropping the old one once it has loaded
 * (no unstyled moment in between).
 */
export function applyColorScheme(scheme: ColorScheme): void {
  document.documentElement.dataset.scheme = scheme;
  document.documentElement.style.colorScheme = scheme;
  const current = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  const href = themeHref(scheme);
  if (!current || current.getAttribute('href') === href) return;
  const next = current.cloneNode() as HTMLLinkElement;
  next.href = href;
  next.id = `${THEME_LINK_ID}-next`;
  next.addEventListener('load', () => {
    current.remove();
    next.id = THEME_LINK_ID;
  });
  current.after(next);
}
