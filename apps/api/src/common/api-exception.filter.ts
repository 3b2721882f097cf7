import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { API_ERROR_CODES, type ApiErrorBody, type FieldError } from '@pathdesk/contracts';

/**
 * Every error leaves the API as { statusCode, error, message, errors?, code?, params? }; details of
 * 500s stay in the log. `code` (issue 16.1) lets the web show the message in the user's language: an
 * exception may carry its own `code` and `params` ({ message, code, params }); otherwise a message of
 * API_ERROR_CODES gets its code. The English message is never changed. The codes are sent to a
 * client that asks for them (header `X-Error-Codes: 1`, sent by the web's base query); other
 * clients get the bodies as before, without `code` and `params`.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const full = withCode(this.toBody(exception));
    const asked = (res as Response & { req?: Request }).req?.headers?.[ERROR_CODES_HEADER] === '1';
    const body = asked ? full : withoutCodes(full);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (res.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const fromObject = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
      const message = Array.isArray(fromObject.message)
        ? fromObject.message.join('; ')
        : typeof fromObject.message === 'string'
          ? fromObject.message
          : typeof response === 'string'
            ? response
            : exception.message;
      const errors = fromObject.errors as FieldError[] | undefined;
      const code = typeof fromObject.code === 'string' ? fromObject.code : undefined;
      const params = typeof fromObject.params === 'object' && fromObject.params !== null ? (fromObject.params as ApiErrorBody['params']) : undefined;
      return { statusCode, error: statusText(statusCode), message, ...(errors ? { errors } : {}), ...(code ? { code } : {}), ...(params ? { params } : {}) };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: 409, error: 'Conflict', message: 'A record with the same unique value already exists.' };
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return { statusCode: 409, error: 'Conflict', message: 'The record is referenced by other records, or refers to one that does not exist.' };
    }
    if (exception instanceof NotFoundError) {
      return { statusCode: 404, error: 'Not Found', message: exception.message };
    }
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server; nothing was changed. Try again, and tell your administrator if it keeps happening.' };
  }
}

/** The request header by which a client asks for error codes (lower case, as Node gives headers). */
const ERROR_CODES_HEADER = 'x-error-codes';

/** The body as clients that do not ask for codes get it. */
function withoutCodes({ code: _code, params: _params, errors, ...body }: ApiErrorBody): ApiErrorBody {
  return { ...body, ...(errors ? { errors: errors.map(({ field, message }) => ({ field, message })) } : {}) };
}

/** The body with the code of its message (API_ERROR_CODES) when it has none of its own. */
function withCode(body: ApiErrorBody): ApiErrorBody {
  if (body.code) return body;
  const code = Object.hasOwn(API_ERROR_CODES, body.message) ? API_ERROR_CODES[body.message] : undefined;
  return code ? { ...body, code } : body;
}

export function statusText(status: number): string {
  const name = HttpStatus[status];
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
