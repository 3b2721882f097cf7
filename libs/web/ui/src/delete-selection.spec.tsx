import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog } from 'primereact/confirmdialog';
import { confirmDelete, DeleteButton } from './delete-selection';

jest.mock('primereact/confirmdialog', () => ({ confirmDialog: jest.fn() }));

describe('DeleteButton', () => {
  it('is an outlined danger "Delete" button', async () => {
    const onClick = jest.fn();
    render(<DeleteButton disabled={false} onClick={onClick} />);

    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('p-button-danger', 'p-button-outlined');
    await userEvent.click(button);

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled with nothing to delete', () => {
    render(<DeleteButton disabled onClick={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

describe('confirmDelete', () => {
  it('asks in the confirm dialog with "Delete" and "Cancel", Cancel focused', () => {
    const accept = jest.fn();

    confirmDelete({ header: 'Delete users', message: 'Delete somsri?', accept });

    expect(confirmDialog).toHaveBeenCalledWith({
      header: 'Delete users',
      icon: 'pi pi-exclamation-triangle',
      message: 'Delete somsri?',
      acceptLabel: 'Delete',
      rejectLabel: 'Cancel',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept,
    });
  });
});
