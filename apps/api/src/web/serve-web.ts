import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { type Response } from 'express';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

// Built files carry a content hash in their names (rspack `[contenthash:8]`): cache them for good.
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|ttf|eot|svg|png|jpe?g|gif|ico)$/;

function cacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** /api and below: the API's own paths (spelt exactly so: routes are case-sensitive). */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A remote's folder in `webRoot`: any but the shell's and the API's own. */
const REMOTE_FOLDER = /^\/([a-z][a-z0-9]{1,30})(\/.*)$/;

/**
 * Serves the built shell at / and each remote at /remotes/<name>/ from `webRoot` (dist/apps: its
 * build, and releases kept beside it in <name>/<version>/), and answers any other page address with
 * the shell's index.html so deep links work on reload. Source maps (*.map) are served only outside
 * production.
 */
export function serveWeb(app: NestExpressApplication, webRoot: string, options: { sourceMaps: boolean }): void {
  const logger = new Logger('Web');
  // Source maps hand the original source to anyone who asks: in production they stay on the server.
  if (!options.sourceMaps) {
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (!req.path.toLowerCase().endsWith('.map')) return next();
      res.status(404).json({ statusCode: 404, error: 'Not Found', message: 'Not found.' });
    });
  }
  const shellDir = join(webRoot, 'shell');
  const indexHtml = join(shellDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(`No built web app in ${webRoot}: run "npm run build" (npm start does this for you).`);
  }
  const remoteFiles = new Map<string, express.Handler>();
  app.use('/remotes', (req: express.Request, res: express.Response, next: express.NextFunction) => {
    const match = REMOTE_FOLDER.exec(req.path);
    if (!match || match[1] === 'shell' || match[1] === 'api') return next();
    const name = match[1]!;
    let files = remoteFiles.get(name);
    if (!files) remoteFiles.set(name, (files = express.static(join(webRoot, name), { index: false, setHeaders: cacheHeaders })));
    const url = req.url;
    req.url = match[2]! + (url.includes('?') ? url.slice(url.indexOf('?')) : '');
    files(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  });
  // Not for the API: a stat() of shell/api/... on every API request (a trip to libuv's thread pool)
  // would find nothing — and a file there must never answer in an API route's place.
  const shellFiles = express.static(shellDir, { index: false, setHeaders: cacheHeaders });
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => (isApiPath(req.path) ? next() : shellFiles(req, res, next)));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|remotes)(\/|$)/.test(req.path) && extname(req.path) === '' && existsSync(indexHtml);
    if (!isPage) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
