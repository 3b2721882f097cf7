import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@pathdesk/contracts';
import { authApi } from './auth-api.js';
import { sessionEnded } from './session-events.js';

export interface SessionState {
  /** unknown until the first check answers (spec §4). */
  status: 'unknown' | 'authenticated' | 'anonymous';
  user: SessionUser | null;
  /** The session ended on the server while the user was working (not a sign-out). */
  expired: boolean;
}

const initialState: SessionState = { status: 'unknown', user: null, expired: false };

const signedIn = (state: SessionState, { payload }: PayloadAction<SessionUser>) => {
  state.status = 'authenticated';
  state.user = payload;
  state.expired = false;
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedOut: () => ({ ...initialState, status: 'anonymous' as const }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        if (state.status === 'authenticated') state.expired = true;
        state.status = 'anonymous';
        state.user = null;
      })
      .addMatcher(authApi.endpoints.checkAuth.matchFulfilled, signedIn)
      .addMatcher(authApi.endpoints.login.matchFulfilled, signedIn)
      // The check answers 401 when nobody is signed in: that is the answer, not an error.
      .addMatcher(authApi.endpoints.checkAuth.matchRejected, (state, action) => {
        if ((action.payload as { status?: unknown } | undefined)?.status === 401) {
          state.status = 'anonymous';
          state.user = null;
        }
      })
      .addMatcher(authApi.endpoints.logout.matchFulfilled, () => ({ ...initialState, status: 'anonymous' as const }));
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectSessionExpired: (state) => state.expired,
  },
});

export const { signedOut } = sessionSlice.actions;
export const { selectSessionUser, selectSessionStatus, selectSessionExpired } = sessionSlice.selectors;
