import { act, render, screen } from '@testing-library/react';
import { ConfirmHost } from './confirm-host';
import { loadConfirmDialog } from './confirm-bus';

// Its own file: the bus is handed over once per page, and here nothing but the remote's path hands it over.
describe('ConfirmHost, a remote first', () => {
  it('answers the first confirmDialog() of a remote that loads before the idle prefetch (right after a reload)', async () => {
    await act(async () => {
      render(<ConfirmHost />);
    });
    // The remote gets confirmDialog() as the shell provides it (provided-modules.ts).
    const { confirmDialog } = await act(loadConfirmDialog);
    await act(async () => {
      confirmDialog({ message: 'Remove part B?', header: 'Remove', acceptLabel: 'Remove the part', rejectLabel: 'Keep it' });
    });

    expect(await screen.findByText('Remove part B?')).toBeInTheDocument();
  });
});
