import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore, StoreProvider, type AppStore } from '@pathdesk/web-data';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

export interface RenderPageOptions {
  /** The address the page is opened at. */
  at: string;
  /** The route pattern of the page (default: `at`). */
  route?: string;
  store?: AppStore;
}

/** A page of this remote at its address, with a fresh store and the router's current path readable. */
export function renderPage(page: ReactElement, { at, route = at, store = makeStore() }: RenderPageOptions) {
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </StoreProvider>,
  );
  return store;
}

export const currentPath = () => screen.getByRole('status', { name: 'Current path' });
