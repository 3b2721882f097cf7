import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { type ApiErrorBody, type FieldError, fixedMessageCode, isErrorCode } from '@pathdesk/contracts';

/**
 * Every error leaves the API as { statusCode, error, message, errors?, code?, params? }; details of
 * 500s stay in the log. `code` and `params` (issues 16.1, 25.7) are those of the error catalogue
 * (ERROR_MESSAGES, libs/contracts): an exception carries its own (`coded(...)`, as each field error
 * does), and a fixed message of the catalogue thrown as plain text (`'No such case.'`) is the same as
 * its code. A code outside the catalogue is never sent (a unit test proves the API raises none).
 * The codes are sent to a client that asks for them (header `X-Error-Codes: 1`, sent by the web's
 * base query); other clients get the bodies as before, without `code` and `params`.
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
      return { statusCode: 409, error: 'Conflict', message: 'A record with the same unique value already exists.', code: 'unique_conflict' };
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return { statusCode: 409, error: 'Conflict', message: 'The record is referenced by other records, or refers to one that does not exist.', code: 'reference_conflict' };
    }
    if (exception instanceof NotFoundError) {
      return { statusCode: 404, error: 'Not Found', message: exception.message, code: 'entry_not_found' };
    }
    return {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server; nothing was changed. Try again, and tell your administrator if it keeps happening.',
      code: 'server_error',
    };
  }
}

/** The request header by which a client asks for error codes (lower case, as Node gives headers). */
const ERROR_CODES_HEADER = 'x-error-codes';

/** The body as clients that do not ask for codes get it. */
function withoutCodes({ code: _code, params: _params, errors, ...body }: ApiErrorBody): ApiErrorBody {
  return { ...body, ...(errors ? { errors: errors.map(({ field, message }) => ({ field, message })) } : {}) };
}

/** The catalogue code of a message: its own when it is one, else the code of a fixed catalogue message. */
function codeOf<T extends { message: string; code?: string; params?: ApiErrorBody['params'] }>(error: T): T {
  const { code: own, params, ...rest } = error;
  if (isErrorCode(own)) return { ...rest, code: own, ...(params ? { params } : {}) } as T;
  const fixed = fixedMessageCode(error.message);
  return (fixed ? { ...rest, code: fixed } : rest) as T;
}

/** The body and its field errors with their catalogue codes (withCode: only codes of the catalogue leave the API). */
function withCode(body: ApiErrorBody): ApiErrorBody {
  const withErrors = body.errors ? { ...body, errors: body.errors.map((error) => codeOf(error)) } : body;
  return codeOf(withErrors);
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
