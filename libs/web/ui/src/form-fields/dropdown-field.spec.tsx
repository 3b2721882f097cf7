import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownField } from './dropdown-field';

const ROLES = [
  { value: 'admin', label: 'Administrator' },
  { value: 'user', label: 'Lab staff' },
];

describe('DropdownField', () => {
  it('labels the dropdown and shows the chosen option', () => {
    const { container } = render(
      <DropdownField id="user-role" label="Role" required hint="What the user may do." value="user" options={ROLES} optionLabel="label" optionValue="value" onChange={jest.fn()} />,
    );

    expect(screen.getByLabelText(/^Role/)).toHaveAttribute('id', 'user-role');
    expect(screen.getByLabelText(/^Role/)).toHaveAccessibleDescription('What the user may do.');
    expect(container.querySelector('.p-dropdown')).toHaveClass('w-full');
    expect(container.querySelector('.p-dropdown')).toHaveTextContent('Lab staff');
  });

  it('gives the value of the option chosen', async () => {
    const onChange = jest.fn();
    const { container } = render(<DropdownField id="user-role" label="Role" value="user" options={ROLES} optionLabel="label" optionValue="value" onChange={onChange} />);

    await userEvent.click(container.querySelector('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator', hidden: true }));

    expect(onChange).toHaveBeenCalledWith('admin');
  });

  it('gives null once cleared', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <DropdownField id="case-company" label="Payer" value={2} options={[{ id: 2, name: 'Self-pay' }]} optionLabel="name" optionValue="id" showClear onChange={onChange} />,
    );

    await userEvent.click(container.querySelector('.p-dropdown-clear-icon')!);

    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('marks the dropdown invalid with an error', () => {
    const { container } = render(<DropdownField id="doctor-hospital" label="Hospital" error="is required" value={null} options={[]} onChange={jest.fn()} />);

    expect(container.querySelector('.p-dropdown')).toHaveClass('p-invalid');
    expect(screen.getByLabelText('Hospital')).toHaveAccessibleDescription('Hospital is required');
  });
});

describe('DropdownField typed (issue 26.5)', () => {
  const HOSPITALS = [
    { id: 1, name: 'โรงพยาบาลกรุงเทพ', code: 'BKK' },
    { id: 2, name: 'โรงพยาบาลพระนั่งเกล้า นนทบุรี', code: 'NBI' },
    { id: 3, name: 'โรงพยาบาลศิริราช', code: 'SRJ' },
  ];

  it('finds the text in any part of the name: "นนท" then Enter picks the Nonthaburi hospital', async () => {
    const onChange = jest.fn();
    render(
      <DropdownField id="case-hospital" label="Hospital" value={null} options={HOSPITALS} optionLabel="name" optionValue="id" filter filterBy="name,code" onChange={onChange} />,
    );
    screen.getByLabelText('Hospital').focus();
    await userEvent.keyboard('นนท');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(2));
  });

  it('finds a hospital by its code too', async () => {
    const onChange = jest.fn();
    render(
      <DropdownField id="case-hospital" label="Hospital" value={null} options={HOSPITALS} optionLabel="name" optionValue="id" filter filterBy="name,code" onChange={onChange} />,
    );
    screen.getByLabelText('Hospital').focus();
    // Typed fast: Enter comes before the list's filter has taken "srj", and picks once it has.
    await userEvent.keyboard('srj{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(3));
  });

  it('an editable list is one tab stop both ways: Shift+Tab leaves it (it held the focus, a keyboard trap)', async () => {
    const { container } = render(
      <>
        <input aria-label="Before" />
        <DropdownField id="case-title" label="Title" value="นาง" options={['นาง', 'นาย']} editable onChange={jest.fn()} />
        <input aria-label="After" />
      </>,
    );
    // The visible input typed into (a hidden one beside it carries the label's id).
    const title = container.querySelector<HTMLInputElement>('input.p-dropdown-label')!;
    screen.getByLabelText('Before').focus();
    await userEvent.tab();
    expect(title).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('After')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(title).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByLabelText('Before')).toHaveFocus();
  });
});
