import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import type { TurnaroundSettings } from '@pathdesk/contracts';
import { TurnaroundSettingsSection } from './turnaround-settings';

const stored: TurnaroundSettings = {
  targets: [
    { kind: 'surgical', days: 2, share: 0.9 },
    { kind: 'cytological', days: 2, share: 0.8 },
    { kind: 'gynecological', days: 2, share: 0.8 },
  ],
  closures: [{ from: '2026-12-28', to: '2026-12-30', reason: 'ย้ายห้องแล็บ' }],
  updatedAt: null,
  updatedBy: null,
};

const puts = () => fetchMock.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'PUT');

function renderSection() {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'PUT') return jsonResponse({ turnaround: { ...stored, ...(await request.clone().json()) } });
    return jsonResponse({ turnaround: stored });
  });
  const store = makeStore();
  render(
    <Provider store={store}>
      <ConfirmDialog />
      <TurnaroundSettingsSection />
    </Provider>,
  );
  return store;
}

describe('the turnaround settings', () => {
  afterEach(() => fetchMock.mockReset());

  it('shows each kind’s target as a percentage and the lab’s closures', async () => {
    renderSection();

    expect(await screen.findByRole('group', { name: 'Surgical cases' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Surgical cases' })).getByLabelText(/Routine cases within target/)).toHaveValue('90 %');
    expect(within(screen.getByRole('group', { name: 'Closure 1' })).getByLabelText(/Reason/)).toHaveValue('ย้ายห้องแล็บ');
    expect(screen.getByRole('button', { name: 'Save turnaround settings' })).toBeDisabled();
  });

  it('refuses a closure without its first day at its field, and saves nothing', async () => {
    renderSection();
    await screen.findByRole('group', { name: 'Surgical cases' });

    await userEvent.click(screen.getByRole('button', { name: 'Add a closure' }));
    const closure = screen.getByRole('group', { name: 'Closure 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround settings' }));
    expect(await within(closure).findByText(/choose the first day$/)).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('removes a closure after a confirmation and saves the whole set', async () => {
    renderSection();
    await screen.findByRole('group', { name: 'Closure 1' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove closure 1' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove the closure' })).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('group', { name: 'Closure 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save turnaround settings' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await puts()[0]!.json()).toEqual({ targets: stored.targets, closures: [] });
  });
});
