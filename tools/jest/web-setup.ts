import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fetch-stub';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. A lazy route's first import can take longer when the
// tests of several projects share two cores (as in CI), and longer still on a machine busy with
// more; what they wait for still has to appear, within the test's own 20 s (jest.preset.mjs).
configure({ asyncUtilTimeout: 10_000 });
