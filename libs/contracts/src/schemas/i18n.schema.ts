import { z } from 'zod';
import { LANGUAGES, type SetLanguageRequest } from '../i18n.js';

/** PUT /api/users/me/language. */
export const setLanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'must be en, th or null' }).nullable(),
}) satisfies z.ZodType<SetLanguageRequest>;
