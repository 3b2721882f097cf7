import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@pathdesk/web-data';
import { RemotePage } from './remote-page';

function renderRemotePage() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RemotePage title="Surgical cases" remote="Workspace" description="The surgical worklist." links={[{ to: '/workspace', label: 'Back to the workspace' }]} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('RemotePage', () => {
  it('shows its title and which remote serves it', () => {
    renderRemotePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Surgical cases' })).toBeInTheDocument();
    expect(screen.getByText('Workspace', { selector: 'strong' })).toBeInTheDocument();
  });

  it('dispatches a notification into the store from "Check connection"', async () => {
    const store = renderRemotePage();
    expect(store.getState().notifications).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Check connection' }));

    expect(store.getState().notifications).toEqual([{ id: expect.any(String), severity: 'info', summary: 'Surgical cases', detail: 'Served by the Workspace module.' }]);
  });

  it('links within the router', () => {
    renderRemotePage();

    const nav = screen.getByRole('navigation', { name: 'Surgical cases pages' });
    expect(nav.querySelector('a')).toHaveAttribute('href', '/workspace');
    expect(screen.getByRole('link', { name: 'Back to the workspace' })).toBeInTheDocument();
  });
});
