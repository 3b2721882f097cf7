import { z } from 'zod';
import { PARAFFIN_ITEM_TYPES } from '../bench.js';

/** GET /api/portal/inbox: a page; `received=true` shows acknowledged reports too. */
export const inboxQuerySchema = z.strictObject({
  first: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(0),
  rows: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(25),
  received: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

/** POST /api/portal/receipts: the versions acknowledged, each once. */
/** The most reports one merged PDF takes (each may be rendered now: the request waits for them). */
export const MERGED_PDF_MAX_REPORTS = 20;

/** POST /api/portal/reports/pdf (issue 28.3): the ticked reports, in the order given, as one PDF. */
export const mergedReportsPdfSchema = z.strictObject({
  reportIds: z
    .array(z.number({ error: 'must be report ids' }).int().positive(), { error: 'must be a list of report ids' })
    .min(1, 'choose at least one report')
    .max(MERGED_PDF_MAX_REPORTS, 'must be at most 20 reports: download the rest in another PDF')
    .refine((ids) => new Set(ids).size === ids.length, 'names a report twice'),
});

export const acknowledgeReceiptsSchema = z.strictObject({
  reportIds: z
    .array(z.number({ error: 'must be report ids' }).int().positive(), { error: 'must be a list of report ids' })
    .min(1, 'choose at least one report')
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'names a report twice'),
});

/** GET /api/portal/loans: a page, newest first. */
export const portalLoansQuerySchema = z.strictObject({
  first: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(0),
  rows: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(25),
});

/** POST /api/portal/cases/{caseId}/loans: a hospital asks for blocks or unstained slides of its case on loan (issue 28.5). */
export const portalLoanRequestSchema = z.strictObject({
  purpose: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  items: z
    .array(
      z
        .strictObject({
          blockId: z.number({ error: 'must be a block id' }).int().positive(),
          type: z.enum(PARAFFIN_ITEM_TYPES),
          count: z.number().int().min(1).max(50).default(1),
        })
        .superRefine((item, ctx) => {
          if (item.type === 'block' && item.count !== 1) ctx.addIssue({ code: 'custom', path: ['count'], message: 'a block is lent whole (count 1)' });
        }),
    )
    .min(1, 'lend at least one block or slide set')
    .max(50),
  requester: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});
