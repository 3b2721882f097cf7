import {
  CASE_ROUTES,
  DISPATCH_API,
  JOB_API,
  type CaseKind,
  type CreateDispatchRequest,
  type DispatchDto,
  type DispatchResponse,
  type JobRunDto,
  type JobRunResponse,
  type SummaryExportFormat,
  type SummaryParams,
} from '@pathdesk/contracts';
import { apiPath } from '@pathdesk/web-data';
import { reportsRemoteApi } from './reports-api';

/**
 * Background jobs the page follows (issue 17.2): a dispatch or a summary export queued as a job (202
 * `{ job }`), the job's status polled until it ends (whichever API replica or worker runs it), and
 * the dispatch it made (an export's file: GET /api/jobs/{jobId}/file).
 */
const jobsApi = reportsRemoteApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    queueDispatchJob: build.mutation<JobRunDto, CreateDispatchRequest>({
      query: (body) => ({ url: apiPath(JOB_API.dispatchJobs), method: 'POST', body }),
      transformResponse: (response: JobRunResponse) => response.job,
    }),
    queueSummaryExportJob: build.mutation<JobRunDto, { kind: CaseKind; params: SummaryParams; format: SummaryExportFormat }>({
      query: ({ kind, params, format }) => ({ url: apiPath(JOB_API.summaryExportJobs(CASE_ROUTES[kind].plural)), method: 'POST', body: { ...params, format } }),
      transformResponse: (response: JobRunResponse) => response.job,
    }),
    getJob: build.query<JobRunDto, string>({
      query: (jobId) => apiPath(JOB_API.job(jobId)),
      transformResponse: (response: JobRunResponse) => response.job,
    }),
    getDispatch: build.query<DispatchDto, number>({
      query: (id) => apiPath(DISPATCH_API.dispatch(id)),
      transformResponse: (response: DispatchResponse) => response.dispatch,
    }),
  }),
});

/** A dispatch job ended: what waits to be sent, the dispatch list and the dashboard's counts are out of date. */
export const dispatchesChanged = () => reportsRemoteApi.util.invalidateTags(['IncludeReport', 'Dispatch', 'Dashboard']);

export const { useQueueDispatchJobMutation, useQueueSummaryExportJobMutation, useGetJobQuery, useLazyGetDispatchQuery } = jobsApi;
