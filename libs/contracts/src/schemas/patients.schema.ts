import { z } from 'zod';
import { isThaiCitizenId } from '../thai-citizen-id.js';
import { blankToUndefined, daySchema, idParamSchema } from './common.schema.js';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** GET /api/patients/match: what registration knows so far; an invalid citizen ID is refused (400). */
export const patientMatchQuerySchema = z
  .strictObject({
    citizenId: optional(
      z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().refine(isThaiCitizenId, 'must be 13 digits with a valid check digit')),
    ),
    hospitalId: optional(idParamSchema),
    hn: optional(z.string().trim().min(1).max(20)),
    firstName: optional(z.string().trim().min(1).max(100)),
    lastName: optional(z.string().trim().min(1).max(100)),
    birthDate: optional(daySchema),
  })
  .refine((q) => !q.hn || q.hospitalId !== undefined, { message: 'is required with an HN', path: ['hospitalId'] });

/** GET /api/patients/{id}/access-log: a page, newest first. */
export const patientAccessLogQuerySchema = z.strictObject({
  first: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
  rows: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(50)),
});
export type PatientAccessLogQuery = z.infer<typeof patientAccessLogQuerySchema>;

/** GET /api/patients/{id}/export (issue 28.6): everything held on the patient, as JSON (the default) or a PDF. */
export const patientExportQuerySchema = z.strictObject({
  format: z.enum(['json', 'pdf'], { error: 'must be json or pdf' }).default('json'),
});
