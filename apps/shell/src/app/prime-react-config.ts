import type { APIOptions } from 'primereact/api';

/**
 * The user asked the system for less motion (WCAG 2.3.3): no ripples; overlays still go through
 * PrimeReact's transitions (with them off, an overlay opened at mount is never positioned nor closed
 * by an outside click), but styles/layout.css makes their CSS instant.
 */
export const prefersReducedMotion = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The PrimeReact setup of the whole page (the shell and every remote), with pass-through fixes for
 * PrimeReact's own markup where it breaks ARIA rules. Dialogs, menus, toasts and overlays open and
 * close without motion for users who prefer reduced motion (the end-to-end tests run so, as such a user).
 */
export const primeReactConfig = (reduceMotion: boolean): Partial<APIOptions> => ({
  ripple: !reduceMotion,
  // PrimeReact's texts follow the user's language (app/language.ts sets its global locale).
  locale: 'en',
  pt: {
    // DataTable's selection check box passes role="checkbox" (no aria-checked) to the Checkbox's
    // wrapper, around the real <input type="checkbox">; the input alone is the check box.
    checkbox: { root: { role: undefined } },
    // InputSwitch wraps its role="switch" input in a role="checkbox"; the input alone is the switch.
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
    dropdown: {
      // A focused Dropdown puts aria-activedescendant="dropdownItem_-1" on its role-less root: an
      // attribute that element may not have, naming an option that does not exist. Its input
      // carries the real one.
      root: { 'aria-activedescendant': undefined },
      // The arrow is a role="button" without a name and cannot be focused; the combobox input is
      // what assistive technology uses, so the arrow is only a mouse target.
      trigger: { role: undefined, 'aria-haspopup': undefined, 'aria-expanded': undefined, 'aria-hidden': true },
      // The hidden native <select> (for forms) has no name; it is not for assistive technology.
      // (Not through `hiddenSelectedMessage`: that also wraps the combobox input.)
      select: { 'aria-hidden': true },
    },
  },
});

export const PRIME_REACT_CONFIG = primeReactConfig(prefersReducedMotion());
