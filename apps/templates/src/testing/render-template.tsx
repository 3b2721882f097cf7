import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { MemoryRouter, Route, Routes } from 'react-router';
import { makeStore, StoreProvider, useAppSelector } from '@pathdesk/web-data';
import { routes } from '../routes';

/** The toasts the page asked for, as the shell's toast area would show them (summary, detail, severity). */
function Toasts() {
  const notifications = useAppSelector((state) => state.notifications);
  return (
    <div>
      {notifications.map((n) => (
        <div key={n.id} className={`p-toast-message p-toast-message-${n.severity}`}>
          <span className="p-toast-summary">{n.summary}</span>
          <div className="p-toast-detail">{n.detail}</div>
        </div>
      ))}
    </div>
  );
}

/** This remote's page at `path`, as the shell mounts it: inside a router, with a store, the confirm dialog and the toasts. */
export async function renderTemplate(path: string) {
  const store = makeStore();
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map((route, i) => (
            <Route key={i} path={route.path} element={route.element} />
          ))}
        </Routes>
      </MemoryRouter>
      <ConfirmDialog />
      <Toasts />
    </StoreProvider>,
  );
  return store;
}

/** Waits for the toast whose summary is `summary` and returns the whole message (its class names the severity). */
export async function findToast(summary: string): Promise<HTMLElement> {
  const title = await screen.findByText(summary, { selector: '.p-toast-summary' });
  return title.closest<HTMLElement>('.p-toast-message')!;
}
