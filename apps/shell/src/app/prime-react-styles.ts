import { useHandleStyle } from 'primereact/componentbase';

/**
 * Loads PrimeReact's base and common styles (.p-link, .p-button, .p-menu .p-menuitem-link, …) when
 * the app starts. PrimeReact injects them only when its first styled component mounts, yet the
 * shell's own markup uses those classes without a component (the top bar's buttons, the user
 * menu, links styled as buttons): after a reload of a page that mounts no PrimeReact component
 * first (/, /report/index), they were raw browser buttons until one did.
 */
export function usePrimeReactCommonStyles(): void {
  useHandleStyle('', () => false, { name: 'pathdesk-shell', styled: true });
}
