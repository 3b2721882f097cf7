import { frozenCorrelationSchema } from './frozen-sections.schema.js';
import { monthRangeSchema } from './dates.schema.js';
import { CONSULTATION_OPINIONS } from '../consultations.js';
import { VAT_MODES } from '../invoices.js';
import { z } from 'zod';
import type { CaseKind } from '../lookups.js';
import { DATE_FORMATS } from '../date-format.js';
import { icdO3CodesSchema, synopticEntrySchema } from './synoptic.schema.js';
import { LANGUAGES } from '../i18n.js';
import { blankToUndefined, daySchema, listQuerySchema, optionalText, queryFlagSchema, queryIdSchema } from './common.schema.js';
import {
  CALENDAR_NAMES,
  ADEQUACIES,
  ADENOCARCINOMA_TYPES,
  AGC_SUBTYPES,
  CYTO_CATEGORIES,
  GYN_INTERPRETATIONS,
  GYN_ORGANISMS,
  GYN_REACTIVE_CHANGES,
  MALIGNANCY_CATEGORIES,
  MIN_QC_RATE,
  REPORT_SORT_FIELDS,
} from '../results.js';

const text = optionalText;
const id = z.number().int().positive().nullable().optional();

const malignancy = () => z.enum(MALIGNANCY_CATEGORIES, { error: 'must be malignant, not-malignant or uncertain' }).nullable().optional();

/** A part's result (issue 27): its letter names one of the case's parts. */
const surgicalPart = z.strictObject({
  letter: z
    .string({ error: 'is required' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{1,2}$/, 'must be a part letter (A … Z, AA … AZ)')),
  gross: text(20_000),
  microscopic: text(20_000),
  diagnosis: text(10_000),
  malignancy: malignancy(),
  synoptic: synopticEntrySchema.nullable().optional(),
  icdO3: icdO3CodesSchema.nullable().optional(),
  synopticNotApplicable: z.boolean().optional(),
});

const surgical = z.strictObject({
  parts: z
    .array(surgicalPart)
    .max(52, 'a case has at most 52 parts')
    .superRefine((parts, ctx) => {
      const seen = new Set<string>();
      parts.forEach((p, i) => {
        if (seen.has(p.letter)) ctx.addIssue({ code: 'custom', path: [i, 'letter'], message: `part ${p.letter} is given twice` });
        seen.add(p.letter);
      });
    })
    .optional(),
  gross: text(20_000),
  microscopic: text(20_000),
  diagnosis: text(10_000),
  malignancy: malignancy(),
  additionalStudies: text(5_000),
  comment: text(5_000),
  pathologistId: id,
  noBlocksReason: text(500),
});

const cytological = z
  .strictObject({
    cytoTypeId: id,
    adequacy: z.enum(ADEQUACIES).nullable().optional(),
    adequacyNote: text(1_000),
    category: z.enum(CYTO_CATEGORIES).nullable().optional(),
    interpretation: text(5_000),
    diagnosis: text(10_000),
    additionalStudies: text(5_000),
    comment: text(5_000),
    screenerId: id,
    pathologistId: id,
  })
  .superRefine((f, ctx) => {
    // A specimen is non-diagnostic exactly when it is unsatisfactory: the two answers must agree.
    if (f.adequacy === 'satisfactory' && f.category === 'nondiagnostic') {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'a satisfactory specimen is not non-diagnostic: choose its category' });
    }
    if (f.adequacy === 'unsatisfactory' && f.category && f.category !== 'nondiagnostic') {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'an unsatisfactory specimen is non-diagnostic' });
    }
  });

