import { z } from 'zod';
import { CUSTODY_ITEM_KINDS, CUSTODY_STEPS, HOT_FOLDER_FIELDS, LABEL_OUTPUTS, LOCATION_KINDS } from '../custody.js';
import { blankToUndefined, daySchema, optionalText, requiredText } from './common.schema.js';

const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters')
  .transform((v) => v.toUpperCase());
const locationCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, 'must be letters, digits and dashes (at most 30)'));
const reason = requiredText(500);

export const scanSchema = z.strictObject({
  code,
  step: z.enum(CUSTODY_STEPS, { error: `must be one of ${CUSTODY_STEPS.join(', ')}` }),
  station: optionalText(60),
  location: locationCode.optional(),
  caseId: z.number().int().positive('must be a positive whole number').optional(),
  override: z.strictObject({ reason }).optional(),
  print: z.boolean().optional(),
});

export const retrievalSchema = z.strictObject({ code, reason });
export const returnSchema = z.strictObject({ code, location: locationCode.optional(), reason: reason.optional() });

export const whereaboutsQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'is required: a barcode, an accession number, or both with a block or slide code').max(60),
});

export const createLocationSchema = z.strictObject({
  code: locationCode,
  name: requiredText(100),
  kind: z.enum(LOCATION_KINDS),
  parentId: z.number().int().positive().nullable().optional(),
});
export const updateLocationSchema = z.strictObject({
  version: z.number().int().min(1),
  code: locationCode.optional(),
  name: requiredText(100).optional(),
  kind: z.enum(LOCATION_KINDS).optional(),
  parentId: z.number().int().positive().nullable().optional(),
  active: z.boolean().optional(),
});

const years = z.number().int('must be whole years').min(1, 'must be at least 1 year').max(100, 'must be at most 100 years');
const templateSchema = requiredText(500).superRefine((t, ctx) => {
  for (const [, field] of t.matchAll(/\{([^}]*)\}/g)) {
    if (!(HOT_FOLDER_FIELDS as readonly string[]).includes(field!)) ctx.addIssue({ code: 'custom', message: `{${field}} is not a field (${HOT_FOLDER_FIELDS.join(', ')})` });
  }
});
export const custodySettingsSchema = z.strictObject({
  retention: z.strictObject({ blockYears: years, slideYears: years, requisitionYears: years }),
  printer: z
    .strictObject({
      host: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9.:-]{1,253}$/, 'must be a host name or an IP address'),
      port: z.number().int().min(1).max(65535),
    })
    .nullable(),
  hotFolder: z
    .strictObject({
      directory: z
        .string()
        .trim()
        .min(1, 'is required')
        .max(500)
        .refine((d) => d.startsWith('/') && !d.split('/').includes('..'), 'must be an absolute folder path without ..'),
      template: templateSchema,
      extension: z
        .string()
        .trim()
        .regex(/^[a-z0-9]{1,8}$/i, 'must be letters or digits (e.g. txt, csv)'),
    })
    .nullable(),
});

export const labelsSchema = z.strictObject({
  codes: z.array(code).min(1, 'must name at least one label').max(500, 'at most 500 labels at once'),
  output: z.enum(LABEL_OUTPUTS),
});

export const legalHoldSchema = z.strictObject({ reason });

export const dueQuerySchema = z.strictObject({
  kind: z.preprocess(blankToUndefined, z.enum(CUSTODY_ITEM_KINDS.filter((k) => k !== 'specimen') as ['block', 'slide', 'requisition']).optional()),
  first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(500).default(100)),
});

export const disposalSchema = z.strictObject({
  codes: z.array(code).min(1, 'must name at least one item').max(1000, 'at most 1000 items a batch'),
  reason,
  approver: z.strictObject({ username: requiredText(100), password: z.string().min(1, 'is required').max(200) }),
});

export const listPageSchema = z.strictObject({
  first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
});

export const turnaroundQuerySchema = z
  .strictObject({ from: z.preprocess(blankToUndefined, daySchema.optional()), to: z.preprocess(blankToUndefined, daySchema.optional()) })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
