import type { Server } from 'node:http';

/**
 * Stops taking connections and waits for the requests in flight. Idle keep-alive connections are
 * closed at once, and then each one as soon as its last response is sent (Node would otherwise keep
 * it until keepAliveTimeout). After `timeoutMs` the rest are cut. Resolves with the milliseconds it took.
 */
export function stopServing(server: Server, timeoutMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    cut.unref();
    sweep.unref();
    server.close(() => {
      clearTimeout(cut);
      clearInterval(sweep);
      resolve(Math.round(performance.now() - started));
    });
    server.closeIdleConnections();
  });
}
