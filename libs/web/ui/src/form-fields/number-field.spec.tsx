import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('is a labelled number input described by its hint', () => {
    render(<NumberField id="cfg-sort" label="Order in lists" hint="Smaller first." value={3} onChange={jest.fn()} useGrouping={false} />);

    const input = screen.getByLabelText('Order in lists');
    expect(input).toHaveAttribute('id', 'cfg-sort');
    expect(input).toHaveValue('3');
    expect(input).toHaveAccessibleDescription('Smaller first.');
    expect(input).toHaveClass('w-full');
  });

  it('gives the number typed', async () => {
    const onChange = jest.fn();
    render(<NumberField id="prefix-width" label="Digits" value={null} onChange={onChange} />);

    await userEvent.type(screen.getByLabelText('Digits'), '6');
    await userEvent.tab();

    expect(onChange).toHaveBeenLastCalledWith(6);
  });

  it('marks the input invalid with an error, and can be disabled', () => {
    render(<NumberField id="case-age" label="Age (years)" error="is too large" value={200} disabled onChange={jest.fn()} />);

    const input = screen.getByLabelText('Age (years)');
    expect(input).toHaveClass('p-invalid');
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Age (years) is too large');
  });
});
