import type { LoginRequest, RegisterRequest, RegisterResponse, SessionUser, SignOutResponse } from '@pathdesk/contracts';
import { api } from './api.js';

/** Sign-in and the session (spec §7 Auth). Shared: the shell guards pages, remotes read the user. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<SessionUser, void>({ query: () => '/auth/check', providesTags: ['Session'] }),
    login: build.mutation<SessionUser, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<SignOutResponse, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
    register: build.mutation<RegisterResponse, RegisterRequest>({ query: (body) => ({ url: '/register', method: 'POST', body }) }),
  }),
  overrideExisting: 'throw',
});

export const { useCheckAuthQuery, useLoginMutation, useLogoutMutation, useRegisterMutation } = authApi;
