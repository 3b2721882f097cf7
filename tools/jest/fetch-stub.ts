/**
 * jsdom has no Fetch API, and RTK Query's fetchBaseQuery needs `fetch`, `Request` and `Response`:
 * web-setup.ts installs just enough of them for every web test. `fetch` is a jest.fn that each test
 * programs (import { fetchMock } from '@pathdesk/testing/fetch'); unprogrammed, a request fails loudly.
 */

class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal;
  /** The body as sent (RTK Query sends JSON bodies as a string); tests read it with text() or json(). */
  private readonly body: string | null;

  constructor(input: string | StubRequest, init: RequestInit = {}) {
    this.url = new URL(typeof input === 'string' ? input : input.url, window.location.href).href;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    // React Router's loaders read request.signal.
    this.signal = init.signal ?? new AbortController().signal;
    this.body = typeof init.body === 'string' ? init.body : null;
  }

  clone(): StubRequest {
    return this;
  }

  async text(): Promise<string> {
    return this.body ?? '';
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.body ?? '');
  }
}

class StubResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;

  constructor(
    private readonly body: string | null = null,
    init: ResponseInit = {},
  ) {
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new Headers(init.headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  clone(): StubResponse {
    return new StubResponse(this.body, { status: this.status, statusText: this.statusText, headers: this.headers });
  }

  async text(): Promise<string> {
    return this.body ?? '';
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.body ?? '');
  }
}

const unexpected = () => Promise.reject(new Error('This test did not expect a network request.'));

export const fetchMock = jest.fn<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>(unexpected);

/**
 * fetch itself: whatever fetchMock answers. `fetchMock.mockReset()` also drops the implementation
 * given to jest.fn, and a mock without one returns undefined; such a request still fails loudly.
 */
const stubFetch = (...args: Parameters<typeof fetchMock>): Promise<Response> => fetchMock(...args) ?? unexpected();

Object.assign(globalThis, {
  fetch: stubFetch,
  Request: globalThis.Request ?? StubRequest,
  Response: globalThis.Response ?? StubResponse,
});

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The path asked for, whether fetch got a URL string or a Request. */
export function requestedPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname;
}

/** A promise the test settles when it wants, e.g. to keep a fetch pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
