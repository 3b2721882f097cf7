import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogFooter } from './dialog-footer';

describe('DialogFooter', () => {
  it('submits the form it names, from outside it', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <>
        <form id="doctor-form" onSubmit={onSubmit} />
        <DialogFooter form="doctor-form" submitLabel="Save" onCancel={jest.fn()} />
      </>,
    );

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('form', 'doctor-form');
    expect(save.querySelector('.pi-check')).not.toBeNull();
    await userEvent.click(save);

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cancels with its own label, and shows a danger submit with its icon', async () => {
    const onCancel = jest.fn();
    render(<DialogFooter form="cancel-case-form" cancelLabel="Keep the case" submitLabel="Cancel the case" submitSeverity="danger" submitIcon="pi pi-ban" onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: 'Cancel the case' })).toHaveClass('p-button-danger');
    expect(screen.getByRole('button', { name: 'Cancel the case' }).querySelector('.pi-ban')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the case' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows the submit button busy while saving', () => {
    render(<DialogFooter form="user-form" submitLabel="Add user" loading onCancel={jest.fn()} />);

    expect(screen.getByRole('button', { name: 'Add user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
