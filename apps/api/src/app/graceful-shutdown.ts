import type { Server } from 'node:http';

/**
 * Stops taking connections and waits for the requests in flight (idle keep-alive connections close
 * at once; busy ones close after their response). After `timeoutMs` the rest are cut. Resolves with
 * the milliseconds it took.
 */
export function stopServing(server: Server, timeoutMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve(Math.round(performance.now() - started));
    });
    server.closeIdleConnections();
  });
}
