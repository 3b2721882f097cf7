import { api } from '@pathdesk/web-data';
import type { InterfaceDto, InterfaceMessageDto } from '@pathdesk/contracts';
import type { createInterfaceSchema, updateInterfaceSchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Interface', 'InterfaceMessage'] });

/** Settings → Interfaces (issue 29.6): a hospital's HL7, FHIR-token and HOSxP interfaces and their messages (admins). */
const interfacesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getInterfaces: build.query<InterfaceDto[], void>({
      query: () => '/interfaces',
      transformResponse: (response: { interfaces: InterfaceDto[] }) => response.interfaces,
      providesTags: ['Interface'],
    }),
    createInterface: build.mutation<{ interface: InterfaceDto; token?: string }, z.input<typeof createInterfaceSchema>>({
      query: (body) => ({ url: '/interfaces', method: 'POST', body }),
      invalidatesTags: ['Interface'],
    }),
    updateInterface: build.mutation<{ interface: InterfaceDto }, { id: number; changes: z.input<typeof updateInterfaceSchema> }>({
      query: ({ id, changes }) => ({ url: `/interfaces/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Interface'],
    }),
    testInterface: build.mutation<{ ok: boolean; detail: string }, number>({
      query: (id) => ({ url: `/interfaces/${id}/test`, method: 'POST' }),
    }),
    /** A HOSxP interface's orders fetched now. */
    pollInterface: build.mutation<{ ok: boolean; detail: string; accepted: number; refused: number }, number>({
      query: (id) => ({ url: `/interfaces/${id}/poll`, method: 'POST' }),
    }),
    getInterfaceMessages: build.query<{ messages: InterfaceMessageDto[]; total: number }, { id: number; params: Record<string, string> }>({
      query: ({ id, params }) => ({ url: `/interfaces/${id}/messages`, params }),
      providesTags: ['InterfaceMessage'],
    }),
    getInterfaceMessage: build.query<InterfaceMessageDto, { id: number; messageId: number }>({
      query: ({ id, messageId }) => `/interfaces/${id}/messages/${messageId}`,
      transformResponse: (response: { message: InterfaceMessageDto }) => response.message,
    }),
    resendInterfaceMessage: build.mutation<{ message: InterfaceMessageDto }, { id: number; messageId: number }>({
      query: ({ id, messageId }) => ({ url: `/interfaces/${id}/messages/${messageId}/resend`, method: 'POST' }),
      invalidatesTags: ['InterfaceMessage'],
    }),
  }),
});

export const {
  useGetInterfacesQuery,
  useCreateInterfaceMutation,
  useUpdateInterfaceMutation,
  useTestInterfaceMutation,
  usePollInterfaceMutation,
  useGetInterfaceMessagesQuery,
  useGetInterfaceMessageQuery,
  useResendInterfaceMessageMutation,
} = interfacesApi;
