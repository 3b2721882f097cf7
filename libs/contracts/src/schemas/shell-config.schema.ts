import { z } from 'zod';
import { DATE_FORMATS } from '../date-format.js';
import { LANGUAGES } from '../i18n.js';
import { REMOTE_NAMES, type RemoteName, type ShellConfig } from '../shell-config.js';

export const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

export const shellConfigSchema = z.strictObject({
  version: z.string(),
  labBrand: z.string(),
  remotes: z.array(z.strictObject({ name: remoteNameSchema, entry: z.string().min(1) })),
  dateDisplay: z.strictObject({ dateFormat: z.enum(DATE_FORMATS), buddhistEra: z.boolean() }),
  language: z.enum(LANGUAGES).optional(),
}) satisfies z.ZodType<ShellConfig>;
