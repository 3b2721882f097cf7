import { z } from 'zod';
import {
  CASE_KINDS,
  CFG_CATEGORIES,
  CFGVALUE_FILTERS,
  CFGVALUE_SORT_FIELDS,
  DOCTOR_FILTERS,
  DOCTOR_SORT_FIELDS,
  ERAS,
  HOSPITAL_FILTERS,
  HOSPITAL_SORT_FIELDS,
  isThaiTaxId,
  PRICE_PER,
  STATUSES,
} from '../lookups.js';
import { idParamSchema, listQuerySchema, optionalText, queryIdSchema, requiredText } from './common.schema.js';

export const cfgCategorySchema = z.enum(CFG_CATEGORIES, { error: `must be one of ${CFG_CATEGORIES.join(', ')}` });
export const statusSchema = z.enum(STATUSES, { error: 'must be active or inactive' });

export const createCfgvalueSchema = z.strictObject({
  category: cfgCategorySchema,
  name: requiredText(200),
  value: optionalText(200),
  description: optionalText(1000),
  sortOrder: z.number().int().min(0).max(9999).optional(),
  status: statusSchema.optional(),
});

export const updateCfgvalueSchema = createCfgvalueSchema
  .omit({ category: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const cfgvalueListQuerySchema = listQuerySchema(CFGVALUE_SORT_FIELDS, 'sortOrder', CFGVALUE_FILTERS).extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), cfgCategorySchema.optional()),
});

const phone = z
  .string()
  .trim()
  .max(50)
  .regex(/^[0-9+()\-\s#,]*$/, 'may hold digits, spaces and + - ( ) # , only')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const taxId = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || isThaiTaxId(v), 'must be a 13-digit Thai tax id with a valid check digit')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const createHospitalSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'must be 1–20 letters, digits or dashes'),
  nameTh: requiredText(300),
  nameEn: optionalText(300),
  address: optionalText(1000),
  taxId,
  phone,
  contact: optionalText(200),
  active: z.boolean().optional(),
  branch: optionalText(50),
  creditTermDays: z.number().int().min(0, 'must be 0 or more').max(365, 'must be at most 365').optional(),
  mophCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'must be the 5-digit MOPH hospital code')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});

export const updateHospitalSchema = createHospitalSchema.partial().refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const hospitalListQuerySchema = listQuerySchema(HOSPITAL_SORT_FIELDS, 'code', HOSPITAL_FILTERS);

export const createDoctorSchema = z.strictObject({
  title: optionalText(50),
  name: requiredText(300),
  licenceNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Zก-ฮ0-9.\-/ ]{0,20}$/, 'must be at most 20 letters, digits, dots or dashes')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  hospitalId: z.number().int().positive('choose a hospital'),
  phone,
  active: z.boolean().optional(),
});

export const updateDoctorSchema = createDoctorSchema.partial().refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const doctorListQuerySchema = listQuerySchema(DOCTOR_SORT_FIELDS, 'name', DOCTOR_FILTERS);

export const doctorsByHospitalQuerySchema = z.strictObject({
  hospitalId: z
    .preprocess((v) => (v === '' || v === undefined ? null : v), idParamSchema.nullable())
    .refine((id) => id !== null, 'choose a hospital')
    .transform(Number),
});

export const cfgDoctorsQuerySchema = z.strictObject({
  hospitalId: queryIdSchema,
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
});

export const settingPrefixSchema = z.strictObject({
  kind: z.enum(CASE_KINDS, { error: `must be one of ${CASE_KINDS.join(', ')}` }),
  letters: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,5}$/, 'must be 1–5 letters A–Z'),
  era: z.enum(ERAS, { error: 'must be BE or CE' }).optional(),
  width: z.number().int().min(3, 'must be at least 3').max(8, 'must be at most 8').optional(),
  status: statusSchema.optional(),
  defaultPrice: z.number().min(0).max(1_000_000).multipleOf(0.01, 'has more than two decimals').optional(),
  pricePer: z.enum(PRICE_PER, { error: 'must be case or part' }).optional(),
});

export const updateSettingPrefixSchema = settingPrefixSchema.partial().refine((v) => Object.keys(v).length > 0, 'nothing to change');

/** GET /api/setting: optionally only one case kind, or one status. */
export const settingPrefixQuerySchema = z.strictObject({
  kind: z.preprocess((v) => (v === '' ? undefined : v), settingPrefixSchema.shape.kind.optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), statusSchema.optional()),
});
