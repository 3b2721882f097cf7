import type { APIOptions } from 'primereact/api';

/**
 * The PrimeReact setup of the whole page (the shell and every remote), with pass-through fixes for
 * PrimeReact's own markup where it breaks ARIA rules.
 */
export const PRIME_REACT_CONFIG: Partial<APIOptions> = {
  ripple: true,
  locale: 'th',
  pt: {
    dropdown: {
      // A focused Dropdown puts aria-activedescendant="dropdownItem_-1" on its role-less root: an
      // attribute that element may not have, naming an option that does not exist. Its input
      // carries the real one.
      root: { 'aria-activedescendant': undefined },
    },
  },
};
