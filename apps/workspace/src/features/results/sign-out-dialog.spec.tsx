import { render, screen, waitFor, within } from '@testing-library/react';
import type { FrozenSectionDto } from '@pathdesk/contracts';
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
    expect(onSign).toHaveBeenCalledWith('secret', false, undefined);
  });

  it('asks, at a first sign-out, how each frozen section compares with the final diagnosis; a discrepancy says what (issue 32.3)', async () => {
    const onSign = jest.fn();
    const section = { id: 5, specimen: 'Sentinel node', diagnosis: 'Negative for carcinoma.' } as FrozenSectionDto;
    render(
      <Provider store={makeStore()}>
        <SignOutDialog accessionNo="S69-00001" askPassword releasing={false} canFlagCritical={false} frozenSections={[section]} onSign={onSign} onClose={jest.fn()} />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sentinel node: Negative for carcinoma.');
    await userEvent.type(within(dialog).getByLabelText(/^Your password/, { selector: 'input' }), 'secret{Enter}');
    expect(await within(dialog).findByText('Compare the frozen section with the final diagnosis.')).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog)
        .getByLabelText(/^Comparison/)
        .closest('.p-dropdown')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Major discrepancy', hidden: true }));
    await userEvent.type(within(dialog).getByLabelText(/^Your password/, { selector: 'input' }), '{Enter}');
    expect(await within(dialog).findByText(/Say what differed/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^What differed/), 'Micrometastasis on permanent sections.');
    await userEvent.type(within(dialog).getByLabelText(/^Your password/, { selector: 'input' }), '{Enter}');
    expect(onSign).toHaveBeenCalledWith('secret', false, [{ frozenSectionId: 5, correlation: 'major', note: 'Micrometastasis on permanent sections.' }]);
  });

  it('shows the server’s refusals of the comparisons at their fields, each gone once changed, and warns of a section awaiting its diagnosis', async () => {
    const section = { id: 5, partLetter: 'A', specimen: 'Sentinel node', diagnosis: 'Negative for carcinoma.' } as FrozenSectionDto;
    const awaiting = { id: 6, specimen: 'Margin' } as FrozenSectionDto;
    const props = {
      accessionNo: 'S69-00001',
      askPassword: false,
      releasing: false,
      canFlagCritical: false,
      frozenSections: [section],
      frozenAwaiting: [awaiting],
      onSign: jest.fn(),
      onClose: jest.fn(),
    };
    const { rerender } = render(
      <Provider store={makeStore()}>
        <SignOutDialog
          {...props}
          frozenErrors={{ frozenCorrelations: 'A frozen section awaits its diagnosis.', 'frozenCorrelations.0.correlation': 'must be agree, deferred, minor or major' }}
        />
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('A. Sentinel node: Negative for carcinoma.');
    expect(dialog).toHaveTextContent('A frozen section awaits its diagnosis (Margin): the sign-out waits for it.');
    expect(within(dialog).getByText('A frozen section awaits its diagnosis.')).toBeInTheDocument();
    const comparison = within(dialog).getByLabelText(/^Comparison/);
    expect(comparison).toHaveAccessibleDescription(/Comparison must be agree, deferred, minor or major/);
    await userEvent.click(comparison.closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Minor discrepancy', hidden: true }));
    expect(within(dialog).queryByText(/must be agree, deferred, minor or major/)).not.toBeInTheDocument();
    // A refusal of the note, after another try.
    rerender(
      <Provider store={makeStore()}>
        <SignOutDialog {...props} frozenErrors={{ 'frozenCorrelations.0.note': 'must be at most 2000 characters' }} />
      </Provider>,
    );
    expect(within(dialog).getByLabelText(/^What differed/)).toHaveAccessibleDescription(/What differed must be at most 2000 characters/);
    expect(within(dialog).queryByText('A frozen section awaits its diagnosis.')).not.toBeInTheDocument();
  });
});
