import { test as setup } from '@playwright/test';
import { signInThrough } from './support/api';
import { ROLES, stateFile } from './support/signed-in-state';

// Signs each demo role in once per run and keeps its session (cookies) for the tests: the `signIn`
// fixture reuses it instead of a sign-in (an Argon2 hash check) per test. Sessions of a role are
// shared by tests running side by side, so no test may log such a session out: tests of logout
// sign in with the form, a session of their own.
for (const username of ROLES) {
  setup(`sign in as ${username}`, async ({ request }) => {
    await signInThrough(request, username);
    await request.storageState({ path: stateFile(username) });
  });
}
