import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { HospitalDto } from '@pathdesk/contracts';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { HospitalDialog } from './hospital-dialog';

const hospital: HospitalDto = {
  id: 7,
  code: 'H007',
  nameTh: 'โรงพยาบาลทดสอบ',
  nameEn: null,
  address: '1 ถนนพระราม 4',
  taxId: null,
  phone: null,
  contact: null,
  active: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  branch: null,
  creditTermDays: 30,
};

function renderDialog(h: HospitalDto | null = hospital) {
  const onClose = jest.fn();
  render(
    <Provider store={makeStore()}>
      <HospitalDialog hospital={h} onClose={onClose} />
    </Provider>,
  );
  return onClose;
}

/** The bodies of the PUTs sent. */
const puts = () =>
  Promise.all(
    fetchMock.mock.calls
      .map(([input]) => input as Request)
      .filter((r) => r.method === 'PUT')
      .map((r) => r.json() as Promise<Record<string, unknown>>),
  );

async function typeTerm(value: string) {
  const user = userEvent.setup();
  const term = screen.getByLabelText(/^Credit term/);
  await user.clear(term);
  if (value) await user.type(term, value);
  return user;
}

describe('the hospital dialog: what invoices print about the payer', () => {
  afterEach(() => fetchMock.mockReset());

  it('refuses a credit term over 365 days at the field, sending nothing', async () => {
    renderDialog();
    const user = await typeTerm('400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must be at most 365$/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the branch (head office in one click) and the credit term', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ hospital: { ...hospital, branch: 'สำนักงานใหญ่', creditTermDays: 45 } }));
    const onClose = renderDialog();
    const user = await typeTerm('45');
    await user.click(screen.getByRole('button', { name: 'Use สำนักงานใหญ่' }));
    expect(screen.getByLabelText(/^Branch/)).toHaveValue('สำนักงานใหญ่');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await puts()).toEqual([expect.objectContaining({ branch: 'สำนักงานใหญ่', creditTermDays: 45 })]);
  });

  it('leaves the credit term out when it is emptied (the payer keeps 30 days)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ hospital }));
    const onClose = renderDialog();
    const user = await typeTerm('');
    await user.type(screen.getByLabelText(/^Branch/), '00003');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [body] = await puts();
    expect(body).toMatchObject({ branch: '00003' });
    expect(body).not.toHaveProperty('creditTermDays');
  });
});
