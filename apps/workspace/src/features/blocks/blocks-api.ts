import { api, apiPath as path } from '@pathdesk/web-data';
import {
  BENCH_API,
  type BarcodeDto,
  type BarcodeResponse,
  type BlockDto,
  type BlockResponse,
  type BlocksResponse,
  type CaseKind,
  type CreateBlocksRequest,
  type CreateSlidesRequest,
  type SlideDto,
  type UpdateBlockRequest,
} from '@pathdesk/contracts';

interface CaseBlocks {
  blocks: BlockDto[];
  /** The case's own slides (smears), not cut from a block. */
  slides: SlideDto[];
}

const tagged = api.enhanceEndpoints({ addTagTypes: ['Block'] });

/** A case's blocks and slides (GET/POST /api/{kind}/{id}/blocks, PUT …/blocks/{blockId}). */
const blocksApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getBlocks: build.query<CaseBlocks, { kind: CaseKind; caseId: number }>({
      query: ({ kind, caseId }) => path(BENCH_API.blocks(kind, caseId)),
      transformResponse: (response: BlocksResponse) => ({ blocks: response.blocks, slides: response.slides }),
      providesTags: (_r, _e, { caseId }) => [{ type: 'Block', id: caseId }],
    }),
    addBlocks: build.mutation<CaseBlocks, { kind: CaseKind; caseId: number; body: CreateBlocksRequest }>({
      query: ({ kind, caseId, body }) => ({ url: path(BENCH_API.blocks(kind, caseId)), method: 'POST', body }),
      transformResponse: (response: BlocksResponse) => ({ blocks: response.blocks, slides: response.slides }),
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Block', id: caseId }],
    }),
    /** More slides on a block, or the case's own (smears: blockId null). */
    addSlides: build.mutation<CaseBlocks, { kind: CaseKind; caseId: number; body: CreateSlidesRequest }>({
      query: ({ kind, caseId, body }) => ({ url: path(BENCH_API.slides(kind, caseId)), method: 'POST', body }),
      transformResponse: (response: BlocksResponse) => ({ blocks: response.blocks, slides: response.slides }),
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Block', id: caseId }],
    }),
    updateBlock: build.mutation<BlockDto, { kind: CaseKind; caseId: number; blockId: number; body: UpdateBlockRequest }>({
      query: ({ kind, caseId, blockId, body }) => ({ url: path(BENCH_API.block(kind, caseId, blockId)), method: 'PUT', body }),
      transformResponse: (response: BlockResponse) => response.block,
      invalidatesTags: (_r, _e, { caseId }) => [{ type: 'Block', id: caseId }],
    }),
    /** The case, block and slide a scanned label names (GET /api/barcodes/{code}). */
    lookupBarcode: build.query<BarcodeDto, string>({
      query: (code) => path(BENCH_API.barcode(code)),
      transformResponse: (response: BarcodeResponse) => response.barcode,
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetBlocksQuery, useAddBlocksMutation, useAddSlidesMutation, useUpdateBlockMutation, useLazyLookupBarcodeQuery } = blocksApi;
