import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchMock } from '@pathdesk/testing/fetch';
import { findToast, renderTemplate } from '../testing/render-template';

async function openForm() {
  await renderTemplate('/uikit/formlayout');
  await screen.findByRole('heading', { level: 1, name: 'Form layout' });
  return userEvent.setup();
}

const hospital = () => screen.getByLabelText(/^Hospital/);
const form = () => screen.getByRole('form', { name: 'Register a surgical case' });

describe('the form-layout page (/uikit/formlayout)', () => {
  afterEach(() => fetchMock.mockReset());

  it('groups the fields in titled sections', async () => {
    await openForm();

    expect(
      within(form())
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Requisition', 'Patient', 'Specimen']);
  });

  it('puts each reason under its field and the focus on the first one', async () => {
    const user = await openForm();

    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText(/^HN/)).toHaveAccessibleDescription('HN is required');
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('First name is required');
    expect(screen.getByRole('radiogroup', { name: /^Sex/ })).toHaveAccessibleDescription(/is required$/);
    await waitFor(() => expect(screen.getByLabelText(/^Hospital/)).toHaveFocus());
  });

  it('registers, shows the new accession number and keeps the hospital for the next requisition', async () => {
    const user = await openForm();

    await user.click(hospital().closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'โรงพยาบาลลำพูน', hidden: true }));
    // One paste per field, as quicker than typing.
    for (const [label, text] of [
      [/^HN/, '6512345'],
      [/^First name/, 'มาลี'],
      [/^Last name/, 'แก้วมณี'],
      [/^Specimen/, 'Breast, left, core needle biopsy'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status', { name: 'Registered' })).toHaveTextContent('S68-00018');
    expect(await findToast('Registered')).toHaveTextContent('S68-00018 · มาลี แก้วมณี');
    expect(screen.getByLabelText(/^HN/)).toHaveValue('');
    expect(hospital().closest('.p-dropdown')).toHaveTextContent('โรงพยาบาลลำพูน');
  });
});