const gynecological = z
  .strictObject({
    gynTypeId: id,
    adequacy: z.enum(ADEQUACIES).nullable().optional(),
    adequacyNote: text(1_000),
    unsatisfactoryReason: text(1_000),
    interpretation: z.enum(GYN_INTERPRETATIONS).nullable().optional(),
    organisms: z.array(z.enum(GYN_ORGANISMS)).max(GYN_ORGANISMS.length).optional(),
    reactiveChanges: z.array(z.enum(GYN_REACTIVE_CHANGES)).max(GYN_REACTIVE_CHANGES.length).optional(),
    agcSubtype: z.enum(AGC_SUBTYPES).nullable().optional(),
    adenocarcinomaType: z.enum(ADENOCARCINOMA_TYPES).nullable().optional(),
    otherFinding: text(1_000),
    commentIds: z.array(z.number().int().positive()).max(20).optional(),
    comment: text(5_000),
    screenerId: id,
    pathologistId: id,
    highRisk: z.boolean().optional(),
  })
  .superRefine((f, ctx) => {
    const nilm = f.interpretation === 'NILM';
    if (!nilm && (f.organisms?.length || f.reactiveChanges?.length)) {
      ctx.addIssue({ code: 'custom', path: ['organisms'], message: 'organisms and reactive changes go with NILM' });
    }
    if (f.agcSubtype && f.interpretation !== 'AGC') ctx.addIssue({ code: 'custom', path: ['agcSubtype'], message: 'goes with AGC' });
    if (f.adenocarcinomaType && f.interpretation !== 'ADENOCARCINOMA') {
      ctx.addIssue({ code: 'custom', path: ['adenocarcinomaType'], message: 'goes with adenocarcinoma' });
    }
    if (f.unsatisfactoryReason && f.adequacy === 'satisfactory') {
      ctx.addIssue({ code: 'custom', path: ['unsatisfactoryReason'], message: 'goes with an unsatisfactory specimen' });
    }
  });

const FIELDS: Record<CaseKind, z.ZodType> = { surgical, cytological, gynecological };

/**
 * The result fields of a kind (each optional). The server checks a save's fields with it, and again
 * the whole result once the save is merged into what was stored (a field sent alone may not fit
 * the others: organisms kept from NILM under a new HSIL).
 */
export function resultFieldsSchema(kind: CaseKind) {
  return FIELDS[kind];
}

/** PUT /api/{kind}/{id}/result */
export function saveResultSchema(kind: CaseKind) {
  return z.strictObject({
    fields: FIELDS[kind],
    version: z.number().int().min(0),
    complete: z.boolean().optional(),
    amendment: z.boolean().optional(),
    workloadOverride: z.boolean().optional(),
  });
}

export const generateReportSchema = z.strictObject({
  caseId: z.number().int().positive(),
  amendReason: z.string().trim().min(5, 'say what the amendment corrects (at least 5 characters)').max(2_000).optional(),
  password: z.string().min(1, 'is required').max(1024).optional(),
  criticalFinding: z.boolean().optional(),
  workloadOverride: z.boolean().optional(),
  frozenCorrelations: z.array(frozenCorrelationSchema).max(20).optional(),
});

/** POST /api/reports/{kind}s/:id/addenda (issue 32.1): the addendum's text and the signer's password again. */
export const addendumSchema = z.strictObject({
  text: z.string().trim().min(5, 'write the addendum (at least 5 characters)').max(10_000),
  password: z.string().min(1, 'is required').max(1024).optional(),
});

export const rescreenSchema = z
  .strictObject({
    agree: z.boolean(),
    correctedInterpretation: z.enum(GYN_INTERPRETATIONS).optional(),
    note: z.string().trim().max(2_000).optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.agree && !r.correctedInterpretation) {
      ctx.addIssue({ code: 'custom', path: ['correctedInterpretation'], message: 'is required when you disagree' });
    }
  });

export const labSettingsSchema = z.strictObject({
  labName: z.string().trim().min(1, 'is required').max(300),
  labAddress: text(1_000),
  labPhone: text(100),
  staffMayReleaseNilm: z.boolean(),
  qcRate: z
    .number()
    .min(MIN_QC_RATE, `must be at least ${MIN_QC_RATE * 100}%`)
    .max(1),
  // Optional: a client that does not send them keeps the lab's current ones.
  dateFormat: z.enum(DATE_FORMATS, { error: 'must be mm/dd/yyyy or dd/mm/yyyy' }).optional(),
  buddhistEra: z.boolean().optional(),
  labTaxId: z
    .string()
    .trim()
    .regex(/^([0-9]{13})?$/, 'must be 13 digits')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  vatMode: z.enum(VAT_MODES, { error: 'must be exempt or vat7' }).optional(),
  signOutReauth: z.boolean().optional(),
  language: z.enum(LANGUAGES, { error: 'must be en or th' }).optional(),
  calendarNames: z.enum(CALENDAR_NAMES, { error: 'must be thai or interface' }).optional(),
  frozenTargetMinutes: z.number().int().min(5).max(120).optional(),
});

