import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog } from 'primereact/confirmdialog';
import { ConfirmHost } from './confirm-host';
import { loadConfirmBus } from './confirm-bus';

describe('ConfirmHost', () => {
  it('answers confirmDialog() of anyone once PrimeReact’s event bus is handed over (not in the first load)', async () => {
    await act(async () => {
      render(<ConfirmHost />);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(async () => {
      await loadConfirmBus();
    });
    const accepted = jest.fn();
    await act(async () => {
      confirmDialog({ message: 'Delete 2 tests?', header: 'Delete', accept: accepted, acceptLabel: 'Delete', rejectLabel: 'Cancel' });
    });

    expect(await screen.findByText('Delete 2 tests?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(accepted).toHaveBeenCalledTimes(1);
  });
});
