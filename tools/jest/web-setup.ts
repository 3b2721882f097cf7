import '@testing-library/jest-dom';
import './fetch-stub';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
