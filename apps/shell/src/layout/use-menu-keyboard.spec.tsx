import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_TYPEAHEAD_RESET_MS } from '@pathdesk/web-ui';
import { useMenuKeyboard } from './use-menu-keyboard';

const labels = ['Dashboard', 'Surgical', 'Cytological', 'Gynecological', 'Surgical Report', 'Settings'];

function Menu() {
  const onKeyDown = useMenuKeyboard();
  return (
    <nav aria-label="Main menu" onKeyDown={onKeyDown}>
      {labels.map((label) => (
        <a key={label} href={`#${label}`} className="layout-menuitem-link">
          {label}
        </a>
      ))}
    </nav>
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('the menu keyboard', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('moves with the arrows (wrapping), Home and End', async () => {
    render(<Menu />);
    link('Dashboard').focus();
    const u = user();

    await u.keyboard('{ArrowDown}');
    expect(link('Surgical')).toHaveFocus();
    await u.keyboard('{ArrowUp}{ArrowUp}');
    expect(link('Settings')).toHaveFocus();
    await u.keyboard('{Home}');
    expect(link('Dashboard')).toHaveFocus();
    await u.keyboard('{End}');
    expect(link('Settings')).toHaveFocus();
  });

  it('jumps to the label typed; a repeated letter cycles through its labels', async () => {
    render(<Menu />);
    link('Dashboard').focus();
    const u = user();

    await u.keyboard('g');
    expect(link('Gynecological')).toHaveFocus();
    jest.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS);
    await u.keyboard('s');
    expect(link('Surgical Report')).toHaveFocus();
    await u.keyboard('s');
    expect(link('Settings')).toHaveFocus();
  });

  it(`starts the search over after ${MENU_TYPEAHEAD_RESET_MS} ms`, async () => {
    render(<Menu />);
    link('Dashboard').focus();
    const u = user();

    await u.keyboard('se');
    expect(link('Settings')).toHaveFocus();
    jest.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS - 1);
    await u.keyboard('x');
    expect(link('Settings')).toHaveFocus(); // "sex" matches nothing: focus stays
    jest.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS);
    await u.keyboard('c');
    expect(link('Cytological')).toHaveFocus();
  });
});
