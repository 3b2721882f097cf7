import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelectField } from './multi-select-field';

const TESTS = [
  { value: 1, label: 'CK7' },
  { value: 2, label: 'CK20' },
  { value: 3, label: 'TTF-1' },
];

describe('MultiSelectField', () => {
  it('labels the choice, shows the chosen as chips and the error', () => {
    const { container } = render(
      <MultiSelectField id="tests" label="Tests" error="choose at least one test" value={[1, 3]} options={TESTS} optionLabel="label" optionValue="value" onChange={jest.fn()} />,
    );

    expect(screen.getByLabelText(/^Tests/)).toHaveAttribute('id', 'tests');
    expect(screen.getByLabelText(/^Tests/)).toHaveAccessibleDescription('Tests: choose at least one test');
    expect(container.querySelector('.p-multiselect')).toHaveClass('p-invalid');
    expect(container.querySelectorAll('.p-multiselect-token')).toHaveLength(2);
  });

  it('adds the option picked to the chosen ones', async () => {
    const onChange = jest.fn();
    const { container } = render(<MultiSelectField id="tests" label="Tests" value={[1]} options={TESTS} optionLabel="label" optionValue="value" onChange={onChange} />);

    await userEvent.click(container.querySelector('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'CK20', hidden: true }));

    expect(onChange).toHaveBeenCalledWith([1, 2]);
  });
});
