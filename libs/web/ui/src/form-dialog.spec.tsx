import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent, KeyboardEvent } from 'react';
import { FormDialog } from './form-dialog';

const submitted = () => jest.fn((event: FormEvent) => event.preventDefault());

describe('FormDialog', () => {
  it('is named by its header and focuses the field it names on open', async () => {
    render(
      <FormDialog id="note-form" header="Add a note" submitLabel="Add" first="note-title" onClose={jest.fn()} onSubmit={submitted()}>
        <label htmlFor="note-other">Other</label>
        <input id="note-other" />
        <label htmlFor="note-title">Title</label>
        <input id="note-title" />
      </FormDialog>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('submits its form on Enter and from the footer, shows it busy while saving, and closes on Cancel', async () => {
    const onSubmit = submitted();
    const onClose = jest.fn();
    const { rerender } = render(
      <FormDialog id="note-form" header="Add a note" submitLabel="Add" first="note-title" onClose={onClose} onSubmit={onSubmit}>
        <input id="note-title" aria-label="Title" />
      </FormDialog>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    // The footer's submit, outside the form, is its default button: Enter in a field submits.
    expect(add.form).toBe(dialog.querySelector('form#note-form'));
    expect(add.form).toContainElement(within(dialog).getByLabelText('Title'));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    await userEvent.keyboard('Biopsy{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(add);
    expect(onSubmit).toHaveBeenCalledTimes(2);

    rerender(
      <FormDialog id="note-form" header="Add a note" submitLabel="Add" loading first="note-title" onClose={onClose} onSubmit={onSubmit}>
        <input id="note-title" aria-label="Title" />
      </FormDialog>,
    );
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('hands the form’s keys to onKeyDown', async () => {
    const onKeyDown = jest.fn((event: KeyboardEvent<HTMLFormElement>) => {
      if (event.key === 'Enter') event.currentTarget.requestSubmit();
    });
    const onSubmit = submitted();
    render(
      <FormDialog id="note-form" header="Add a note" submitLabel="Add" first="note-text" onClose={jest.fn()} onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <textarea id="note-text" aria-label="Text" />
      </FormDialog>,
    );

    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    expect(onKeyDown).toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
