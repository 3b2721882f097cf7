import { useState, type ReactElement } from 'react';
import { act, fireEvent, render as renderRaw, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { DateDisplay } from '@pathdesk/contracts';
import { makeStore, setDateDisplay } from '@pathdesk/web-data';
import { DateField } from './date-field';

/** Rendered in a store holding the lab's date format (the default, mm/dd/yyyy, unless given). */
function render(ui: ReactElement, display?: DateDisplay) {
  const store = makeStore();
  if (display) store.dispatch(setDateDisplay(display));
  return renderRaw(<Provider store={store}>{ui}</Provider>);
}

describe('DateField', () => {
  it('is a labelled, full-width date input described by its hint', () => {
    const { container } = render(<DateField id="case-birth-date" label="Birth date" hint="dd/mm/yyyy" value={new Date(2000, 0, 31)} showIcon onChange={jest.fn()} />);

    const input = screen.getByLabelText('Birth date');
    expect(input).toHaveAttribute('id', 'case-birth-date');
    expect(input).toHaveValue('01/31/2000');
    expect(input).toHaveClass('w-full');
    expect(container.querySelector('.p-calendar')).toHaveClass('w-full');
    expect(container.querySelector('.p-calendar')).toHaveAttribute('aria-describedby', 'case-birth-date-hint');
    expect(screen.getByText('dd/mm/yyyy')).toHaveAttribute('id', 'case-birth-date-hint');
  });

  it('gives the date typed, and null once emptied', () => {
    const onChange = jest.fn();
    render(<DateField id="case-lmp" label="Last menstrual period" value={null} onChange={onChange} />);

    fireEvent.input(screen.getByLabelText('Last menstrual period'), { target: { value: '02/14/2025' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 1, 14));

    fireEvent.input(screen.getByLabelText('Last menstrual period'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('marks the input invalid with an error', () => {
    render(<DateField id="case-received" label="Received" required error="is required" value={null} onChange={jest.fn()} />);

    expect(screen.getByLabelText(/^Received/)).toHaveClass('p-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('is required');
  });

  it('reads, writes and offers dates in the lab’s format and era (dd/mm/yyyy, Buddhist Era)', () => {
    const onChange = jest.fn();
    const { container } = render(<DateField id="case-lmp" label="Last menstrual period" value={new Date(2026, 10, 24)} onChange={onChange} />, {
      dateFormat: 'dd/mm/yyyy',
      buddhistEra: true,
    });

    const input = screen.getByLabelText('Last menstrual period');
    expect(input).toHaveValue('24/11/2569');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy (พ.ศ.)');
    fireEvent.input(input, { target: { value: '05/01/2568' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 0, 5));

    // The calendar opens on its button (no longer on focus: issue 26.1).
    fireEvent.click(screen.getByRole('button'));
    const year = container.ownerDocument.querySelector<HTMLSelectElement>('select.p-datepicker-year');
    // The header's year, in the era: the view moved to the date typed (2025 = 2568).
    expect(year?.selectedOptions[0]?.textContent).toBe('2568');
  });
});

/** A DateField whose form keeps the value given (as every form does). */
function Controlled({ onChange, ...props }: { id: string; label: string; onChange: (value: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(null);
  return <DateField {...props} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
}

describe('DateField typed (issue 26.1)', () => {
  const BE = { dateFormat: 'dd/mm/yyyy', buddhistEra: true } as const;

  it('does not open its calendar on focus (it took the focus and the text typed)', () => {
    render(<DateField id="case-lmp" label="Last menstrual period" value={null} onChange={jest.fn()} />);
    const input = screen.getByLabelText('Last menstrual period');
    fireEvent.focus(input);
    expect(document.querySelector('.p-datepicker')).toBeNull();
    // Digits on a phone (the separators come by themselves); the calendar on a button beside the input.
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button')).toHaveClass('p-datepicker-trigger');
  });

  it('puts in the separators as the user types and reads 27/11/2569 as 27 Nov 2026', () => {
    const onChange = jest.fn();
    render(<Controlled id="case-lmp" label="Last menstrual period" onChange={onChange} />, BE);
    const input = screen.getByLabelText<HTMLInputElement>('Last menstrual period');
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '27' } });
    expect(input.value).toBe('27/');
    fireEvent.input(input, { target: { value: '27112569' } });
    expect(input.value).toBe('27/11/2569');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 10, 27));
  });

  it('keeps text that is no date and says what to type once the user leaves', () => {
    const onChange = jest.fn();
    render(<Controlled id="case-birth-date" label="Birth date" onChange={onChange} />, BE);
    const input = screen.getByLabelText<HTMLInputElement>('Birth date');
    act(() => input.focus());
    fireEvent.input(input, { target: { value: '31/02/2569' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => input.blur());
    expect(input.value).toBe('31/02/2569');
    expect(screen.getByRole('alert')).toHaveTextContent('Birth date: 31/02/2569 is not a date. Type it as dd/mm/yyyy (พ.ศ.).');
    expect(input).toHaveClass('p-invalid');

    act(() => input.focus());
    fireEvent.input(input, { target: { value: '28/02/2569' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 1, 28));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the calendar on Alt+ArrowDown', () => {
    render(<DateField id="case-lmp" label="Last menstrual period" value={null} onChange={jest.fn()} />);
    const input = screen.getByLabelText('Last menstrual period');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    expect(document.querySelector('.p-datepicker')).not.toBeNull();
  });
});

describe('a month field (issue 26.2)', () => {
  it.each<[DateDisplay | undefined, string, string]>([
    [undefined, '11/2026', 'mm/yyyy'],
    [{ dateFormat: 'dd/mm/yyyy', buddhistEra: true }, '11/2569', 'mm/yyyy (พ.ศ.)'],
  ])('shows the month as mm/yyyy in the lab’s era (%j)', (display, text, placeholder) => {
    render(<DateField id="draft-month" label="Month" view="month" value={new Date(2026, 10, 1)} onChange={jest.fn()} />, display);
    expect(screen.getByLabelText('Month')).toHaveValue(text);
    expect(screen.getByLabelText('Month')).toHaveAttribute('placeholder', placeholder);
  });

  it('shows nothing for no month', () => {
    render(<DateField id="draft-month" label="Month" view="month" value={null} onChange={jest.fn()} />);
    expect(screen.getByLabelText('Month')).toHaveValue('');
  });
});
