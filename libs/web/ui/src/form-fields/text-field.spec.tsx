import { render, screen } from '@testing-library/react';
import { fieldMessage } from '../field';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input, marks it required and passes on the input props', () => {
    render(<TextField id="hospital-code" label="Code" required hint="Short, unique." value="H001" onChange={jest.fn()} autoComplete="off" maxLength={5} />);

    const input = screen.getByLabelText(/^Code/);
    expect(input).toHaveAttribute('id', 'hospital-code');
    expect(input).toHaveValue('H001');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toHaveAccessibleDescription('Short, unique.');
    expect(input).toHaveClass('w-full');
    expect(screen.getByText('*')).toHaveClass('text-red-500');
  });

  it('gives each change as text', async () => {
    const onChange = jest.fn();
    render(<TextField id="doctor-name" label="Name" value="" onChange={onChange} />);

    await userEvent.type(screen.getByLabelText('Name'), 'A');

    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('shows its error instead of the hint and marks the input invalid', () => {
    render(<TextField id="doctor-name" label="Name" error="is required" hint="Full name" value="" onChange={jest.fn()} />);

    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('p-invalid');
    expect(input).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('alert')).toHaveTextContent('is required');
    expect(screen.queryByText('Full name')).not.toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<TextField id="case-hn" label="HN" value="" disabled onChange={jest.fn()} />);

    expect(screen.getByLabelText('HN')).toBeDisabled();
  });
});

describe('fieldMessage (issue 26.7)', () => {
  const join = (field: string, reason: string) => `${field} ${reason}`;
  it('names the field in a check’s fragment, and leaves a sentence or a message naming the field as it is', () => {
    expect(fieldMessage('Birth date', 'must be before the received date', join)).toBe('Birth date must be before the received date');
    expect(fieldMessage('Tests', 'choose at least one test', join)).toBe('Tests: choose at least one test');
    expect(fieldMessage('วันเกิด', 'ต้องระบุ', (f, r) => `${f}: ${r}`)).toBe('วันเกิด: ต้องระบุ');
    expect(fieldMessage('HN', 'This HN is registered at another hospital.', join)).toBe('This HN is registered at another hospital.');
    expect(fieldMessage('Birth date', 'Birth date: 02/31/1975 is not a date.', join)).toBe('Birth date: 02/31/1975 is not a date.');
  });
});
