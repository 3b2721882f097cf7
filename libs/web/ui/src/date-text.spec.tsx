import type { ReactElement } from 'react';
import { render as renderRaw, renderHook, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { DateDisplay } from '@pathdesk/contracts';
import { makeStore, setDateDisplay } from '@pathdesk/web-data';
import { DateText, useFormatDate, useFormatMonth } from './date-text';

// Issue 26.2: every date a screen shows goes through the lab's setting.

const BE: DateDisplay = { dateFormat: 'dd/mm/yyyy', buddhistEra: true };

function storeWith(display?: DateDisplay) {
  const store = makeStore();
  if (display) store.dispatch(setDateDisplay(display));
  return store;
}

const render = (ui: ReactElement, display?: DateDisplay) => renderRaw(<Provider store={storeWith(display)}>{ui}</Provider>);
const hook = <T,>(use: () => T, display?: DateDisplay) => renderHook(use, { wrapper: ({ children }) => <Provider store={storeWith(display)}>{children}</Provider> }).result.current;

describe('DateText', () => {
  it('writes an instant in the lab’s format, its instant kept for machines', () => {
    render(<DateText value={new Date(2026, 10, 27, 14, 5).toISOString()} withTime />);
    expect(screen.getByText('11/27/2026 14:05').tagName).toBe('TIME');
  });

  it('writes a day (yyyy-mm-dd) as that day, in dd/mm/yyyy BE when the lab says so', () => {
    render(<DateText value="2026-11-01" />, BE);
    expect(screen.getByText('01/11/2569')).toHaveAttribute('datetime', '2026-11-01');
  });

  it('writes nothing for no date or one that is not', () => {
    const { container } = render(
      <>
        <DateText value={null} />
        <DateText value="soon" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the formatter hooks', () => {
  it('format dates and months in the setting of the store', () => {
    expect(hook(useFormatDate)('2026-11-05')).toBe('11/05/2026');
    expect(hook(useFormatDate, BE)('2026-11-05')).toBe('05/11/2569');
    expect(hook(useFormatMonth)('2026-11')).toBe('11/2026');
    expect(hook(useFormatMonth, BE)('2026-11')).toBe('11/2569');
    expect(hook(useFormatMonth, BE)('not a month')).toBe('');
  });
});
