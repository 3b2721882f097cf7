import { deferred, fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { api } from './api';
import { selectIsLoading } from './loading';
import { makeStore } from './store';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadingSpecProbe: build.query<{ ok: boolean }, void>({ query: () => '/loading-spec-probe' }),
    loadingSpecSave: build.mutation<{ ok: boolean }, void>({ query: () => ({ url: '/loading-spec-save', method: 'POST' }) }),
  }),
  overrideExisting: 'throw',
});

describe('selectIsLoading', () => {
  afterEach(() => fetchMock.mockReset());

  it('is false when nothing is in flight', () => {
    expect(selectIsLoading(makeStore().getState())).toBe(false);
  });

  it('is true while a query is pending and false once it answers', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const store = makeStore();

    const request = store.dispatch(probeApi.endpoints.loadingSpecProbe.initiate());
    expect(selectIsLoading(store.getState())).toBe(true);

    answer.resolve(jsonResponse({ ok: true }));
    await expect(request.unwrap()).resolves.toEqual({ ok: true });
    expect(selectIsLoading(store.getState())).toBe(false);
    request.unsubscribe();
  });

  it('is false again after a query fails', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const store = makeStore();

    const request = store.dispatch(probeApi.endpoints.loadingSpecProbe.initiate());
    expect(selectIsLoading(store.getState())).toBe(true);

    answer.reject(new TypeError('Failed to fetch'));
    await expect(request.unwrap()).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    expect(selectIsLoading(store.getState())).toBe(false);
    request.unsubscribe();
  });

  it('is true while a mutation is pending', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const store = makeStore();

    const request = store.dispatch(probeApi.endpoints.loadingSpecSave.initiate());
    expect(selectIsLoading(store.getState())).toBe(true);

    answer.resolve(jsonResponse({ ok: true }, 201));
    await request.unwrap();
    expect(selectIsLoading(store.getState())).toBe(false);
  });
});
