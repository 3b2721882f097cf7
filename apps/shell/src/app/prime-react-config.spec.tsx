import { act, render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { registerThaiLocale } from '@pathdesk/web-ui';
import { PRIME_REACT_CONFIG } from './prime-react-config';

function focusedDropdownRoot(config?: typeof PRIME_REACT_CONFIG) {
  const { container } = render(
    <PrimeReactProvider value={config}>
      <Dropdown inputId="hospital" value={null} options={['A', 'B']} onChange={() => undefined} />
    </PrimeReactProvider>,
  );
  act(() => (container.querySelector('#hospital') as HTMLInputElement).focus());
  return container.querySelector('[data-pc-name="dropdown"]')!;
}

describe('PRIME_REACT_CONFIG', () => {
  beforeAll(registerThaiLocale);

  it('keeps aria-activedescendant off a focused Dropdown’s root, which PrimeReact alone puts there', () => {
    expect(focusedDropdownRoot({ locale: 'th' }).getAttribute('aria-activedescendant')).toBe('dropdownItem_-1');
    expect(focusedDropdownRoot(PRIME_REACT_CONFIG).hasAttribute('aria-activedescendant')).toBe(false);
  });
});
