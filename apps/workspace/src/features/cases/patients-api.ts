import { api } from '@pathdesk/web-data';
import type { CasePatientResponse, PatientMatchQuery, PatientMatchResponse } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Patient', 'Report'] });

/** The patient behind a case and their other cases; the patient a registration will join (issue 15.1). */
const patientsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCasePatient: build.query<CasePatientResponse, number>({
      query: (caseId) => `/patients/for-case/${caseId}`,
      providesTags: (_r, _e, caseId) => [{ type: 'Patient', id: `case-${caseId}` }, 'Report'],
    }),
    matchPatient: build.query<PatientMatchResponse, PatientMatchQuery>({
      query: (params) => ({ url: '/patients/match', params }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCasePatientQuery, useMatchPatientQuery } = patientsApi;
