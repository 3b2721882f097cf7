import type { RootState } from './store.js';

/** True while any query or mutation of the api is in flight: drives the global loading overlay. */
export function selectIsLoading(state: RootState): boolean {
  const { queries, mutations } = state.api;
  for (const entry of Object.values(queries)) if (entry?.status === 'pending') return true;
  for (const entry of Object.values(mutations)) if (entry?.status === 'pending') return true;
  return false;
}
