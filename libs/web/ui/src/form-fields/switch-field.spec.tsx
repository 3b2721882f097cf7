import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwitchField } from './switch-field';

describe('SwitchField', () => {
  it('is a labelled switch described by its hint', () => {
    render(<SwitchField id="prefix-active" label="Active" hint="One active prefix per kind." checked onChange={jest.fn()} />);

    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toHaveAttribute('id', 'prefix-active');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('One active prefix per kind.');
  });

  it('gives the new state on a click', async () => {
    const onChange = jest.fn();
    render(<SwitchField id="doctor-active" label="Active" checked={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));

    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows its error', () => {
    render(<SwitchField id="cfg-active" label="Active" error="is invalid" checked onChange={jest.fn()} />);

    expect(screen.getByRole('alert')).toHaveTextContent('is invalid');
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription('Active is invalid');
  });
});
