import { z } from 'zod';
import { INVOICE_SORT_FIELDS, INVOICE_STATUS_FILTERS, PAYER_TYPES } from '../invoices.js';
import { moneySchema } from './bench.schema.js';
import { blankToUndefined, daySchema, listQuerySchema, optionalText, queryIdSchema, requiredText } from './common.schema.js';
import { monthSchema } from './dates.schema.js';

const id = z.number().int().positive('must be a positive whole number');
const version = z.number().int().min(1);
const blank = blankToUndefined;

/** yyyy-mm */

const payerRefSchema = z.strictObject({
  type: z.enum(PAYER_TYPES, { error: 'must be hospital or company' }),
  id,
});

/** A month, or from..to (both), or replacesId alone (the void invoice's payer and period). */
export const createInvoiceDraftSchema = z
  .strictObject({
    payer: payerRefSchema.nullable().optional(),
    month: monthSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    replacesId: id.nullable().optional(),
    note: optionalText(1_000),
  })
  .superRefine((r, ctx) => {
    const range = r.from !== undefined || r.to !== undefined;
    if (r.replacesId) {
      if (r.month !== undefined || range || r.payer)
        ctx.addIssue({ code: 'custom', path: ['replacesId'], message: 'takes the payer and period of the void invoice: give nothing else' });
      return;
    }
    if (r.month === undefined && !range) ctx.addIssue({ code: 'custom', path: ['month'], message: 'give a month or a period (from and to)' });
    if (r.month !== undefined && range) ctx.addIssue({ code: 'custom', path: ['month'], message: 'give a month or a period, not both' });
    if (range && r.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required with to' });
    if (range && r.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'is required with from' });
    if (r.from && r.to && r.to < r.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });

export const updateInvoiceDraftSchema = z
  .strictObject({
    version,
    exclude: z
      .array(z.strictObject({ lineId: id, reason: requiredText(500) }))
      .max(5_000)
      .optional(),
    include: z.array(id).max(5_000).optional(),
    prices: z
      .array(z.strictObject({ lineId: id, unitPrice: moneySchema, reason: requiredText(500) }))
      .max(5_000)
      .optional(),
    discount: moneySchema.optional(),
    discountNote: optionalText(500),
    note: optionalText(1_000),
  })
  .superRefine((r, ctx) => {
    if (r.exclude === undefined && r.include === undefined && r.prices === undefined && r.discount === undefined && r.discountNote === undefined && r.note === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'nothing to change' });
    }
    const excluded = new Set(r.exclude?.map((e) => e.lineId));
    r.include?.forEach((lineId, i) => {
      if (excluded.has(lineId)) ctx.addIssue({ code: 'custom', path: ['include', i], message: 'is also excluded' });
    });
    const priced = new Set<number>();
    r.prices?.forEach((p, i) => {
      if (priced.has(p.lineId)) ctx.addIssue({ code: 'custom', path: ['prices', i, 'lineId'], message: 'is priced twice' });
      priced.add(p.lineId);
    });
  });

export const issueInvoiceSchema = z.strictObject({ version });

export const voidInvoiceSchema = z.strictObject({ version, reason: requiredText(500) });

export const createPaymentSchema = z
  .strictObject({
    date: daySchema,
    amount: moneySchema,
    reference: requiredText(100),
    note: optionalText(500),
  })
  .superRefine((p, ctx) => {
    if (p.amount === '0.00') ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be more than 0' });
  });

export const reversePaymentSchema = z.strictObject({ version, reason: requiredText(500) });

/** An amount or lines, not both. */
export const createCreditNoteSchema = z
  .strictObject({
    version,
    reason: requiredText(500),
    amount: moneySchema.optional(),
    lineIds: z.array(id).min(1, 'choose at least one line').max(5_000).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.amount === undefined && c.lineIds === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give an amount or the lines to credit' });
    if (c.amount !== undefined && c.lineIds !== undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give an amount or lines, not both' });
    if (c.amount === '0.00') ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be more than 0' });
    if (c.lineIds && new Set(c.lineIds).size !== c.lineIds.length) ctx.addIssue({ code: 'custom', path: ['lineIds'], message: 'names a line twice' });
  });

export const invoiceListQuerySchema = listQuerySchema(INVOICE_SORT_FIELDS, 'createdAt')
  .omit({ filters: true })
  .extend({
    sortOrder: z.preprocess(
      blank,
      z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(-1)]))
        .default(-1),
    ),
    payerType: z.preprocess(blank, z.enum(PAYER_TYPES).optional()),
    payerId: queryIdSchema,
    status: z.preprocess(blank, z.enum(INVOICE_STATUS_FILTERS).optional()),
    month: z.preprocess(blank, monthSchema.optional()),
    from: z.preprocess(blank, daySchema.optional()),
    to: z.preprocess(blank, daySchema.optional()),
  })
  .superRefine((q, ctx) => {
    if (q.payerId !== undefined && q.payerType === undefined) ctx.addIssue({ code: 'custom', path: ['payerType'], message: 'is required with payerId' });
    if (q.month !== undefined && (q.from !== undefined || q.to !== undefined)) ctx.addIssue({ code: 'custom', path: ['month'], message: 'give a month or a period, not both' });
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });

export const monthEndSchema = z.strictObject({ month: monthSchema });

/** GET …/month-end: a page of the kind's runs, newest first. */
export const monthEndRunListQuerySchema = listQuerySchema(['createdAt'] as const, 'createdAt').pick({ first: true, rows: true });

export const jobIdParamSchema = z.uuid({ error: 'must be a job id' });
