import { z } from 'zod';
import { HER2_IHC_SCORES, HER2_ISH_RESULTS, HER2_ZERO_PATTERNS, MMR_EXPRESSIONS, RECEPTOR_INTENSITIES } from '../synoptic/biomarkers/index.js';
import { icdO3ShapeProblem } from '../synoptic/icd-o3.js';
import { ICDO3_SORT_FIELDS } from '../synoptic/api.js';
import { ICDO3_KINDS, type BiomarkerTemplateId, type IcdO3Kind } from '../synoptic/template.js';
import { listQuerySchema, requiredText } from './common.schema.js';
import { monthRangeSchema, monthSchema } from './dates.schema.js';
import { synopticIdSchema } from './synoptic-template.schema.js';

export * from './synoptic-template.schema.js';

/** PUT /api/synoptic/templates/{id}/versions/{version}. */
export const synopticTemplateStateSchema = z.strictObject({ retired: z.boolean(), reason: requiredText(500) });
export const synopticTemplateIdParamSchema = synopticIdSchema;
export const synopticVersionParamSchema = z.coerce.number().int().positive('must be a positive whole number');

/**
 * The shape of `fields.synoptic` (issue 30.2): which template and version, and the values by
 * element id. Whether the values fit the template is `checkSynopticEntry`'s to say.
 */
export const synopticEntrySchema = z.strictObject({
  templateId: synopticIdSchema,
  version: z.number().int().positive(),
  values: z.record(synopticIdSchema, z.union([z.string().max(5000), z.array(z.string().max(60)).max(60), z.number().finite(), z.null()])),
});

const icdO3Code = (kind: IcdO3Kind) =>
  z
    .string()
    .trim()
    .superRefine((code, ctx) => {
      const problem = icdO3ShapeProblem(kind, code);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const icdO3TopographySchema = icdO3Code('topography');
export const icdO3MorphologySchema = icdO3Code('morphology');

/** `fields.icdO3` of a malignant diagnosis (issue 30.4): both codes, each of its shape. */
export const icdO3CodesSchema = z.strictObject({ topography: icdO3TopographySchema, morphology: icdO3MorphologySchema });

export const icdO3KindSchema = z.enum(ICDO3_KINDS, { error: 'must be topography or morphology' });
export const icdO3ListQuerySchema = listQuerySchema(ICDO3_SORT_FIELDS, 'code').omit({ filters: true });

const percent = z.number({ error: 'must be a number' }).min(0, 'must be from 0 to 100').max(100, 'must be from 0 to 100');

export const receptorInputSchema = z.strictObject({ percent, intensity: z.enum(RECEPTOR_INTENSITIES) }).superRefine((v, ctx) => {
  if (v.percent === 0 && v.intensity !== 'none') ctx.addIssue({ code: 'custom', path: ['intensity'], message: 'must be none when no cell stains' });
  if (v.percent > 0 && v.intensity === 'none') ctx.addIssue({ code: 'custom', path: ['intensity'], message: 'must be weak, moderate or strong when cells stain' });
});

export const her2InputSchema = z
  .strictObject({ score: z.enum(HER2_IHC_SCORES), zeroPattern: z.enum(HER2_ZERO_PATTERNS).optional(), ish: z.enum(HER2_ISH_RESULTS).optional() })
  .superRefine((v, ctx) => {
    if (v.score === '0' && !v.zeroPattern)
      ctx.addIssue({ code: 'custom', path: ['zeroPattern'], message: 'is required with a score of 0: no staining, or faint incomplete staining in ≤10% of cells' });
    if (v.score !== '0' && v.zeroPattern) ctx.addIssue({ code: 'custom', path: ['zeroPattern'], message: 'belongs to a score of 0 only' });
    if (v.score === '2+' && !v.ish) ctx.addIssue({ code: 'custom', path: ['ish'], message: 'is required with a score of 2+ (pending until it is done)' });
    if (v.score !== '2+' && v.ish) ctx.addIssue({ code: 'custom', path: ['ish'], message: 'belongs to a score of 2+ only' });
  });

export const ki67InputSchema = z.strictObject({ percent });

const expression = z.enum(MMR_EXPRESSIONS, { error: 'must be retained or lost' });
export const mmrInputSchema = z.strictObject({ mlh1: expression, pms2: expression, msh2: expression, msh6: expression });

export const pdL1InputSchema = z
  .strictObject({ tps: percent.optional(), cps: percent.optional() })
  .refine((v) => v.tps !== undefined || v.cps !== undefined, { message: 'give the TPS, the CPS or both', path: ['tps'] });

/** What the pathologist enters, by result template. */
export const biomarkerInputSchemas: Record<BiomarkerTemplateId, z.ZodType> = {
  er: receptorInputSchema,
  pr: receptorInputSchema,
  'her2-ihc': her2InputSchema,
  ki67: ki67InputSchema,
  mmr: mmrInputSchema,
  'pd-l1': pdL1InputSchema,
};

/** GET /api/surgicals/summary/synoptic-completeness: months of first release, from ≤ to, 24 at most. */
export const synopticCompletenessQuerySchema = monthRangeSchema();

/** GET /api/surgicals/summary/cancer-registry: the month of first release and the file's format. */
export const cancerRegistryQuerySchema = z.strictObject({
  month: monthSchema,
  format: z.enum(['xlsx', 'csv'], { error: 'must be xlsx or csv' }).default('xlsx'),
});

/** PUT /api/{kind}/{id}/biomarkers/{orderId}: the entry's shape; the template's own schema checks its fields. */
export const saveBiomarkerSchema = z.strictObject({
  input: z.record(z.string().max(40), z.unknown()),
  version: z.number().int().min(0),
});
