import {
  INVOICE_API,
  INVOICE_ROUTES,
  unwrap,
  type CreateCreditNoteRequest,
  type CreateInvoiceDraftRequest,
  type CreatePaymentRequest,
  type InvoiceDto,
  type InvoiceKeyOf,
  type InvoiceKind,
  type InvoiceListItem,
  type InvoiceListKeyOf,
  type InvoiceListParams,
  type InvoiceListResponse,
  type InvoiceResponse,
  type InvoiceSums,
  type MonthEndJobDto,
  type MonthEndJobResponse,
  type MonthEndRunListParams,
  type MonthEndRunListResponse,
  type ReversePaymentRequest,
  type UpdateInvoiceDraftRequest,
  type VoidInvoiceRequest,
} from '@pathdesk/contracts';
import { api, apiPath } from '@pathdesk/web-data';

/** A page of an invoice list: its rows, how many match, and the sums over all of them. */
export interface InvoicePage {
  items: InvoiceListItem[];
  total: number;
  sums: InvoiceSums;
}

type Ref = { kind: InvoiceKind; id: number };

const listTag = (kind: InvoiceKind) => ({ type: 'Invoice' as const, id: `LIST-${kind}` });
const runsTag = (kind: InvoiceKind) => ({ type: 'Invoice' as const, id: `RUNS-${kind}` });
const oneTag = (id: number) => ({ type: 'Invoice' as const, id });
/** A change to one invoice changes it and every list of its kind (status, sums). */
const touched = (_result: unknown, _error: unknown, { kind, id }: Ref) => [listTag(kind), oneTag(id)];

const toPage = ({ total, sums, ...rows }: InvoiceListResponse, kind: InvoiceKind): InvoicePage => ({
  items: unwrap(rows as Record<InvoiceListKeyOf<InvoiceKind>, InvoiceListItem[]>, INVOICE_ROUTES[kind].list),
  total,
  sums,
});
const toInvoice = (response: InvoiceResponse, kind: InvoiceKind): InvoiceDto => unwrap(response as Record<InvoiceKeyOf<InvoiceKind>, InvoiceDto>, INVOICE_ROUTES[kind].one);

/**
 * Invoices of the five kinds (issue 13; routes in docs/architecture.md "Billing"): lists with their
 * sums, drafts and their review, issue, void, payments and their reversal, credit notes, and the
 * month-end runs (their list, and one run's progress).
 */
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['Invoice'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listInvoices: build.query<InvoicePage, { kind: InvoiceKind; params: InvoiceListParams }>({
      query: ({ kind, params }) => ({ url: apiPath(INVOICE_API.list(kind)), params }),
      transformResponse: (response: InvoiceListResponse, _meta, { kind }) => toPage(response, kind),
      providesTags: (_result, _error, { kind }) => [listTag(kind)],
    }),
    getInvoice: build.query<InvoiceDto, Ref>({
      query: ({ kind, id }) => apiPath(INVOICE_API.one(kind, id)),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      providesTags: (_result, _error, { id }) => [oneTag(id)],
    }),
    createInvoiceDrafts: build.mutation<InvoicePage, { kind: InvoiceKind; body: CreateInvoiceDraftRequest }>({
      query: ({ kind, body }) => ({ url: apiPath(INVOICE_API.list(kind)), method: 'POST', body }),
      transformResponse: (response: InvoiceListResponse, _meta, { kind }) => toPage(response, kind),
      // A reissue points the void invoice at its replacement.
      invalidatesTags: (_result, _error, { kind, body }) => [listTag(kind), ...(body.replacesId ? [oneTag(body.replacesId)] : [])],
    }),
    updateInvoiceDraft: build.mutation<InvoiceDto, Ref & { body: UpdateInvoiceDraftRequest }>({
      query: ({ kind, id, body }) => ({ url: apiPath(INVOICE_API.one(kind, id)), method: 'PUT', body }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    deleteInvoiceDraft: build.mutation<void, Ref>({
      query: ({ kind, id }) => ({ url: apiPath(INVOICE_API.one(kind, id)), method: 'DELETE' }),
      invalidatesTags: touched,
    }),
    issueInvoice: build.mutation<InvoiceDto, Ref & { version: number }>({
      query: ({ kind, id, version }) => ({ url: apiPath(INVOICE_API.issue(kind, id)), method: 'POST', body: { version } }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    voidInvoice: build.mutation<InvoiceDto, Ref & { body: VoidInvoiceRequest }>({
      query: ({ kind, id, body }) => ({ url: apiPath(INVOICE_API.void(kind, id)), method: 'POST', body }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    addInvoicePayment: build.mutation<InvoiceDto, Ref & { body: CreatePaymentRequest }>({
      query: ({ kind, id, body }) => ({ url: apiPath(INVOICE_API.payments(kind, id)), method: 'POST', body }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    reverseInvoicePayment: build.mutation<InvoiceDto, Ref & { paymentId: number; body: ReversePaymentRequest }>({
      query: ({ kind, id, paymentId, body }) => ({ url: apiPath(INVOICE_API.reversePayment(kind, id, paymentId)), method: 'POST', body }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    createCreditNote: build.mutation<InvoiceDto, Ref & { body: CreateCreditNoteRequest }>({
      query: ({ kind, id, body }) => ({ url: apiPath(INVOICE_API.creditNotes(kind, id)), method: 'POST', body }),
      transformResponse: (response: InvoiceResponse, _meta, { kind }) => toInvoice(response, kind),
      invalidatesTags: touched,
    }),
    startMonthEnd: build.mutation<MonthEndJobDto, { kind: InvoiceKind; month: string }>({
      query: ({ kind, month }) => ({ url: apiPath(INVOICE_API.monthEnd(kind)), method: 'POST', body: { month } }),
      transformResponse: (response: MonthEndJobResponse) => response.job,
      invalidatesTags: (_result, _error, { kind }) => [runsTag(kind)],
    }),
    listMonthEndRuns: build.query<MonthEndRunListResponse, { kind: InvoiceKind; params: MonthEndRunListParams }>({
      query: ({ kind, params }) => ({ url: apiPath(INVOICE_API.monthEnd(kind)), params }),
      providesTags: (_result, _error, { kind }) => [runsTag(kind)],
    }),
    getMonthEndJob: build.query<MonthEndJobDto, { kind: InvoiceKind; jobId: string }>({
      query: ({ kind, jobId }) => apiPath(INVOICE_API.monthEndJob(kind, jobId)),
      transformResponse: (response: MonthEndJobResponse) => response.job,
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useCreateInvoiceDraftsMutation,
  useUpdateInvoiceDraftMutation,
  useDeleteInvoiceDraftMutation,
  useIssueInvoiceMutation,
  useVoidInvoiceMutation,
  useAddInvoicePaymentMutation,
  useReverseInvoicePaymentMutation,
  useCreateCreditNoteMutation,
  useStartMonthEndMutation,
  useListMonthEndRunsQuery,
  useGetMonthEndJobQuery,
} = billingApi;

/** Invalidates a kind's lists and runs (a finished month-end run issued invoices the page did not make itself). */
export const invoiceListsChanged = (kind: InvoiceKind) => billingApi.util.invalidateTags([listTag(kind), runsTag(kind)]);
