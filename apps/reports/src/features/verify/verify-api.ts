import type { DocumentVerification } from '@pathdesk/contracts';
import { api } from '@pathdesk/web-data';

/** GET /api/verify/{token} (issue 32.5): public, no session needed. */
const verifyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    verifyDocument: build.query<DocumentVerification, string>({
      query: (token) => ({ url: `/verify/${encodeURIComponent(token)}` }),
    }),
  }),
});

export const { useVerifyDocumentQuery } = verifyApi;
