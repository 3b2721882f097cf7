import { api, apiPath as path } from '@pathdesk/web-data';
import { BENCH_API, type CreateTestRequest, type TestResponse, type TestsResponse, type UpdateTestRequest } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['LabTest'] });

/** The test catalogue and its prices (GET/POST /api/tests, PUT /api/tests/{id}; admins change it). */
const testsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getTestCatalogue: build.query<TestsResponse, Record<string, string>>({
      query: (params) => ({ url: path(BENCH_API.tests), params }),
      providesTags: ['LabTest'],
    }),
    createTest: build.mutation<TestResponse, CreateTestRequest>({
      query: (body) => ({ url: path(BENCH_API.tests), method: 'POST', body }),
      invalidatesTags: ['LabTest'],
    }),
    updateTest: build.mutation<TestResponse, { id: number; changes: UpdateTestRequest }>({
      query: ({ id, changes }) => ({ url: path(BENCH_API.test(id)), method: 'PUT', body: changes }),
      invalidatesTags: ['LabTest'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetTestCatalogueQuery, useCreateTestMutation, useUpdateTestMutation } = testsApi;
