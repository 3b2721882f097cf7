import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { LogLevel } from '@nestjs/common';
import { trustedProxies } from './trust-proxy.js';

const LOG_LEVELS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;

/** Everything the API reads from its environment, parsed once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  version: string;
  port: number;
  host: string;
  /** A PostgreSQL URL; absent means an embedded PostgreSQL under `dataDir` (not in production). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder holding the built shell and remotes (dist/apps); null when the web is served elsewhere. */
  webRoot: string | null;
  labBrand: string;
  /** Nest log levels to print, from LOG_LEVEL (error < warn < log < debug < verbose). */
  logLevels: LogLevel[];
  /**
   * Remotes served from elsewhere than WEB_ROOT (REMOTE_<NAME>_URL, docs/remotes.md): `url` is where
   * the browser loads its files, `indexUrl` where the API reads the releases it serves
   * (releases.json, else remote.json).
   */
  remotes: RemoteSource[];
  /** How long the list of remote releases is kept before it is read again (REMOTE_RELEASES_TTL_SECONDS). */
  remoteReleasesTtlMs: number;
  pdf: {
    executablePath: string | undefined;
    poolSize: number;
    timeoutMs: number;
  };
  auth: {
    /** Signs session and CSRF cookies. Required in production; kept in DATA_DIR elsewhere. */
    sessionSecret: string | undefined;
    idleTimeoutMs: number;
    absoluteTimeoutMs: number;
    /**
     * Express "trust proxy": the proxies (addresses, subnets) whose X-Forwarded-For and -Proto are
     * believed — the client's address for the throttle and the audit log, TLS for Secure cookies.
     */
    trustProxy: string[] | undefined;
    demoPassword: string;
    initialAdmin: { username: string; password: string } | undefined;
    allowRegistration: boolean;
  };
  /** Running beside other replicas: see docs/operations.md (Several replicas). */
  replicas: {
    /** WORKER_ONLY=true: the Nest application context without an HTTP server (background jobs). */
    workerOnly: boolean;
    /** MIGRATE_ON_START=false: leave migrations to `node dist/apps/api/main.js migrate` (a deployment Job). */
    migrateOnStart: boolean;
    /** How long SIGTERM waits for requests in flight before closing their connections. */
    shutdownTimeoutMs: number;
    /** After SIGTERM, keep serving (readiness 503, `Connection: close`) this long before closing the listener. */
    shutdownDelayMs: number;
    /**
     * DB_PREPARED_STATEMENTS=false: run the hot statements (common/prepared-query.ts) unnamed, for a
     * transaction-mode pooler in front of PostgreSQL (PgBouncer), which cannot keep a connection's
     * named statements between transactions.
     */
    preparedStatements: boolean;
  };
  /** Background jobs (apps/api/src/jobs): see docs/operations.md (Background jobs). */
  jobs: {
    /** JOBS_SUPERVISE_SECONDS: how often a job whose process died (no heartbeat for 10 s) is looked for and retried. */
    superviseSeconds: number;
  };
  /** Issue 32.5–32.6 (signing/): where the verification address of a printed document points, and the lab's signing certificate. */
  signing: {
    /** PUBLIC_URL: the lab's address as the public reaches it (no trailing slash); QR codes open `${publicUrl}/verify/{token}`. */
    publicUrl: string;
    /** SIGNING_P12_PATH: the lab's PKCS#12 file (key and certificate); unset outside production, a self-signed one is made under DATA_DIR; unset in production, released PDFs are refused (503) until it is given. */
    p12Path: string | undefined;
    /** SIGNING_P12_PASSWORD: its passphrase. */
    p12Password: string | undefined;
    /**
     * PDF_AT_RELEASE: a released version's PDF is made, sealed and kept by a job queued in the release's
     * transaction, so its hash is stored at release and the first download is the kept bytes (on by
     * default; off in tests, which turn it on where they test it).
     */
    pdfAtRelease: boolean;
  };
  /** The hospital's systems (apps/api/src/interfaces, issue 29): see docs/operations.md (Interfaces). */
  interfaces: {
    /** HL7_LISTEN_PORT: the MLLP listener for orders in (unset: off). */
    hl7ListenPort: number | undefined;
    /** HL7_LISTEN_HOST: the address the MLLP listener binds (127.0.0.1 unless set: 0.0.0.0 for every interface). */
    hl7ListenHost: string;
    /** INTERFACE_SECRET_KEY: 32 bytes (64 hex characters or base64) encrypting HOSxP passwords at rest (unset: HOSxP interfaces refused). */
    secretKey: Buffer | undefined;
    /** HL7_ACK_TIMEOUT_MS: how long an outbound message waits for its ACK before the attempt fails. */
    ackTimeoutMs: number;
  };
  observability: {
    /** Prometheus metrics on this port of its own (0 or unset: only at /api/metrics for admins). */
    metricsPort: number | undefined;
    /** API_DOCS: /api/docs (admins only); on by default except in production. */
    apiDocs: boolean;
  };
}

