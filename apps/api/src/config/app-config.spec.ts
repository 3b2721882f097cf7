import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/web');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      webRoot: '/srv/web',
      labBrand: 'PathDesk Pathology Laboratory',
      remotes: [],
      remoteReleasesTtlMs: 30_000,
      // Development is quiet by default (issue 26.9): warnings and errors, the banner says how to see more.
      logLevels: ['error', 'warn'],
      pdf: { executablePath: undefined, poolSize: 2 },
    });
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/p', SESSION_SECRET: 'x'.repeat(32) }).logLevels).toEqual(['error', 'warn', 'log']);
    expect(loadConfig({ NODE_ENV: 'test' }).logLevels).toEqual(['error', 'warn', 'log']);
    expect(loadConfig({ LOG_LEVEL: 'log' }).logLevels).toEqual(['error', 'warn', 'log']);
    expect(config.version).toBe('1.0.0');
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads PORT, DATABASE_URL, LAB_BRAND and remote URLs', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://u:p@db:5432/pathdesk',
      LAB_BRAND: 'ห้องปฏิบัติการพยาธิวิทยา',
      REMOTE_WORKSPACE_URL: 'https://cdn.example/workspace/remoteEntry.js',
      WEB_ROOT: 'none',
    });
    expect(config.port).toBe(4100);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/pathdesk');
    expect(config.labBrand).toBe('ห้องปฏิบัติการพยาธิวิทยา');
    expect(config.remotes).toEqual([{ name: 'workspace', url: 'https://cdn.example/workspace/', indexUrl: 'https://cdn.example/workspace/' }]);
    expect(config.webRoot).toBeNull();
  });

  it('reads any remote, served elsewhere, with where the API reads its releases (issue 33.4)', () => {
    const config = loadConfig({
      REMOTE_REPORTS_URL: '/remotes/reports/',
      REMOTE_REPORTS_INDEX_URL: 'http://pathdesk-remote-reports/remotes/reports',
      REMOTE_BILLING_URL: 'https://cdn.lab.example/billing',
      REMOTE_RELEASES_TTL_SECONDS: '0',
    });
    expect(config.remotes).toEqual([
      { name: 'billing', url: 'https://cdn.lab.example/billing/', indexUrl: 'https://cdn.lab.example/billing/' },
      { name: 'reports', url: '/remotes/reports/', indexUrl: 'http://pathdesk-remote-reports/remotes/reports/' },
    ]);
    expect(config.remoteReleasesTtlMs).toBe(0);
  });

  it.each([
    [{ REMOTE_REPORTS_URL: '/remotes/reports/' }, 'REMOTE_REPORTS_INDEX_URL: set it to where the API reads the releases of reports (an http(s) URL)'],
    [{ REMOTE_REPORTS_URL: 'reports.lab.example/' }, 'REMOTE_REPORTS_URL: must be an http(s) URL or an address starting with /'],
    [{ REMOTE_SHELL_URL: 'https://cdn.lab.example/shell/' }, 'REMOTE_SHELL_URL: "shell" is not a remote\'s name'],
  ])('refuses a remote it could not serve: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ PDF_POOL_SIZE: '0' }, /PDF_POOL_SIZE/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires DATABASE_URL and SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(/SESSION_SECRET is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 's'.repeat(32) }).auth.sessionSecret).toBe('s'.repeat(32));
  });

  it('reads the session time-outs and the first admin', () => {
    const { auth } = loadConfig({
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      INITIAL_ADMIN_USERNAME: ' Chief ',
      INITIAL_ADMIN_PASSWORD: 'long-enough-secret',
    });
    expect(auth.idleTimeoutMs).toBe(15 * 60_000);
    expect(auth.absoluteTimeoutMs).toBe(8 * 3_600_000);
    expect(auth.initialAdmin).toEqual({ username: 'chief', password: 'long-enough-secret' });
    expect(loadConfig({}).auth).toMatchObject({ idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000, demoPassword: 'pathdesk-demo' });
  });

  it('wants both parts of the first admin, and a real secret', () => {
    expect(() => loadConfig({ INITIAL_ADMIN_USERNAME: 'chief' })).toThrow(/go together/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
  });

  it('reads the replica and observability switches', () => {
    expect(loadConfig({})).toMatchObject({
      replicas: { workerOnly: false, migrateOnStart: true, shutdownTimeoutMs: 25_000, shutdownDelayMs: 0, preparedStatements: true },
      observability: { metricsPort: undefined, apiDocs: true },
    });
    const config = loadConfig({
      WORKER_ONLY: 'true',
      MIGRATE_ON_START: 'false',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_DELAY_MS: '3000',
      METRICS_PORT: '9464',
      DB_PREPARED_STATEMENTS: 'false',
    });
    expect(config.replicas).toEqual({ workerOnly: true, migrateOnStart: false, shutdownTimeoutMs: 5000, shutdownDelayMs: 3000, preparedStatements: false });
    expect(() => loadConfig({ DB_PREPARED_STATEMENTS: 'no' })).toThrow(/DB_PREPARED_STATEMENTS/);
    expect(config.observability.metricsPort).toBe(9464);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).observability.apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).observability.apiDocs).toBe(true);
    expect(() => loadConfig({ WORKER_ONLY: 'yes' })).toThrow(/WORKER_ONLY/);
  });

  it('reads how often dead jobs are looked for', () => {
    expect(loadConfig({}).jobs).toEqual({ superviseSeconds: 5 });
    expect(loadConfig({ JOBS_SUPERVISE_SECONDS: '2' }).jobs).toEqual({ superviseSeconds: 2 });
    expect(() => loadConfig({ JOBS_SUPERVISE_SECONDS: '0' })).toThrow(/JOBS_SUPERVISE_SECONDS/);
  });

  it('takes the proxies TRUST_PROXY lists, and refuses a hop count or true at start (issue 24.15)', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).auth.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({}).auth.trustProxy).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
