import { api } from '@pathdesk/web-data';
import type { CreateHospitalRequest, HospitalResponse, HospitalsResponse, UpdateHospitalRequest } from '@pathdesk/contracts';

const hospitalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHospitals: build.query<HospitalsResponse, Record<string, string>>({
      query: (params) => ({ url: '/hospitals', params }),
      providesTags: ['Hospital'],
    }),
    createHospital: build.mutation<HospitalResponse, CreateHospitalRequest>({
      query: (body) => ({ url: '/hospitals', method: 'POST', body }),
      invalidatesTags: ['Hospital'],
    }),
    updateHospital: build.mutation<HospitalResponse, { id: number; changes: UpdateHospitalRequest }>({
      query: ({ id, changes }) => ({ url: `/hospitals/${id}`, method: 'PUT', body: changes }),
      // A renamed or deactivated hospital shows in the doctors' lists too.
      invalidatesTags: ['Hospital', 'Doctor'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetHospitalsQuery, useCreateHospitalMutation, useUpdateHospitalMutation } = hospitalsApi;
