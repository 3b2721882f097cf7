import { z } from 'zod';
import { DATE_FORMATS } from '../date-format.js';
import { LANGUAGES } from '../i18n.js';
import { ROLES } from '../roles.js';
import { OTHER_ROLES, REMOTE_RELEASE_FORMAT, type PinRemoteRequest, type RemoteManifest, type RemoteRelease, type ShellConfig } from '../shell-config.js';

/** A federation container's name (and a folder, an image and a Kubernetes name): lower case letters and digits. */
export const remoteNameSchema = z.string().regex(/^[a-z][a-z0-9]{1,30}$/, 'must be lower case letters and digits');

/** A version of a remote: semver (`1.4.0`, `2.0.0-rc.1`). */
export const remoteVersionSchema = z.string().regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'must be a version like 1.4.0');

const absolutePath = z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be an absolute address');
const roles = z.array(z.enum(ROLES));

export const remoteManifestSchema = z.strictObject({
  name: remoteNameSchema,
  namespace: z.string().min(1),
  title: z.string().min(1),
  mounts: z.array(absolutePath.refine((path) => path !== '/', 'must not be /')),
  pages: z.array(z.strictObject({ path: absolutePath, roles: z.union([roles, z.literal('anyone')]) })),
  menu: z.array(
    z.strictObject({
      to: absolutePath,
      group: z.string().min(1),
      label: z.string().min(1),
      icon: z.string(),
      order: z.number(),
      roles: z.array(z.enum([...ROLES, OTHER_ROLES])),
    }),
  ),
  groups: z.array(z.strictObject({ id: z.string().min(1), label: z.string().min(1), order: z.number() })),
}) satisfies z.ZodType<RemoteManifest>;

const texts = z.record(z.string(), z.unknown());

/** remote.json, as a remote's build writes it (unknown fields are refused: a newer format is another `format`). */
export const remoteReleaseSchema = z.strictObject({
  format: z.literal(REMOTE_RELEASE_FORMAT),
  name: remoteNameSchema,
  version: remoteVersionSchema,
  entry: z.string().regex(/^[\w.-]+\.js$/, 'must be the file name of the entry'),
  requires: z.record(z.string(), z.string()),
  manifest: remoteManifestSchema,
  texts: z.strictObject({ en: texts.optional(), th: texts.optional() }),
}) satisfies z.ZodType<RemoteRelease>;

/** A static host's list of the releases it serves: `releases.json` (docker/remote.Dockerfile writes it). */
export const remoteReleaseIndexSchema = z.strictObject({ releases: z.array(z.unknown()) });

export const pinRemoteRequestSchema = z.strictObject({ version: remoteVersionSchema }) satisfies z.ZodType<PinRemoteRequest>;

export const shellConfigSchema = z.strictObject({
  version: z.string(),
  labBrand: z.string(),
  remotes: z.array(
    z.strictObject({
      name: remoteNameSchema,
      entry: z.string().min(1),
      version: remoteVersionSchema,
      pinned: z.boolean(),
      manifest: remoteManifestSchema,
      texts: z.strictObject({ en: texts.optional(), th: texts.optional() }),
    }),
  ),
  dateDisplay: z.strictObject({ dateFormat: z.enum(DATE_FORMATS), buddhistEra: z.boolean() }),
  language: z.enum(LANGUAGES).optional(),
}) satisfies z.ZodType<ShellConfig>;
