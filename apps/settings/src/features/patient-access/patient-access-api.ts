import { api } from '@pathdesk/web-data';
import type { PatientAccessLogResponse, PatientMatchResponse } from '@pathdesk/contracts';

/** Issue 28.6 (PDPA): a patient found by citizen ID or hospital + HN, and who accessed their records. */
const patientAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    findPatient: build.query<PatientMatchResponse, Record<string, string>>({
      query: (params) => ({ url: '/patients/match', params }),
      keepUnusedDataFor: 0,
    }),
    getPatientAccessLog: build.query<PatientAccessLogResponse, { id: number; first: number; rows: number }>({
      query: ({ id, first, rows }) => ({ url: `/patients/${id}/access-log`, params: { first, rows } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyFindPatientQuery, useGetPatientAccessLogQuery, useLazyGetPatientAccessLogQuery } = patientAccessApi;
