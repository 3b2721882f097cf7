import { api } from '@pathdesk/web-data';
import type {
  IcdO3CodesResponse,
  IcdO3ImportResponse,
  IcdO3Kind,
  SynopticTemplateDto,
  SynopticTemplateResponse,
  SynopticTemplatesResponse,
  SynopticTemplateStateRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['SynopticTemplate', 'IcdO3'] });

/** Issue 30.1, 30.4: the synoptic templates' versions (retire, bring back) and the lab's ICD-O-3 lists (search, CSV import). */
const synopticApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getSynopticTemplateVersions: build.query<SynopticTemplateDto[], void>({
      query: () => '/synoptic/templates',
      transformResponse: (response: SynopticTemplatesResponse) => response.templates,
      providesTags: ['SynopticTemplate'],
    }),
    setSynopticTemplateState: build.mutation<SynopticTemplateDto, { id: string; version: number; body: SynopticTemplateStateRequest }>({
      query: ({ id, version, body }) => ({ url: `/synoptic/templates/${encodeURIComponent(id)}/versions/${version}`, method: 'PUT', body }),
      transformResponse: (response: SynopticTemplateResponse) => response.template,
      invalidatesTags: ['SynopticTemplate'],
    }),
    getIcdO3Codes: build.query<IcdO3CodesResponse, { kind: IcdO3Kind; params: Record<string, string> }>({
      query: ({ kind, params }) => ({ url: `/synoptic/icdo3/${kind}`, params }),
      providesTags: (_r, _e, { kind }) => [{ type: 'IcdO3', id: kind }],
    }),
    importIcdO3: build.mutation<IcdO3ImportResponse, { kind: IcdO3Kind; csv: string }>({
      query: ({ kind, csv }) => ({ url: `/synoptic/icdo3/${kind}/import`, method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv' } }),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'IcdO3', id: kind }],
    }),
  }),
});

export const { useGetSynopticTemplateVersionsQuery, useSetSynopticTemplateStateMutation, useGetIcdO3CodesQuery, useImportIcdO3Mutation } = synopticApi;
