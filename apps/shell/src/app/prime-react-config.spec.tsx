import { act, render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { registerThaiLocale } from '@pathdesk/web-ui';
import { PRIME_REACT_CONFIG, prefersReducedMotion, primeReactConfig } from './prime-react-config';

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

  it('drops ripples for a user who prefers reduced motion, and only then; overlays keep their transition callbacks', () => {
    expect(primeReactConfig(true)).toMatchObject({ ripple: false });
    expect(primeReactConfig(false)).toMatchObject({ ripple: true });
    expect(primeReactConfig(true).cssTransition).toBeUndefined();
    const matchMedia = window.matchMedia;
    try {
      window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as typeof window.matchMedia;
      expect(prefersReducedMotion()).toBe(true);
      window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
      expect(prefersReducedMotion()).toBe(false);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('keeps aria-activedescendant off a focused Dropdown’s root, which PrimeReact alone puts there', () => {
    expect(focusedDropdownRoot({ locale: 'th' }).getAttribute('aria-activedescendant')).toBe('dropdownItem_-1');
    expect(focusedDropdownRoot(PRIME_REACT_CONFIG).hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('hides the Dropdown’s unnamed arrow button and native <select> from assistive technology', () => {
    const root = focusedDropdownRoot(PRIME_REACT_CONFIG);
    const trigger = root.querySelector('[data-pc-section="trigger"]')!;
    expect(trigger).toHaveAttribute('aria-hidden', 'true');
    expect(trigger).not.toHaveAttribute('role');
    expect(root.querySelector('select')).toHaveAttribute('aria-hidden', 'true');
    // the input that the label names stays exposed
    expect(root.querySelector('#hospital')!.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('leaves one checkbox role on a check box and one switch role on a switch (no nesting)', () => {
    const { container } = render(
      <PrimeReactProvider value={PRIME_REACT_CONFIG}>
        {/* as DataTable's selection column renders it */}
        <Checkbox role="checkbox" tabIndex={0} aria-label="Select row" checked={false} onChange={() => undefined} />
        <InputSwitch aria-label="Active" checked onChange={() => undefined} />
      </PrimeReactProvider>,
    );
    expect(container.querySelectorAll('[role="checkbox"]')).toHaveLength(0);
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(container.querySelectorAll('[role="switch"]')).toHaveLength(1);
    expect(container.querySelectorAll('[aria-checked]')).toHaveLength(1);
  });
});
