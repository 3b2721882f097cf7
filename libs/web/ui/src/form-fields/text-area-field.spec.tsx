import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled text area with its rows', () => {
    render(<TextAreaField id="hospital-address" label="Address" hint="Printed on invoices." rows={2} value="1 Road" onChange={jest.fn()} />);

    const area = screen.getByRole('textbox', { name: 'Address' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '2');
    expect(area).toHaveValue('1 Road');
    expect(area).toHaveAccessibleDescription('Printed on invoices.');
  });

  it('gives each change as text, and shows its error', async () => {
    const onChange = jest.fn();
    render(<TextAreaField id="cancel-reason" label="Reason" error="Say why." value="" onChange={onChange} />);

    await userEvent.type(screen.getByRole('textbox', { name: /^Reason/ }), 'x');

    expect(onChange).toHaveBeenCalledWith('x');
    expect(screen.getByRole('alert')).toHaveTextContent('Say why.');
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
