export interface PdfRendererHealth {
  /** A Chromium executable was found and, if already started, answers. */
  ready: boolean;
  /** The shared browser is started lazily, on the first PDF. */
  started: boolean;
  executablePath: string | null;
  error?: string;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  version: string;
  database: { ready: boolean; error?: string };
  pdf: PdfRendererHealth;
}

/** What anonymous callers (load balancers, monitors) see: the status, nothing about the server. */
export type PublicHealthResponse = Pick<HealthResponse, 'status'>;

/**
 * What signed-in users other than administrators see: whether the database and the PDF renderer
 * are ready — not the version, errors or the browser's path (issue 24.16).
 */
export interface SignedInHealthResponse extends PublicHealthResponse {
  database: Pick<HealthResponse['database'], 'ready'>;
  pdf: Pick<PdfRendererHealth, 'ready'>;
}

/** GET /api/health/live: the process answers (restart it when it does not). */
export interface LivenessResponse {
  status: 'ok';
}

/** GET /api/health/ready: 200 `ok` when this replica should get traffic, else 503 with the reason. */
export interface ReadinessResponse {
  status: 'ok' | 'unavailable';
  reason?: 'draining' | 'database' | 'migrations';
}
