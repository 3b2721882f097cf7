import { api } from './api';
import { notify } from './notifications-slice';
import { makeStore } from './store';

describe('makeStore', () => {
  it('combines the api and notifications reducers', () => {
    const state = makeStore().getState();

    expect(Object.keys(state)).toEqual(expect.arrayContaining([api.reducerPath, 'notifications']));
    expect(state.api).toEqual(expect.objectContaining({ queries: {}, mutations: {} }));
    expect(state.notifications).toEqual([]);
  });

  it('starts from the preloaded state', () => {
    const preloaded = [{ id: 'n1', severity: 'info' as const, summary: 'Hello' }];

    expect(makeStore({ notifications: preloaded }).getState().notifications).toEqual(preloaded);
  });

  it('gives every call its own store', () => {
    const first = makeStore();
    const second = makeStore();

    first.dispatch(notify({ severity: 'info', summary: 'Only in the first' }));

    expect(first.getState().notifications).toHaveLength(1);
    expect(second.getState().notifications).toHaveLength(0);
  });
});
