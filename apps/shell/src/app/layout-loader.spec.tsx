import { renderApp, serveApi, serveEveryRemote, testAdmin } from '../testing/render-app';
import { act, screen } from '@testing-library/react';
import { loadRemote } from '../remotes/federation';
import type { SessionUser } from '@pathdesk/contracts';
import { jsonResponse } from '@pathdesk/testing/fetch';

jest.mock('../remotes/federation', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const loader = jest.mocked(loadRemote);
const guest: SessionUser = { id: 4, username: 'guest', name: 'Guest Viewer', role: 'guest' };

/** Serves `user` once, then holds every later session check until `answer` is called. */
function holdLaterChecks(user: SessionUser) {
  let first = true;
  let answer!: (response: Response) => void;
  serveApi({
    authCheck: () => {
      if (first) {
        first = false;
        return Promise.resolve(jsonResponse(user));
      }
      return new Promise<Response>((resolve) => (answer = resolve));
    },
  });
  return { answer: (response: Response) => answer(response) };
}

describe('the layout loader', () => {
  serveEveryRemote(loader);

  it('downloads the remote only once the session check lets the navigation through, keeping the page meanwhile', async () => {
    const check = holdLaterChecks(testAdmin);
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(async () => void router.navigate('/workspace/surgicals'));
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    await act(async () => check.answer(jsonResponse(testAdmin)));
    expect(await screen.findByRole('heading', { name: 'Served by workspace/routes' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('downloads nothing for a role that may not open the page', async () => {
    const check = holdLaterChecks(guest);
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await act(async () => void router.navigate('/workspace/surgicals'));
    await act(async () => check.answer(jsonResponse(guest)));

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});
