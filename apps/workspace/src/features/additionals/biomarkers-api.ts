import { api, apiPath as path } from '@pathdesk/web-data';
import { BENCH_API, type BiomarkerDto, type BiomarkerResponse, type BiomarkersResponse, type CaseKind, type SaveBiomarkerRequest } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Biomarker'] });

/** A case's biomarker results (issue 30.3): GET /api/{kind}/{id}/biomarkers, PUT …/{orderId}. */
const biomarkersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getBiomarkers: build.query<BiomarkerDto[], { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(BENCH_API.biomarkers(kind, caseId)),
      transformResponse: (response: BiomarkersResponse) => response.biomarkers,
      providesTags: (_r, _e, { caseId }) => [{ type: 'Biomarker', id: caseId }],
    }),
    saveBiomarker: build.mutation<BiomarkerDto, { kind: CaseKind; caseId: number; orderId: number; body: SaveBiomarkerRequest }>({
      query: ({ kind, caseId, orderId, body }) => ({ url: path(BENCH_API.biomarker(kind, caseId, orderId)), method: 'PUT', body }),
      transformResponse: (response: BiomarkerResponse) => response.biomarker,
      // The saved entry replaces its row at once, so the synoptic form can take its value.
      async onQueryStarted({ kind, caseId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          biomarkersApi.util.updateQueryData('getBiomarkers', { kind, caseId }, (rows) => {
            const at = rows.findIndex((r) => r.orderId === data.orderId);
            if (at >= 0) rows[at] = data;
          }),
        );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetBiomarkersQuery, useSaveBiomarkerMutation } = biomarkersApi;
