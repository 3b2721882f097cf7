import { api, apiPath as path } from '@pathdesk/web-data';
import {
  FROZEN_API,
  type CaseKind,
  type CreateFrozenSectionRequest,
  type FrozenSectionDto,
  type FrozenSectionResponse,
  type FrozenSectionsResponse,
  type RecordFrozenCallRequest,
  type ReportFrozenSectionRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['FrozenSection'] });
const tag = (caseId: number) => [{ type: 'FrozenSection' as const, id: caseId }];

/** A surgical case's frozen sections (issue 32.3): received, reported, called. */
const frozenSectionsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getFrozenSections: build.query<FrozenSectionDto[], { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(FROZEN_API.list(kind, caseId)),
      transformResponse: (response: FrozenSectionsResponse) => response.frozenSections,
      providesTags: (_r, _e, { caseId }) => tag(caseId),
    }),
    receiveFrozenSection: build.mutation<FrozenSectionDto, { caseId: number; body: CreateFrozenSectionRequest }>({
      query: ({ caseId, body }) => ({ url: path(FROZEN_API.list('surgical', caseId)), method: 'POST', body }),
      transformResponse: (response: FrozenSectionResponse) => response.frozenSection,
      invalidatesTags: (_r, _e, { caseId }) => tag(caseId),
    }),
    reportFrozenSection: build.mutation<FrozenSectionDto, { caseId: number; id: number; body: ReportFrozenSectionRequest }>({
      query: ({ caseId, id, body }) => ({ url: path(FROZEN_API.report(caseId, id)), method: 'POST', body }),
      transformResponse: (response: FrozenSectionResponse) => response.frozenSection,
      invalidatesTags: (_r, _e, { caseId }) => tag(caseId),
    }),
    recordFrozenCall: build.mutation<FrozenSectionDto, { caseId: number; id: number; body: RecordFrozenCallRequest }>({
      query: ({ caseId, id, body }) => ({ url: path(FROZEN_API.call(caseId, id)), method: 'POST', body }),
      transformResponse: (response: FrozenSectionResponse) => response.frozenSection,
      invalidatesTags: (_r, _e, { caseId }) => tag(caseId),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetFrozenSectionsQuery, useReceiveFrozenSectionMutation, useReportFrozenSectionMutation, useRecordFrozenCallMutation } = frozenSectionsApi;
