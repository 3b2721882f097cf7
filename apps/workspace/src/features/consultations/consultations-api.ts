import { api, apiPath as path } from '@pathdesk/web-data';
import {
  CONSULTATION_API,
  COSIGN_API,
  type CaseKind,
  type ColleaguesResponse,
  type ConsultationDto,
  type ConsultationOpinionRequest,
  type ConsultationResponse,
  type ConsultationsResponse,
  type OutsideReportRequest,
  type ParaffinDto,
  type ParaffinsResponse,
  BENCH_API,
  type CosignDto,
  type CosignResponse,
  type RequestConsultationRequest,
} from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Cosign', 'Consultation', 'Result'] });
type Of = { kind: CaseKind; caseId: number };

/** A case's co-signature and second opinions (issue 32.2). */
const consultationsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getColleagues: build.query<ColleaguesResponse['colleagues'], void>({
      query: () => path(CONSULTATION_API.colleagues),
      transformResponse: (response: ColleaguesResponse) => response.colleagues,
    }),
    getCosign: build.query<CosignDto | null, Of>({
      query: ({ kind, caseId }) => path(COSIGN_API.one(kind, caseId)),
      transformResponse: (response: CosignResponse) => response.cosign,
      providesTags: (_r, _e, { caseId }) => [{ type: 'Cosign', id: caseId }],
    }),
    requestCosign: build.mutation<CosignDto | null, Of & { username: string }>({
      query: ({ kind, caseId, username }) => ({ url: path(COSIGN_API.one(kind, caseId)), method: 'PUT', body: { username } }),
      transformResponse: (response: CosignResponse) => response.cosign,
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Cosign', id: caseId }],
    }),
    withdrawCosign: build.mutation<void, Of>({
      query: ({ kind, caseId }) => ({ url: path(COSIGN_API.one(kind, caseId)), method: 'DELETE' }),
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Cosign', id: caseId }],
    }),
    cosign: build.mutation<CosignDto | null, Of & { password?: string }>({
      query: ({ kind, caseId, password }) => ({ url: path(COSIGN_API.one(kind, caseId)), method: 'POST', body: password ? { password } : {} }),
      transformResponse: (response: CosignResponse) => response.cosign,
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Cosign', id: caseId }],
    }),
    getCaseConsultations: build.query<ConsultationDto[], Of>({
      query: ({ kind, caseId }) => path(CONSULTATION_API.ofCase(kind, caseId)),
      transformResponse: (response: ConsultationsResponse) => response.consultations,
      providesTags: (_r, _e, { caseId }) => [{ type: 'Consultation', id: caseId }],
    }),
    requestConsultation: build.mutation<ConsultationDto, Of & { body: RequestConsultationRequest }>({
      query: ({ kind, caseId, body }) => ({ url: path(CONSULTATION_API.ofCase(kind, caseId)), method: 'POST', body }),
      transformResponse: (response: ConsultationResponse) => response.consultation,
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Consultation', id: caseId }],
    }),
    /** The case's paraffin loans: an outside consultation names the one that sent the material. */
    getCaseLoans: build.query<ParaffinDto[], Of>({
      query: ({ kind, caseId }) => path(BENCH_API.paraffins(kind, caseId)),
      transformResponse: (response: ParaffinsResponse) => response.paraffins,
    }),
    recordOutsideReport: build.mutation<ConsultationDto, { id: number; caseId: number; body: OutsideReportRequest }>({
      query: ({ id, body }) => ({ url: path(CONSULTATION_API.outsideReport(id)), method: 'POST', body }),
      transformResponse: (response: ConsultationResponse) => response.consultation,
      invalidatesTags: (_r, _e, { caseId }) => [
        { type: 'Consultation', id: caseId },
        { type: 'Result', id: caseId },
      ],
    }),
    answerConsultation: build.mutation<ConsultationDto, { id: number; caseId: number; body: ConsultationOpinionRequest }>({
      query: ({ id, body }) => ({ url: path(CONSULTATION_API.opinion(id)), method: 'POST', body }),
      transformResponse: (response: ConsultationResponse) => response.consultation,
      // A major disagreement with a released report opens an amendment draft: the result follows.
      invalidatesTags: (_r, _e, { caseId }) => [
        { type: 'Consultation', id: caseId },
        { type: 'Result', id: caseId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetColleaguesQuery,
  useGetCosignQuery,
  useRequestCosignMutation,
  useWithdrawCosignMutation,
  useCosignMutation,
  useGetCaseConsultationsQuery,
  useRequestConsultationMutation,
  useAnswerConsultationMutation,
  useGetCaseLoansQuery,
  useRecordOutsideReportMutation,
} = consultationsApi;
