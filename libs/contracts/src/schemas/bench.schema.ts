import { customIssue } from '../error-codes.js';
import { z } from 'zod';
import {
  ADDITIONAL_SORT_FIELDS,
  ADDITIONAL_STATUSES,
  BLOCK_CODE_PATTERN,
  BLOCK_TYPES,
  PARAFFIN_ITEM_TYPES,
  PARAFFIN_SORT_FIELDS,
  PARAFFIN_STATUSES,
  TEST_CATEGORIES,
  TEST_SORT_FIELDS,
} from '../bench.js';
import { parseGrossing } from '../case-parts.js';
import { PAYER_TYPES } from '../invoices.js';
import { CASE_KINDS, PRICE_PER } from '../lookups.js';
import { BIOMARKER_TEMPLATE_IDS } from '../synoptic/template.js';
import { blankToUndefined, daySchema, listQuerySchema, optionalText, queryFlagSchema, queryIdSchema, requiredText } from './common.schema.js';

const id = z.number().int().positive('must be a positive whole number');
const version = z.number().int().min(1);
const day = daySchema;
const blank = blankToUndefined;
const flag = queryFlagSchema;

/**
 * Money: a decimal string or a JSON number, 0 to 999,999.99 with at most two decimals; always
 * leaves as the decimal string (never computed as a float).
 */
export const moneySchema = z
  .union([z.string().trim(), z.number()], { error: 'must be an amount in baht' })
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .pipe(z.string().regex(/^(0|[1-9][0-9]{0,5})(\.[0-9]{1,2})?$/, 'must be an amount in baht (up to 999999.99, two decimals at most)'))
  .transform((v) => (v.includes('.') ? v : `${v}.00`).replace(/\.([0-9])$/, '.$10'));

const blockCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(BLOCK_CODE_PATTERN, 'must be a part letter and a number, e.g. A1'));

const blockRangeSchema = z
  .strictObject({
    part: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{1,2}$/, 'must be one or two letters')),
    from: z.number().int().min(1).max(999),
    to: z.number().int().min(1).max(999),
    slidesEach: z.number().int().min(0).max(20).default(1),
    type: z.enum(BLOCK_TYPES).optional(),
    description: optionalText(500),
  })
  .superRefine((r, ctx) => {
    if (r.to < r.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (r.to - r.from >= 100) ctx.addIssue({ code: 'custom', path: ['to'], message: 'at most 100 blocks at once' });
  });

const newBlockSchema = z.strictObject({
  code: blockCode,
  type: z.enum(BLOCK_TYPES).optional(),
  description: optionalText(500),
  slides: z.number().int().min(0).max(20).default(1),
});

/**
 * A range, a list, or the grossing shorthand of several parts ("A1–A6, B1–B4": one slide each),
 * one of them (each error lands at its field: range.to, blocks.2.code, shorthand).
 */
export const createBlocksSchema = z
  .strictObject({
    range: blockRangeSchema.optional(),
    blocks: z.array(newBlockSchema).min(1, 'add at least one block').max(100).optional(),
    shorthand: z.string().max(1000, 'must be at most 1000 characters').optional(),
    type: z.enum(BLOCK_TYPES).optional(),
  })
  .superRefine((b, ctx) => {
    const given = [b.range, b.blocks, b.shorthand].filter((v) => v !== undefined).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', path: ['range'], message: 'give either a range, a list of blocks or the shorthand (A1–A6, B1–B4)' });
    if (b.shorthand !== undefined) {
      const parsed = parseGrossing(b.shorthand);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['shorthand'], message: parsed.error });
    }
    if (b.type !== undefined && b.shorthand === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: 'goes with the shorthand (a range or a block has its own)' });
    const seen = new Set<string>();
    b.blocks?.forEach((block, i) => {
      if (seen.has(block.code)) ctx.addIssue({ path: ['blocks', i, 'code'], ...customIssue('value_listed_twice', { value: block.code }) });
      seen.add(block.code);
    });
  });

export const updateBlockSchema = z.strictObject({
  version,
  code: blockCode.optional(),
  description: optionalText(500),
  type: z.enum(BLOCK_TYPES).optional(),
});

export const createSlidesSchema = z
  .strictObject({
    blockId: id.nullable().optional(),
    count: z.number().int().min(1).max(20),
    stain: z.string().trim().min(1).max(40).optional(),
    orderId: id.optional(),
  })
  .superRefine((s, ctx) => {
    if (s.orderId === undefined) return;
    if (s.blockId == null) ctx.addIssue({ code: 'custom', path: ['blockId'], message: 'name the block the order is on' });
    if (s.stain !== undefined) ctx.addIssue({ code: 'custom', path: ['stain'], message: "an order's slides take its test's stain" });
  });

const testPriceSchema = z
  .strictObject({
    hospitalId: id.nullable().default(null),
    companyId: id.nullable().default(null),
    kind: z.enum(CASE_KINDS).nullable().default(null),
    price: moneySchema,
  })
  .superRefine((p, ctx) => {
    if ((p.hospitalId === null) === (p.companyId === null)) {
      ctx.addIssue({ code: 'custom', path: ['hospitalId'], message: 'name either a hospital or a company' });
    }
  });

