import type { NextFunction, Request, Response } from 'express';
import { statusText } from './api-exception.filter.js';

interface ParserError extends Error {
  status?: number;
  type?: string;
}

/** Express error middleware: malformed or oversized request bodies get the API's JSON error shape. */
export function bodyParserErrors(error: ParserError, _req: Request, res: Response, next: NextFunction): void {
  if (!error?.type || typeof error.status !== 'number' || res.headersSent) return next(error);
  const message =
    error.type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : error.type === 'entity.too.large' ? 'The request body is too large.' : error.message;
  res.status(error.status).json({ statusCode: error.status, error: statusText(error.status), message });
}
