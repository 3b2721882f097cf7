import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@pathdesk/web-data';
import { SignOutDialog } from './sign-out-dialog';

// Issue 26.4: a pathologist signs out from the keyboard — the password has the focus, Enter signs.
describe('the sign-out dialog from the keyboard', () => {
  it('opens with the focus in the password, and Enter signs', async () => {
    const onSign = jest.fn();
    render(
      <Provider store={makeStore()}>
        <SignOutDialog accessionNo="S69-00001" askPassword releasing={false} canFlagCritical onSign={onSign} onClose={jest.fn()} />
      </Provider>,
    );
    const password = await screen.findByLabelText(/^Your password|^รหัสผ่าน|password/i, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('secret{Enter}');
    expect(onSign).toHaveBeenCalledWith('secret', false);
  });
});
