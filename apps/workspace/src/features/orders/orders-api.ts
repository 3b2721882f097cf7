import { api, apiPath as path } from '@pathdesk/web-data';
import { ORDERS_API, type CaseOrderPage, type ReceiveOrderResponse } from '@pathdesk/contracts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['CaseOrders'] });

/** Orders in (issue 29.4): the hospitals' orders waiting for their specimen, and receiving one. */
const ordersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCaseOrders: build.query<CaseOrderPage, Record<string, string>>({
      query: (params) => ({ url: path(ORDERS_API.list), params }),
      providesTags: ['CaseOrders'],
    }),
    receiveOrder: build.mutation<ReceiveOrderResponse, { orderNo: string; hospitalId?: number }>({
      query: (body) => ({ url: path(ORDERS_API.receive), method: 'POST', body }),
      invalidatesTags: ['CaseOrders'],
    }),
  }),
});

export const { useGetCaseOrdersQuery, useReceiveOrderMutation } = ordersApi;
