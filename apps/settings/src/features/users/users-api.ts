import { api } from '@pathdesk/web-data';
import type { ChangePasswordRequest, CreateUserRequest, ResetPasswordRequest, UpdateUserRequest, UserResponse, UsersResponse } from '@pathdesk/contracts';

/** The users endpoints (spec §7 Users), injected into the one api. */
const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** params: the list query of useLazyTable (paging, sorting, search, filters). */
    getUsers: build.query<UsersResponse, Record<string, string>>({
      query: (params) => ({ url: '/users', params }),
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.users.map((u) => ({ type: 'User' as const, id: u.id })) ?? [])],
    }),
    createUser: build.mutation<UserResponse, CreateUserRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<UserResponse, { id: number; changes: UpdateUserRequest }>({
      query: ({ id, changes }) => ({ url: `/users/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id },
        { type: 'User', id: 'LIST' },
      ],
    }),
    deleteUsers: build.mutation<UsersResponse, { ids: number[]; params: Record<string, string> }>({
      query: ({ ids, params }) => ({ url: '/users', method: 'DELETE', body: { ids }, params }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    resetPassword: build.mutation<UserResponse, { id: number } & ResetPasswordRequest>({
      query: ({ id, newPassword }) => ({ url: `/users/reset-password/${id}`, method: 'PUT', body: { newPassword } }),
    }),
    changePassword: build.mutation<UserResponse, { id: number } & ChangePasswordRequest>({
      query: ({ id, ...body }) => ({ url: `/users/change-password/${id}`, method: 'PUT', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUsersMutation, useResetPasswordMutation, useChangePasswordMutation } = usersApi;