/** A remote's files, served from another place than WEB_ROOT. */
export interface RemoteSource {
  name: string;
  /** Ends with a slash: absolute (another origin) or root-relative (this origin, through a proxy). */
  url: string;
  /** Absolute, ends with a slash. */
  indexUrl: string;
}

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_ROOT: z.string().optional(),
  LAB_BRAND: z.string().min(1).default('PathDesk Pathology Laboratory'),
  // Default: `warn` in development (a quiet `npm start`: its banner, then warnings; issue 26.9), `log` elsewhere.
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  REMOTE_RELEASES_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  PUPPETEER_EXECUTABLE_PATH: z.string().min(1).optional(),
  PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 7)
    .default(12),
  TRUST_PROXY: z.string().optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('pathdesk-demo'),
  INITIAL_ADMIN_USERNAME: z.string().trim().toLowerCase().optional(),
  INITIAL_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ALLOW_REGISTRATION: z.enum(['true', 'false']).default('true'),
  WORKER_ONLY: z.enum(['true', 'false']).default('false'),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  METRICS_PORT: port.optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  PDF_AT_RELEASE: z.enum(['true', 'false']).optional(),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  DB_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SIGNING_P12_PATH: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  HL7_LISTEN_PORT: port.optional(),
  HL7_LISTEN_HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]{1,253}$/, 'must be a host name or an address')
    .default('127.0.0.1'),
  INTERFACE_SECRET_KEY: z
    .string()
    .refine((v) => secretKeyBytes(v) !== null, 'must be 32 bytes as 64 hex characters or base64')
    .optional(),
  HL7_ACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

/** INTERFACE_SECRET_KEY as its 32 bytes (64 hex characters, or base64 of 32 bytes); null when it is neither. */
function secretKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(value) ? Buffer.from(value, 'base64') : null;
  return bytes?.length === 32 ? bytes : null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * @param env       usually process.env
 * @param defaultWebRoot where the built web lives when WEB_ROOT is unset (next to the API bundle)
 */
