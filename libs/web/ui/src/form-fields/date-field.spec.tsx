import { fireEvent, render, screen } from '@testing-library/react';
import { DateField } from './date-field';

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
});