const testFields = {
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(30)
    .regex(/^[A-Za-z0-9&+\-./ ]+$/, 'may hold letters, digits, spaces and & + - . / only'),
  name: requiredText(200),
  category: z.enum(TEST_CATEGORIES),
  cgdCode: optionalText(20),
  defaultPrice: moneySchema,
  pricePer: z.enum(PRICE_PER, { error: 'must be case or part' }).optional(),
  active: z.boolean().optional(),
  resultTemplate: z.enum(BIOMARKER_TEMPLATE_IDS).nullable().optional(),
  prices: z
    .array(testPriceSchema)
    .max(500)
    .superRefine((prices, ctx) => {
      const seen = new Set<string>();
      prices.forEach((p, i) => {
        const key = `${p.hospitalId ?? ''}|${p.companyId ?? ''}|${p.kind ?? ''}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'price'], message: 'this hospital or company already has a price for this kind' });
        seen.add(key);
      });
    })
    .optional(),
};

export const createTestSchema = z.strictObject(testFields);
export const updateTestSchema = z
  .strictObject(testFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const testListQuerySchema = listQuerySchema(TEST_SORT_FIELDS, 'code')
  .omit({ filters: true })
  .extend({
    category: z.preprocess(blank, z.enum(TEST_CATEGORIES).optional()),
    active: flag,
  });

export const createAdditionalsSchema = z.strictObject({
  blockId: id.nullable().optional(),
  testIds: z
    .array(id)
    .min(1, 'choose at least one test')
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, 'a test is listed twice'),
  note: optionalText(1_000),
});

/** A status move (cancelled needs cancelReason) and/or new notes, with the version read. */
export const updateAdditionalSchema = z
  .strictObject({
    version,
    status: z.enum(['in_progress', 'done', 'cancelled']).optional(),
    note: optionalText(1_000),
    resultNote: optionalText(5_000),
    cancelReason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'cancelled' && !v.cancelReason) ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'give the reason to cancel' });
    if (v.status !== 'cancelled' && v.cancelReason !== undefined) ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'goes with status cancelled' });
    if (v.status === undefined && v.note === undefined && v.resultNote === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'nothing to change' });
  });

export const additionalListQuerySchema = listQuerySchema(ADDITIONAL_SORT_FIELDS, 'orderedAt')
  .omit({ filters: true })
  .extend({
    status: z.preprocess(blank, z.enum([...ADDITIONAL_STATUSES, 'open', 'all']).default('open')),
    testId: queryIdSchema,
    category: z.preprocess(blank, z.enum(TEST_CATEGORIES).optional()),
    minAgeDays: z.preprocess(blank, z.coerce.number().int().min(0).max(3650).optional()),
    caseId: queryIdSchema,
  });

export const markDoneByScanSchema = z.strictObject({
  code: requiredText(40),
  resultNote: optionalText(5_000),
});

const paraffinItemSchema = z
  .strictObject({
    blockId: id,
    type: z.enum(PARAFFIN_ITEM_TYPES),
    count: z.number().int().min(1).max(50).default(1),
  })
  .superRefine((item, ctx) => {
    if (item.type === 'block' && item.count !== 1) ctx.addIssue({ code: 'custom', path: ['count'], message: 'a block is lent whole (count 1)' });
  });

const paraffinFields = {
  requester: requiredText(200),
  hospitalId: id.nullable().optional(),
  billTo: z
    .strictObject({ type: z.enum(PAYER_TYPES, { error: 'must be hospital or company' }), id })
    .nullable()
    .optional(),
  purpose: requiredText(500),
  items: z.array(paraffinItemSchema).min(1, 'lend at least one block or slide set').max(50),
  dueBackDate: day.nullable().optional(),
  fee: moneySchema.nullable().optional(),
  note: optionalText(1_000),
};

export const createParaffinSchema = z.strictObject(paraffinFields);

export const updateParaffinSchema = z
  .strictObject({
    ...paraffinFields,
    requester: paraffinFields.requester.optional(),
    purpose: paraffinFields.purpose.optional(),
    items: paraffinFields.items.optional(),
    version,
    status: z.enum(PARAFFIN_STATUSES).optional(),
    sentDate: day.nullable().optional(),
    courierNote: optionalText(500),
    returnedDate: day.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.sentDate && p.returnedDate && p.returnedDate < p.sentDate) {
      ctx.addIssue({ code: 'custom', path: ['returnedDate'], message: 'cannot be before the sent date' });
    }
  });

export const paraffinListQuerySchema = listQuerySchema(PARAFFIN_SORT_FIELDS, 'createdAt')
  .omit({ filters: true })
  .extend({
    status: z.preprocess(blank, z.enum(PARAFFIN_STATUSES).optional()),
    overdue: flag,
    /** What is still out or still to send (requested, sent): the loans page's default list (issue 26.8). */
    open: flag,
  });

export const labelsDayQuerySchema = z.strictObject({ day: z.preprocess(blank, day.optional()) });