export function loadConfig(env: NodeJS.ProcessEnv, defaultWebRoot: string | null = null): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.DATABASE_URL) {
    throw new ConfigError('DATABASE_URL is required in production (the embedded PostgreSQL is for development).');
  }
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required in production (at least 32 random characters).');
  }
  let trustProxy: string[] | undefined;
  try {
    trustProxy = trustedProxies(e.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (!!e.INITIAL_ADMIN_USERNAME !== !!e.INITIAL_ADMIN_PASSWORD) {
    throw new ConfigError('INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD go together: set both or neither.');
  }
  const remotes = remoteSources(withoutEmpty(env));
  const webRoot = e.WEB_ROOT === 'none' ? null : (e.WEB_ROOT ?? defaultWebRoot);
  return {
    nodeEnv: e.NODE_ENV,
    version: __APP_VERSION__,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: absolute(e.DATA_DIR),
    webRoot: webRoot ? absolute(webRoot) : null,
    labBrand: e.LAB_BRAND,
    logLevels: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(e.LOG_LEVEL ?? (e.NODE_ENV === 'development' ? 'warn' : 'log')) + 1) as LogLevel[],
    remotes,
    remoteReleasesTtlMs: e.REMOTE_RELEASES_TTL_SECONDS * 1000,
    pdf: {
      executablePath: e.PUPPETEER_EXECUTABLE_PATH,
      poolSize: e.PDF_POOL_SIZE,
      timeoutMs: e.PDF_TIMEOUT_MS,
    },
    auth: {
      sessionSecret: e.SESSION_SECRET,
      idleTimeoutMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteTimeoutMs: Math.round(e.SESSION_ABSOLUTE_HOURS * 3_600_000),
      trustProxy,
      demoPassword: e.DEMO_PASSWORD,
      initialAdmin: e.INITIAL_ADMIN_USERNAME && e.INITIAL_ADMIN_PASSWORD ? { username: e.INITIAL_ADMIN_USERNAME, password: e.INITIAL_ADMIN_PASSWORD } : undefined,
      allowRegistration: e.ALLOW_REGISTRATION === 'true',
    },
    replicas: {
      workerOnly: e.WORKER_ONLY === 'true',
      migrateOnStart: e.MIGRATE_ON_START === 'true',
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
      preparedStatements: e.DB_PREPARED_STATEMENTS === 'true',
    },
    jobs: { superviseSeconds: e.JOBS_SUPERVISE_SECONDS },
    signing: {
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      p12Path: e.SIGNING_P12_PATH ? absolute(e.SIGNING_P12_PATH) : undefined,
      p12Password: e.SIGNING_P12_PASSWORD,
      pdfAtRelease: (e.PDF_AT_RELEASE ?? (e.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
    },
    interfaces: {
      hl7ListenPort: e.HL7_LISTEN_PORT,
      hl7ListenHost: e.HL7_LISTEN_HOST,
      secretKey: e.INTERFACE_SECRET_KEY ? (secretKeyBytes(e.INTERFACE_SECRET_KEY) ?? undefined) : undefined,
      ackTimeoutMs: e.HL7_ACK_TIMEOUT_MS,
    },
    observability: {
      metricsPort: e.METRICS_PORT || undefined,
      apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    },
  };
}

function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}

/**
 * REMOTE_<NAME>_URL (and REMOTE_<NAME>_INDEX_URL): a remote served from another place. The URL is its
 * folder (`https://cdn.lab.example/reports/`, or `/remotes/reports/` through this origin's proxy); a
 * URL of a `.js` file names its folder (the older form, REMOTE_REPORTS_URL=…/remoteEntry.js). The
 * index URL, where the API reads its releases, is the same folder unless given; a root-relative
 * folder needs one (the API reads it over HTTP, e.g. the remote's Service in Kubernetes).
 */
function remoteSources(env: Record<string, string | undefined>): RemoteSource[] {
  const sources: RemoteSource[] = [];
  for (const [key, value] of Object.entries(env)) {
    const match = /^REMOTE_([A-Z][A-Z0-9]*)_URL$/.exec(key);
    if (!match || !value) continue;
    const name = match[1]!.toLowerCase();
    if (!/^[a-z][a-z0-9]{1,30}$/.test(name) || name === 'shell' || name === 'api') throw new ConfigError(`${key}: "${name}" is not a remote's name`);
    const folder = (url: string) => (/\.js$/.test(url) ? url.replace(/[^/]*$/, '') : url.replace(/\/*$/, '/'));
    const url = folder(value);
    if (!/^(https?:\/\/|\/)/i.test(url)) throw new ConfigError(`${key}: must be an http(s) URL or an address starting with /`);
    const indexUrl = folder(env[`REMOTE_${match[1]}_INDEX_URL`] ?? url);
    if (!/^https?:\/\//i.test(indexUrl)) throw new ConfigError(`REMOTE_${match[1]}_INDEX_URL: set it to where the API reads the releases of ${name} (an http(s) URL)`);
    sources.push({ name, url, indexUrl });
  }
  return sources.sort((a, b) => a.name.localeCompare(b.name));
}