const blank = blankToUndefined;
const day = daySchema;
const flag = queryFlagSchema;

/** GET /api/reports/{kind}: newest releases first unless sorted otherwise. */
export const reportListQuerySchema = listQuerySchema(REPORT_SORT_FIELDS, 'releasedAt')
  .omit({ filters: true })
  .extend({
    sortOrder: z.preprocess(
      blank,
      z.coerce
        .number()
        .pipe(z.union([z.literal(1), z.literal(-1)]))
        .default(-1),
    ),
    caseId: queryIdSchema,
    hospitalId: queryIdSchema,
    from: z.preprocess(blank, day.optional()),
    to: z.preprocess(blank, day.optional()),
    latestOnly: flag.transform((v) => v ?? true),
  });

/** GET /api/reports/{kind}/{id}/pdf: `format=html` answers the document's HTML (administrators). */
export const reportPdfQuerySchema = z.strictObject({
  format: z.preprocess(blank, z.enum(['pdf', 'html']).default('pdf')),
});

/** GET /api/reports/gynecologicals/rescreens */
export const rescreenListQuerySchema = z.strictObject({
  pending: flag,
  first: z.preprocess(blank, z.coerce.number().int().min(0).default(0)),
  rows: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});

/** GET /api/reports/gynecologicals/rescreens/summary: the lab's days, inclusive (both optional). */
export const reviewSummaryQuerySchema = z
  .strictObject({
    from: z.preprocess(blank, day.optional()),
    to: z.preprocess(blank, day.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });

/** PUT /api/{kind}s/:id/cosign (issue 32.2): the co-signer's account. */
export const requestCosignSchema = z.strictObject({ username: z.string().trim().min(1, 'name the pathologist who co-signs').max(50) });

/** POST /api/{kind}s/:id/cosign: the co-signer's password again (where the lab asks it). */
export const cosignSchema = z.strictObject({ password: z.string().min(1, 'is required').max(1024).optional() });

/** POST /api/{kind}s/:id/consultations (issue 32.2): a colleague, or an outside institution, and the question. */
export const requestConsultationSchema = z
  .strictObject({
    consultantUsername: z.string().trim().min(1, 'name the pathologist to consult').max(50).optional(),
    outside: z
      .strictObject({
        institution: z.string().trim().min(2, 'name the institution').max(300),
        consultant: z.string().trim().min(2, 'name the consultant').max(200),
        paraffinRequestId: z.number().int().positive().nullish(),
      })
      .optional(),
    question: z.string().trim().min(5, 'say what you ask (at least 5 characters)').max(2_000),
  })
  .refine((v) => (v.consultantUsername === undefined) !== (v.outside === undefined), {
    path: ['consultantUsername'],
    message: 'ask a colleague or an outside institution, not both',
  });

/** POST /api/consultations/:id/outside-report: the outside report as received, and how it compares. */
export const outsideReportSchema = z
  .strictObject({
    report: z.string().trim().min(5, 'paste or type the outside report').max(20_000),
    opinion: z.enum(CONSULTATION_OPINIONS, { error: 'must be agree, minor or major' }),
    note: z.string().trim().max(2_000).nullish(),
  })
  .refine((v) => v.opinion === 'agree' || !!v.note?.trim(), { path: ['note'], message: 'say where you disagree' });

/** POST /api/consultations/:id/opinion: agree, or a disagreement with what differs. */
export const consultationOpinionSchema = z
  .strictObject({
    opinion: z.enum(CONSULTATION_OPINIONS, { error: 'must be agree, minor or major' }),
    note: z.string().trim().max(2_000).nullish(),
  })
  .refine((v) => v.opinion === 'agree' || !!v.note?.trim(), { path: ['note'], message: 'say where you disagree' });

/** GET /api/consultations?open=true|false&first&rows: the consultations asked of the caller (open: not answered yet). */
export const consultationListQuerySchema = z.strictObject({
  open: queryFlagSchema,
  first: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/consultations/summary?from=yyyy-mm&to=yyyy-mm. */
export const consultationSummaryQuerySchema = monthRangeSchema();
