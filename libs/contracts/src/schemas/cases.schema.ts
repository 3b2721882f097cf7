import { z } from 'zod';
import { CASE_COUNT_CAP, CASE_FILTERS, CASE_SORT_FIELDS, CASE_STATUSES, PRIORITIES, SEXES } from '../cases.js';
import type { CaseKind } from '../lookups.js';
import { listQuerySchema } from './common.schema.js';

/** A few minutes of clock difference between the browser and the server are not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');
const optional = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
const id = z.number().int().positive();
const day = z.iso.date({ error: 'must be a date (yyyy-mm-dd)' });
const pastDay = day.refine((v) => v <= new Date(Date.now() + CLOCK_SKEW_MS).toISOString().slice(0, 10), 'cannot be in the future');
const dateTime = z.iso.datetime({ offset: true, error: 'must be a date and time' });

const common = {
  hn: required(20),
  patientTitle: optional(50),
  patientFirstName: required(100),
  patientLastName: required(100),
  patientFirstNameEn: optional(100),
  patientLastNameEn: optional(100),
  sex: z.enum(SEXES, { error: 'must be male, female or unknown' }),
  birthDate: pastDay.refine((v) => v >= '1900-01-01', 'is too long ago').nullable().optional(),
  ageYears: z.number().int().min(0).max(150).nullable().optional(),
  hospitalId: id,
  doctorId: id.nullable().optional(),
  companyId: id.nullable().optional(),
  specimen: required(500),
  containers: z.number().int().min(1).max(50).optional(),
  clinicalHistory: optional(4000),
  collectedAt: dateTime.nullable().optional(),
  receivedAt: dateTime,
  priority: z.enum(PRIORITIES, { error: 'must be routine or urgent' }).optional(),
  price: z.number().min(0).max(1_000_000).multipleOf(0.01, 'has more than two decimals').nullable().optional(),
  notes: optional(2000),
};

const gynecological = { lmp: pastDay.nullable().optional(), gynTypeId: id.nullable().optional(), relevantHistory: optional(2000) };
const cytological = { cytoTypeId: id.nullable().optional(), source: optional(200) };
const extras: Record<CaseKind, Record<string, z.ZodType>> = { surgical: {}, cytological, gynecological };

/** Dates that depend on each other, checked where both are known. */
function datesInOrder(value: { collectedAt?: string | null; receivedAt?: string }, ctx: z.RefinementCtx) {
  const received = value.receivedAt ? Date.parse(value.receivedAt) : undefined;
  if (received !== undefined && received > Date.now() + CLOCK_SKEW_MS) {
    ctx.addIssue({ code: 'custom', path: ['receivedAt'], message: 'cannot be in the future' });
  }
  if (received !== undefined && value.collectedAt && Date.parse(value.collectedAt) > received) {
    ctx.addIssue({ code: 'custom', path: ['receivedAt'], message: 'cannot be before the collection' });
  }
}

/** POST /api/{kind}: one case of that kind; fields of other kinds are unknown fields. */
export function createCaseSchema(kind: CaseKind) {
  return z.strictObject({ ...common, ...extras[kind] }).superRefine(datesInOrder);
}

/** POST /api/{kind}/new: several specimens of one requisition, registered together or not at all. */
export function createCaseBatchSchema(kind: CaseKind) {
  return z.strictObject({ cases: z.array(createCaseSchema(kind)).min(1, 'needs at least one specimen').max(20) });
}

/** PUT /api/{kind}/{id}: changed fields, the version read, or a cancellation with its reason. */
export function updateCaseSchema(kind: CaseKind) {
  const fields = z.strictObject({ ...common, ...extras[kind] }).partial();
  return fields
    .extend({
      version: z.number().int().min(1, 'is required'),
      status: z.literal('cancelled', { error: 'only cancelling is done here; results move the other statuses' }).optional(),
      cancelReason: text(500).optional(),
    })
    .superRefine((value, ctx) => {
      datesInOrder(value as { collectedAt?: string | null; receivedAt?: string }, ctx);
      if (value.status === 'cancelled' && (value.cancelReason ?? '').length < 3) {
        ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'is required to cancel a case' });
      }
      if (value.cancelReason !== undefined && value.status !== 'cancelled') {
        ctx.addIssue({ code: 'custom', path: ['cancelReason'], message: 'goes with status "cancelled"' });
      }
    });
}

const blank = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/{kind}: the worklist. */
export const caseListQuerySchema = listQuerySchema(CASE_SORT_FIELDS, 'receivedAt', CASE_FILTERS).extend({
  sortOrder: z.preprocess(blank, z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])).default(-1)),
  first: z.preprocess(blank, z.coerce.number().int().min(0).max(CASE_COUNT_CAP, `pages stop at ${CASE_COUNT_CAP}: narrow the list with filters`).default(0)),
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z.array(z.enum(CASE_STATUSES)).optional(),
  ),
  hospitalId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  doctorId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  receivedFrom: z.preprocess(blank, day.optional()),
  receivedTo: z.preprocess(blank, day.optional()),
  cursor: z.preprocess(blank, z.string().max(200).optional()),
});

export const auditQuerySchema = z.strictObject({
  entity: z.preprocess(blank, z.string().max(60).optional()),
  entityId: z.preprocess(blank, z.string().max(60).optional()),
  first: z.preprocess(blank, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(50)),
});
