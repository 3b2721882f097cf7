import type { LanguageResponse, SetLanguageRequest } from '@pathdesk/contracts';
import { api } from './api.js';

/** The signed-in user's language (issue 16.1): GET/PUT /api/users/me/language. */
export const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLanguage: build.query<LanguageResponse, void>({ query: () => '/users/me/language', providesTags: ['Session'] }),
    setMyLanguage: build.mutation<LanguageResponse, SetLanguageRequest>({
      query: (body) => ({ url: '/users/me/language', method: 'PUT', body }),
      // The answer is the new state: no refetch.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined); // a refusal: the caller shows it
        if (answer) dispatch(languageApi.util.upsertQueryData('getMyLanguage', undefined, answer.data));
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetMyLanguageQuery, useSetMyLanguageMutation } = languageApi;
