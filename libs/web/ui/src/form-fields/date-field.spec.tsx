import type { ReactElement } from 'react';
import { fireEvent, render as renderRaw, screen } from '@testing-library/react';
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
    const { container } = render(<DateField id="case-lmp" label="Last menstrual period" value={new Date(2026, 10, 24)} onChange={onChange} />, { dateFormat: 'dd/mm/yyyy', buddhistEra: true });

    const input = screen.getByLabelText('Last menstrual period');
    expect(input).toHaveValue('24/11/2569');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy (พ.ศ.)');
    fireEvent.input(input, { target: { value: '05/01/2568' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 0, 5));

    fireEvent.focus(input);
    fireEvent.click(input);
    const year = container.ownerDocument.querySelector<HTMLSelectElement>('select.p-datepicker-year');
    // The header's year, in the era: the view moved to the date typed (2025 = 2568).
    expect(year?.selectedOptions[0]?.textContent).toBe('2568');
  });
});
