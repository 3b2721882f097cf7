// Issue 24.14: with SESSION_IDLE_MINUTES=1 an active session ended anyway — activity was recorded
// at most once a minute, so a request 59 s after the last record moved nothing and the next, 61 s
// after it, found the session idle. Activity is now recorded once a quarter of the window has
// passed: a session with a request at least every ¾ of the window never ends; an idle one still does.
// The clock is the test's: the app runs in this process, and its Date.now is moved forward.
import { jest } from '@jest/globals';
import { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the idle time-out of an active session (issue 24.14)', () => {
  let t: TestApp;
  let ahead = 0;
  const at = (seconds: number) => {
    ahead = seconds * 1000;
  };
  beforeAll(async () => {
    t = await createTestApp({ SESSION_IDLE_MINUTES: '1' });
    const realNow = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ahead);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('keeps a one-minute session with a request every 40 s, for five minutes', async () => {
    at(0);
    const client = await ApiClient.signedIn(t, 'user');
    for (let second = 40; second <= 320; second += 40) {
      at(second);
      const res = await client.get('/api/auth/check');
      expect([second, res.status]).toEqual([second, 200]);
    }
  });

  it('keeps it with requests 44 s apart, whatever the second they fall on', async () => {
    at(1000);
    const client = await ApiClient.signedIn(t, 'doctor');
    for (const second of [1014, 1058, 1102, 1146, 1190, 1234]) {
      at(second);
      expect([second, (await client.get('/api/auth/check')).status]).toEqual([second, 200]);
    }
  });

  it('still ends a session a minute after its last request', async () => {
    at(2000);
    const client = await ApiClient.signedIn(t, 'admin');
    at(2030);
    await client.get('/api/auth/check').expect(200);
    at(2091);
    await client.get('/api/auth/check').expect(401);
  });
});
