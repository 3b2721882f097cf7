import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMock } from '@pathdesk/testing/fetch';
import { findToast, renderTemplate } from '../../testing/render-template';

async function openCrud() {
  await renderTemplate('/pages/crud');
  await screen.findByRole('heading', { level: 1, name: 'Additional tests' });
  return { user: userEvent.setup({ delay: null }) };
}

/**
 * Enters text as one paste: typed key by key, each key re-renders the page and its table, seconds
 * in all on a busy machine. (The Price is typed: PrimeReact's number input reads keys.)
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const table = () => screen.getByRole('table', { name: 'Additional tests' });
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
/** The page (its PageCard), without the dialogs above it. */
const page = () => screen.getByRole('region', { name: 'Additional tests' });

describe('the CRUD example (/pages/crud)', () => {
  afterEach(() => fetchMock.mockReset());

  // The shell opens it to anyone (its manifest: the shell's routes.spec.tsx); it needs no server either.
  it('shows its sample data without a call to the server', async () => {
    await openCrud();

    expect(within(table()).getByText('IHC-ER')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('finds a test with the search box', async () => {
    const { user } = await openCrud();

    await enter(user, screen.getByRole('searchbox', { name: 'Search additional tests' }), 'ziehl');

    expect(await within(table()).findByText('SS-AFB')).toBeInTheDocument();
    expect(within(table()).queryByText('IHC-ER')).not.toBeInTheDocument();
  });

  it('adds a test: the dialog names what is missing first, then the list and a toast show the new test', async () => {
    const { user } = await openCrud();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(dialog('Add an additional test')).getByRole('button', { name: 'Add' }));
    expect(
      within(dialog('Add an additional test'))
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Code is required', 'Name is required', 'Price (THB) is required']);

    await enter(user, screen.getByLabelText(/^Code/), 'ihc-cd20');
    await enter(user, screen.getByLabelText(/^Name/), 'CD20');
    await user.type(screen.getByLabelText(/^Price/), '1200');
    await user.click(within(dialog('Add an additional test')).getByRole('button', { name: 'Add' }));

    expect(await findToast('Added')).toHaveTextContent('CD20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await enter(user, screen.getByRole('searchbox', { name: 'Search additional tests' }), 'CD20');
    expect(await within(table()).findByText('IHC-CD20')).toBeInTheDocument();
  });

  it('refuses a code another test has', async () => {
    const { user } = await openCrud();

    await user.click(screen.getByRole('button', { name: 'Edit Ki-67' }));
    const code = screen.getByLabelText(/^Code/);
    await user.clear(code);
    await enter(user, code, 'IHC-ER');
    await user.click(within(dialog('Edit Ki-67')).getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription('Code is already used by ER (Estrogen receptor)');
  });

  it('edits a test', async () => {
    const { user } = await openCrud();

    await user.click(screen.getByRole('button', { name: 'Edit Cell block' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await enter(user, name, 'Cell block (fluid)');
    await user.click(within(dialog('Edit Cell block')).getByRole('button', { name: 'Save' }));

    expect(await findToast('Saved')).toHaveTextContent('Cell block (fluid)');
    expect(within(table()).getByText('Cell block (fluid)')).toBeInTheDocument();
  });

  it('deletes the selected tests after the confirm dialog; one on invoices is deactivated instead', async () => {
    const { user } = await openCrud();
    expect(within(page()).getByRole('button', { name: 'Delete' })).toBeDisabled();

    for (const code of ['IHC-ER', 'IHC-KI67']) {
      const row = within(table()).getByText(code).closest('tr')!;
      await user.click(row.querySelector('input[type=checkbox]')!);
    }
    await user.click(within(page()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete additional tests' });
    expect(confirm).toHaveTextContent('Delete ER (Estrogen receptor), Ki-67?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const toast = await findToast('Deleted');
    expect(toast).toHaveTextContent('Deleted 1 test. “ER (Estrogen receptor)” is on 14 invoice lines, so it was deactivated instead of deleted.');
    expect(toast).toHaveClass('p-toast-message-warn');
    expect(within(table()).queryByText('IHC-KI67')).not.toBeInTheDocument();
    const kept = within(table()).getByText('IHC-ER').closest('tr')!;
    expect(within(kept).getByText('Inactive')).toBeInTheDocument();
    expect(within(page()).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
