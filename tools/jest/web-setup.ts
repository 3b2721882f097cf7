import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fetch-stub';
import { TextDecoder, TextEncoder } from 'node:util';
import { CSRF_COOKIE } from '../../libs/contracts/src/auth';
import { loadErrorTexts } from '../../libs/web/data/src/api-errors';

// React Router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. A lazy route's first import can take longer when the
// tests of several projects share two cores (as in CI), and much longer on a machine busy with more
// (a page's first render measured 15–24 s in jsdom at load 30); what they wait for still has to
// appear, within the test's own 60 s (jest.preset.mjs). A test that fails waits longer, no more.
configure({ asyncUtilTimeout: 30_000 });

// The error texts are fetched when first needed in the app (api-errors.ts); a test reads them at once.
beforeAll(() => loadErrorTexts());

// The page as the browser has it after the API's first answer: with the CSRF cookie (without it, a
// state-changing call first asks for one, api.ts; the tests of that clear it).
beforeEach(() => {
  document.cookie = `${CSRF_COOKIE}=test-token; path=/`;
});
