import type { APIOptions } from 'primereact/api';

/**
 * The PrimeReact setup of the whole page (the shell and every remote), with pass-through fixes for
 * PrimeReact's own markup where it breaks ARIA rules.
 */
export const PRIME_REACT_CONFIG: Partial<APIOptions> = {
  ripple: true,
  locale: 'th',
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
};
