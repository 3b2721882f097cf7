import { api } from '@pathdesk/web-data';
import {
  CASE_ROUTES,
  REPORT_ROUTES,
  isQcHold,
  unwrap,
  type CaseKind,
  type GenerateReportRequest,
  type GenerateReportResponse,
  type LabSettings,
  type QcHold,
  type ReportDto,
  type ResultDto,
  type ResultResponse,
  type SaveResultRequest,
  type SignatureResponse,
  type SignerRecord,
  type SynopticTemplateDto,
  type SynopticTemplatesResponse,
} from '@pathdesk/contracts';

/** A sign-out either releases a version or holds a NILM Pap for a quality-control rescreen. */
type SignOutOutcome = { report: ReportDto } | { qc: QcHold };

const tagged = api.enhanceEndpoints({ addTagTypes: ['Result', 'Report', 'LabSettings'] });

/** The result of a case (GET/PUT /api/{kind}/{id}/result) and its sign-out (POST /api/reports/{kind}/generate). */
const resultsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getResult: build.query<ResultDto, { kind: CaseKind; id: number }>({
      query: ({ kind, id }) => `/${CASE_ROUTES[kind].plural}/${id}/result`,
      transformResponse: (response: ResultResponse) => response.result,
      providesTags: (_r, _e, { id }) => [{ type: 'Result', id }],
    }),
    saveResult: build.mutation<ResultDto, { kind: CaseKind; id: number; body: SaveResultRequest }>({
      query: ({ kind, id, body }) => ({ url: `/${CASE_ROUTES[kind].plural}/${id}/result`, method: 'PUT', body }),
      transformResponse: (response: ResultResponse) => response.result,
      // The case's status moves with the result (in progress, diagnosed): its header and lists follow.
      invalidatesTags: (_r, _e, { kind, id }) => [
        { type: 'Case', id },
        { type: 'Case', id: `LIST-${kind}` },
      ],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(resultsApi.util.upsertQueryData('getResult', { kind: data.kind, id }, data));
      },
    }),
    generateReport: build.mutation<SignOutOutcome, { kind: CaseKind; body: GenerateReportRequest }>({
      query: ({ kind, body }) => ({ url: `/reports/${REPORT_ROUTES[kind].plural}/generate`, method: 'POST', body }),
      transformResponse: (response: GenerateReportResponse, _meta, { kind }) => (isQcHold(response) ? { qc: response.qc } : { report: unwrap(response, REPORT_ROUTES[kind].one) }),
      invalidatesTags: (_r, _e, { kind, body }) => [{ type: 'Result', id: body.caseId }, { type: 'Case', id: body.caseId }, { type: 'Case', id: `LIST-${kind}` }, 'Report'],
    }),
    /** The record the signed-in account signs as (GET /api/users/me/signature). */
    getMySignature: build.query<SignerRecord | null, void>({
      query: () => '/users/me/signature',
      transformResponse: (response: SignatureResponse) => response.signature,
    }),
    /** The synoptic templates, every version (issue 30.1): they change only with a release of the API. */
    getSynopticTemplates: build.query<SynopticTemplateDto[], void>({
      query: () => '/synoptic/templates',
      transformResponse: (response: SynopticTemplatesResponse) => response.templates,
      keepUnusedDataFor: 3600,
    }),
    getLabSettings: build.query<LabSettings, void>({
      query: () => '/lab-settings',
      transformResponse: (response: { labSettings: LabSettings }) => response.labSettings,
      providesTags: ['LabSettings'],
    }),
  }),
});

export const { useGetResultQuery, useSaveResultMutation, useGenerateReportMutation, useGetLabSettingsQuery, useGetMySignatureQuery, useGetSynopticTemplatesQuery } = resultsApi;
