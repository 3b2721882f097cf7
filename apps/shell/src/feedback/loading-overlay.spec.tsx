import { deferred, fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api, makeStore, type AppStore } from '@pathdesk/web-data';
import { LOADING_OVERLAY_DELAY_MS, LoadingOverlay } from './loading-overlay';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    overlaySpecProbe: build.query<{ ok: boolean }, number>({ query: (n) => `/overlay-spec-probe/${n}` }),
  }),
  overrideExisting: 'throw',
});

let requestNumber = 0;

/** Starts a query whose answer the test gives when it wants. */
function startCall(store: AppStore) {
  const answer = deferred<Response>();
  fetchMock.mockReturnValueOnce(answer.promise);
  const request = store.dispatch(probeApi.endpoints.overlaySpecProbe.initiate(++requestNumber));
  return {
    async finish() {
      answer.resolve(jsonResponse({ ok: true }));
      await request;
      request.unsubscribe();
    },
  };
}

function renderOverlay() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <LoadingOverlay />
    </Provider>,
  );
  return store;
}

/** The overlay (PrimeReact's spinner inside it is a progressbar too, without a name). */
const overlay = () => screen.queryByRole('progressbar', { name: 'Loading' });

/** Moves fake time on inside act, letting promises and React catch up. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('LoadingOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    fetchMock.mockReset();
  });

  it('is hidden while nothing loads', async () => {
    renderOverlay();
    await advance(LOADING_OVERLAY_DELAY_MS * 2);

    expect(overlay()).not.toBeInTheDocument();
  });

  it(`never shows for a call shorter than ${LOADING_OVERLAY_DELAY_MS} ms`, async () => {
    const store = renderOverlay();
    const call = startCall(store);

    await advance(LOADING_OVERLAY_DELAY_MS - 100);
    expect(overlay()).not.toBeInTheDocument();
    await act(() => call.finish());

    await advance(LOADING_OVERLAY_DELAY_MS * 2);
    expect(overlay()).not.toBeInTheDocument();
  });

  it(`shows after ${LOADING_OVERLAY_DELAY_MS} ms of a pending call and hides when it ends`, async () => {
    const store = renderOverlay();
    const call = startCall(store);

    await advance(LOADING_OVERLAY_DELAY_MS - 50);
    expect(overlay()).not.toBeInTheDocument();

    await advance(100);
    expect(overlay()).toHaveAttribute('aria-busy', 'true');

    await act(() => call.finish());
    await advance(50);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('stays up until the last of several calls ends', async () => {
    const store = renderOverlay();
    const first = startCall(store);
    const second = startCall(store);
    await advance(LOADING_OVERLAY_DELAY_MS + 50);
    expect(overlay()).toBeInTheDocument();

    await act(() => first.finish());
    await advance(50);
    expect(overlay()).toBeInTheDocument();

    await act(() => second.finish());
    await advance(50);
    expect(overlay()).not.toBeInTheDocument();
  });
});
