import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, notify, type AppStore, type Notification } from '@pathdesk/web-data';
import { Toaster, TOAST_LIFE_MS } from './toaster';

async function renderToaster(store = makeStore()) {
  await act(async () => {
    render(
      <Provider store={store}>
        <Toaster />
      </Provider>,
    );
  });
  return store;
}

/** Dispatches inside an awaited act: the toast component is loaded lazily, with the first notification. */
async function raise(store: AppStore, ...notifications: Omit<Notification, 'id'>[]) {
  await act(async () => {
    for (const notification of notifications) store.dispatch(notify(notification));
  });
}

/** Advances fake time in small steps, letting React render between them (the exit animation starts after a render). */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) act(() => jest.advanceTimersByTime(50));
}

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a notified message and removes it from the store', async () => {
    const store = await renderToaster();

    await raise(store, { severity: 'success', summary: 'Saved', detail: 'Case S25-001 was saved.' });

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Case S25-001 was saved.')).toBeInTheDocument();
    expect(store.getState().notifications).toEqual([]);
  });

  it('shows every notification dispatched together', async () => {
    const store = await renderToaster();

    await raise(store, { severity: 'info', summary: 'First' }, { severity: 'error', summary: 'Second' });

    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(store.getState().notifications).toEqual([]);
  });

  it('shows a notification raised before it mounted', async () => {
    const store = await renderToaster(makeStore({ notifications: [{ id: 'early', severity: 'warn', summary: 'Raised early' }] }));

    expect(await screen.findByText('Raised early')).toBeInTheDocument();
    expect(store.getState().notifications).toEqual([]);
  });

  it('renders no toast area until the first notification', async () => {
    await renderToaster();

    expect(document.querySelector('.p-toast')).not.toBeInTheDocument();
  });

  it('shows its toasts at the bottom right', async () => {
    const store = await renderToaster();

    await raise(store, { severity: 'info', summary: 'Where am I?' });

    const toast = (await screen.findByText('Where am I?')).closest('.p-toast');
    expect(toast).toHaveClass('layout-toast', 'p-toast-bottom-right');
  });

  it(`hides a toast after the default ${TOAST_LIFE_MS} ms`, async () => {
    jest.useFakeTimers();
    const store = await renderToaster();
    await raise(store, { severity: 'info', summary: 'Short-lived' });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();

    advance(TOAST_LIFE_MS - 100);
    expect(screen.getByText('Short-lived')).toBeInTheDocument();

    advance(1000);
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });

  it('keeps a toast for the life it was given', async () => {
    jest.useFakeTimers();
    const store = await renderToaster();
    await raise(store, { severity: 'warn', summary: 'Long-lived', life: 10_000 });
    expect(screen.getByText('Long-lived')).toBeInTheDocument();

    advance(TOAST_LIFE_MS + 1000);
    expect(screen.getByText('Long-lived')).toBeInTheDocument();

    advance(10_000);
    expect(screen.queryByText('Long-lived')).not.toBeInTheDocument();
  });
});
