import type { NextFunction, Request, Response } from 'express';

const ONE_YEAR_SECONDS = 31_536_000;

/** The origins of remotes served elsewhere (absolute URLs); relative ones are 'self'. */
function remoteOrigins(remoteUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The page's Content-Security-Policy: scripts, chunks and their requests only from this origin and
 * the remotes' (no inline script, no eval). Styles also inline: PrimeReact positions overlays with
 * style attributes and injects <style> elements, which a nonce or hash cannot cover (docs/security.md).
 */
function contentSecurityPolicy(remotes: readonly string[]): string {
  const from = (...sources: string[]) => [...sources, ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${from(`'self'`)}`,
    `connect-src ${from(`'self'`)}`,
    `style-src ${from(`'self'`, `'unsafe-inline'`)}`,
    `font-src ${from(`'self'`, 'data:')}`,
    `img-src 'self' data: blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Headers on every response: no sniffing, no framing, the referrer kept in-house, the CSP above (a
 * route may set a stricter one, e.g. the report preview), and HSTS when the request came over TLS
 * (`req.secure`: directly, or through a proxy trusted by TRUST_PROXY).
 */
export function securityHeaders(remoteUrls: readonly string[]) {
  const csp = contentSecurityPolicy(remoteOrigins(remoteUrls));
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', csp);
    if (req.secure) res.setHeader('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}`);
    next();
  };
}
