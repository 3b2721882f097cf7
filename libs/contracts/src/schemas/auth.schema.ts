import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '../auth.js';
import { ASSIGNABLE_ROLES } from '../roles.js';
import { USER_FILTERS, USER_SORT_FIELDS } from '../users.js';
import { listQuerySchema } from './common.schema.js';

/** Usernames are case-insensitive: kept trimmed and in lower case. */
export const usernameSchema = z.string().trim().toLowerCase().regex(USERNAME_PATTERN, 'must be 2–50 letters, digits, dots, dashes or underscores, starting with a letter or digit');

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameSchema = z.string().trim().min(1, 'is required').max(200);
export const roleSchema = z.string().trim().toLowerCase().pipe(z.enum(ASSIGNABLE_ROLES));

/** Sign-in checks the password, not its form: any non-empty text. */
export const loginSchema = z.strictObject({
  username: z.string().trim().toLowerCase().min(1, 'is required').max(100),
  password: z.string().min(1, 'is required').max(1024),
});

export const registerSchema = z.strictObject({ username: usernameSchema, password: newPasswordSchema });

/** The pathologist or screener record an account signs as (a config value id), or null to unlink. */
const staffIdSchema = z.number({ error: 'must be a pathologist or screener record' }).int().positive().nullable().optional();

/** The hospitals an account belongs to (issue 28.1): hospital ids, each once. */
const hospitalIdsSchema = z
  .array(z.number({ error: 'must be hospital ids' }).int().positive(), { error: 'must be a list of hospital ids' })
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'names a hospital twice')
  .optional();
const allHospitalsSchema = z.boolean({ error: 'must be true or false' }).optional();
const mayOrderSchema = z.boolean({ error: 'must be true or false' }).optional();

export const createUserSchema = z.strictObject({
  username: usernameSchema,
  name: nameSchema,
  role: roleSchema,
  password: newPasswordSchema,
  staffId: staffIdSchema,
  hospitalIds: hospitalIdsSchema,
  allHospitals: allHospitalsSchema,
  mayOrder: mayOrderSchema,
});

export const updateUserSchema = z
  .strictObject({
    username: usernameSchema.optional(),
    name: nameSchema.optional(),
    role: roleSchema.optional(),
    staffId: staffIdSchema,
    hospitalIds: hospitalIdsSchema,
    allHospitals: allHospitalsSchema,
    mayOrder: mayOrderSchema,
  })
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(1024),
  newPassword: newPasswordSchema,
});

export const resetPasswordSchema = z.strictObject({ newPassword: newPasswordSchema });

export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, 'username', USER_FILTERS);
