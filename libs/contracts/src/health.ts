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
