import { z } from 'zod';
import { MAX_DISPATCH_REPORTS } from '../dispatch.js';
import { INTERFACE_KINDS } from '../interfaces.js';
import { idParamSchema, queryIdSchema } from './common.schema.js';

/** An HL7 name (application, facility): letters, digits, dot, dash, underscore — no HL7 delimiter. */
const hl7Name = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._ -]{1,40}$/, 'must be 1–40 letters, digits, spaces, dots, dashes or underscores');
const host = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,253}$|^\[[0-9a-fA-F:]{2,39}\]$/, 'must be a host name or an address');
const port = z.number().int().min(1, 'must be 1–65535').max(65535, 'must be 1–65535');
const name = z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters');
/** HOSxP lab item codes (`lab_items_code`), each once, per kind. */
const itemCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,20}$/, 'must be lab item codes of 1–20 letters, digits, dots, dashes or underscores'),
  )
  .max(50, 'must be at most 50 codes')
  .refine((codes) => new Set(codes).size === codes.length, 'must name each code once');
const labItems = z
  .strictObject({ surgical: itemCodes.optional(), cytological: itemCodes.optional(), gynecological: itemCodes.optional() })
  .refine((items) => Object.values(items).some((codes) => codes && codes.length > 0), 'must name at least one lab item code: the pathology orders to fetch')
  .refine((items) => {
    const all = Object.values(items).flatMap((codes) => codes ?? []);
    return new Set(all).size === all.length;
  }, 'must give each code one kind');

const hl7 = z.strictObject({
  kind: z.literal('hl7v2-mllp'),
  hospitalId: z.number().int().positive(),
  name: name.optional(),
  enabled: z.boolean().optional(),
  host,
  port,
  sendingApplication: hl7Name,
  sendingFacility: hl7Name,
  receivingApplication: hl7Name,
  receivingFacility: hl7Name,
  includePdf: z.boolean().optional(),
});
const token = z.strictObject({ kind: z.literal('fhir-token'), hospitalId: z.number().int().positive(), name: name.optional(), enabled: z.boolean().optional() });
const hosxp = z.strictObject({
  kind: z.literal('hosxp'),
  hospitalId: z.number().int().positive(),
  name: name.optional(),
  enabled: z.boolean().optional(),
  host,
  port,
  database: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,64}$/, 'must be 1–64 letters, digits or underscores'),
  user: z.string().trim().min(1).max(80),
  password: z.string().min(1).max(200),
  labItems,
});

/** POST /api/interfaces: one of the kinds, with its own fields. */
export const createInterfaceSchema = z.discriminatedUnion('kind', [hl7, token, hosxp], { error: `kind must be one of ${INTERFACE_KINDS.join(', ')}` });

/** PUT /api/interfaces/{id}: what changes (the kind and hospital never do), with the version read; `revoke` ends a token for good. */
export const updateInterfaceSchema = z.strictObject({
  version: z.number().int().positive(),
  name: name.optional(),
  enabled: z.boolean().optional(),
  host: host.optional(),
  port: port.optional(),
  sendingApplication: hl7Name.optional(),
  sendingFacility: hl7Name.optional(),
  receivingApplication: hl7Name.optional(),
  receivingFacility: hl7Name.optional(),
  includePdf: z.boolean().optional(),
  database: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  user: z.string().trim().min(1).max(80).optional(),
  password: z.string().min(1).max(200).optional(),
  labItems: labItems.optional(),
  revoke: z.literal(true).optional(),
});

export const interfaceListQuerySchema = z.strictObject({ hospitalId: queryIdSchema });

export const interfaceMessagesQuerySchema = z.strictObject({
  search: z.string().trim().max(40).optional(),
  state: z.enum(['queued', 'sent', 'acked', 'rejected', 'failed', 'accepted', 'refused']).optional(),
  first: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/interface-messages?reportIds=1,2,…: report version ids, comma-separated, each once. */
export const reportMessagesQuerySchema = z.strictObject({
  reportIds: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : String(v).split(',')),
    z
      .array(idParamSchema)
      .min(1, 'choose at least one report')
      .max(MAX_DISPATCH_REPORTS)
      .refine((ids) => new Set(ids).size === ids.length, 'must name each report once'),
  ),
});

/** GET /api/orders: the orders waiting for their specimen (`state` ordered, the default) or those received. */
export const caseOrderListQuerySchema = z.strictObject({
  state: z.enum(['ordered', 'received']).default('ordered'),
  search: z.string().trim().max(40).optional(),
  hospitalId: queryIdSchema.optional(),
  first: z.coerce.number().int().min(0).max(10_000).default(0),
  rows: z.coerce.number().int().min(1).max(200).default(50),
});

/** POST /api/orders/receive: the order number scanned or typed (and the hospital when two hospitals used it). */
export const receiveOrderSchema = z.strictObject({
  orderNo: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  hospitalId: z.number().int().positive().optional(),
});

/** POST /api/fhir/ServiceRequest: a FHIR resource, checked whole against FHIR R4 by @medplum/core in the API; here only its type. */
export const serviceRequestBodySchema = z.looseObject({ resourceType: z.literal('ServiceRequest') });
