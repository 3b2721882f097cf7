import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fetch-stub';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default. A lazy route's first import can take longer when the
// tests of several projects share two cores (as in CI); what they wait for still has to appear.
configure({ asyncUtilTimeout: 5000 });
