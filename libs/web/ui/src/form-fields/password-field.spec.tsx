import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is a labelled, full-width password input without the strength meter', () => {
    const { container } = render(
      <PasswordField id="user-password" label="Password" required hint="At least 8 characters." value="" onChange={jest.fn()} toggleMask autoComplete="new-password" />,
    );

    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('id', 'user-password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(input).toHaveClass('w-full');
    expect(container.querySelector('.p-password')).toHaveClass('w-full');
    expect(container.querySelector('.p-password-show-icon, .p-password-hide-icon, [data-pc-section="showicon"]')).not.toBeNull();
  });

  it('gives each change as text', async () => {
    const onChange = jest.fn();
    render(<PasswordField id="reset-repeat" label="Repeat the new password" value="" onChange={onChange} />);

    await userEvent.type(screen.getByLabelText('Repeat the new password'), 's');

    expect(onChange).toHaveBeenCalledWith('s');
    expect(document.querySelector('.p-password-panel')).toBeNull();
  });

  it('marks the input invalid with an error', () => {
    render(<PasswordField id="profile-repeat" label="Repeat" error="does not match the new password" value="" onChange={jest.fn()} />);

    const input = screen.getByLabelText('Repeat');
    expect(input).toHaveClass('p-invalid');
    expect(input).toHaveAccessibleDescription('Repeat does not match the new password');
  });
});
