import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrimeReact from 'primereact/api';
import { loadRemote } from '../remotes/federation';
import { jsonResponse } from '@pathdesk/testing/fetch';
import { changeLanguage, currentLanguage } from '@pathdesk/web-data';
import { apiError, renderApp, requestsTo, serveApi, serveEveryRemote } from '../testing/render-app';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);

// Issue 16.1: the top bar's EN / ไทย switch, and the user's language from the server.
describe('the language', () => {
  serveEveryRemote(loader);
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  const languageRoutes = (language: 'en' | 'th' | null, put: (request: Request) => Promise<Response> = async (r) => jsonResponse({ ...(await r.json()), labLanguage: 'en' })) => ({
    'GET /api/users/me/language': async () => jsonResponse({ language, labLanguage: 'en' }),
    'PUT /api/users/me/language': put,
  });

  it('switches the shell to Thai at once, keeps the choice on the server, and PrimeReact follows', async () => {
    serveApi({ routes: languageRoutes(null) });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'ไทย' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toHaveTextContent('งานห้องปฏิบัติการ');
    expect(document.documentElement.lang).toBe('th');
    await waitFor(() => expect(PrimeReact.locale).toBe('th'));
    const [put] = requestsTo('/api/users/me/language').filter((r) => r.method === 'PUT');
    expect(await put!.json()).toEqual({ language: 'th' });
    expect(localStorage.getItem('pathdesk.language')).toBe('th');
  });

  it("applies the user's own language from the server on load (another computer)", async () => {
    serveApi({ routes: languageRoutes('th') });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('th');
  });

  it('keeps showing the choice when the server refuses it', async () => {
    serveApi({ routes: languageRoutes(null, async () => apiError(400, 'Invalid input — language: must be en, th or null')) });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'ไทย' }));
    await waitFor(() => expect(requestsTo('/api/users/me/language').filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
  });
});
