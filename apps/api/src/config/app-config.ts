import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { LogLevel } from '@nestjs/common';
import { REMOTE_NAMES, type RemoteName } from '@pathdesk/contracts';

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
  /** Overrides of where each remote's entry lives; the default is /remotes/<name>/remoteEntry.js. */
  remoteEntries: Partial<Record<RemoteName, string>>;
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
    /** Express "trust proxy": set when TLS ends at a proxy, so cookies are marked Secure. */
    trustProxy: string | undefined;
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
     * DB_PREPARED_STATEMENTS=false: run the hot reads (common/prepared-query.ts) unnamed, for a
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
  observability: {
    /** Prometheus metrics on this port of its own (0 or unset: only at /api/metrics for admins). */
    metricsPort: number | undefined;
    /** API_DOCS: /api/docs (admins only); on by default except in production. */
    apiDocs: boolean;
  };
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
  LOG_LEVEL: z.enum(LOG_LEVELS).default('log'),
  REMOTE_WORKSPACE_URL: z.string().min(1).optional(),
  REMOTE_SETTINGS_URL: z.string().min(1).optional(),
  REMOTE_REPORTS_URL: z.string().min(1).optional(),
  PUPPETEER_EXECUTABLE_PATH: z.string().min(1).optional(),
  PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().min(0.1).max(24 * 7).default(12),
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
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  DB_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
});

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
  if (!!e.INITIAL_ADMIN_USERNAME !== !!e.INITIAL_ADMIN_PASSWORD) {
    throw new ConfigError('INITIAL_ADMIN_USERNAME and INITIAL_ADMIN_PASSWORD go together: set both or neither.');
  }
  const remoteEntries: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = e[`REMOTE_${name.toUpperCase()}_URL` as keyof typeof e];
    if (typeof url === 'string') remoteEntries[name] = url;
  }
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
    logLevels: LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(e.LOG_LEVEL) + 1) as LogLevel[],
    remoteEntries,
    pdf: {
      executablePath: e.PUPPETEER_EXECUTABLE_PATH,
      poolSize: e.PDF_POOL_SIZE,
      timeoutMs: e.PDF_TIMEOUT_MS,
    },
    auth: {
      sessionSecret: e.SESSION_SECRET,
      idleTimeoutMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteTimeoutMs: Math.round(e.SESSION_ABSOLUTE_HOURS * 3_600_000),
      trustProxy: e.TRUST_PROXY,
      demoPassword: e.DEMO_PASSWORD,
      initialAdmin:
        e.INITIAL_ADMIN_USERNAME && e.INITIAL_ADMIN_PASSWORD
          ? { username: e.INITIAL_ADMIN_USERNAME, password: e.INITIAL_ADMIN_PASSWORD }
          : undefined,
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
