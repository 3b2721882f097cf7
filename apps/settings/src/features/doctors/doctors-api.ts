import { api } from '@pathdesk/web-data';
import type { CreateDoctorRequest, DoctorResponse, DoctorsResponse, UpdateDoctorRequest } from '@pathdesk/contracts';

const doctorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoctors: build.query<DoctorsResponse, Record<string, string>>({
      query: (params) => ({ url: '/doctors', params }),
      providesTags: ['Doctor'],
    }),
    createDoctor: build.mutation<DoctorResponse, CreateDoctorRequest>({
      query: (body) => ({ url: '/doctors', method: 'POST', body }),
      invalidatesTags: ['Doctor'],
    }),
    updateDoctor: build.mutation<DoctorResponse, { id: number; changes: UpdateDoctorRequest }>({
      query: ({ id, changes }) => ({ url: `/doctors/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Doctor'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetDoctorsQuery, useCreateDoctorMutation, useUpdateDoctorMutation } = doctorsApi;
