import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  ForeignKeyConstraintViolationException,
  NotFoundError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Response } from 'express';
import type { ApiErrorBody, FieldError } from '@pathdesk/contracts';

/** Every error leaves the API as { statusCode, error, message, errors? }; details of 500s stay in the log. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
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
      return { statusCode, error: statusText(statusCode), message, ...(errors ? { errors } : {}) };
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

export function statusText(status: number): string {
  const name = HttpStatus[status];
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
