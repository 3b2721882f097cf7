import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { OperationOutcome } from '@medplum/fhirtypes';
import type { Request, Response } from 'express';
import { ApiExceptionFilter } from '../../common/api-exception.filter.js';
import { FhirSearchError } from './fhir-search.js';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

const CODES: Record<number, NonNullable<OperationOutcome['issue']>[number]['code']> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  409: 'conflict',
  422: 'processing',
};

/**
 * Every error of /api/fhir as an OperationOutcome (application/fhir+json); details of a 500 stay in
 * the log. A browser's session refused by the access guard (no bearer token: 401, 403) gets the
 * API's usual error body, as on every other route.
 */
@Catch()
export class FhirExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('FHIR');
  private readonly api = new ApiExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    if (exception instanceof HttpException && [401, 403].includes(exception.getStatus()) && !req.headers.authorization) return this.api.catch(exception, host);
    let status = 500;
    let message = 'Internal server error';
    if (exception instanceof FhirSearchError) {
      status = 400;
      message = exception.message;
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const body = exception.getResponse();
      const text = typeof body === 'string' ? body : (body as { message?: unknown }).message;
      message = Array.isArray(text) ? text.join('; ') : String(text ?? exception.message);
    } else this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    if (res.headersSent) return;
    const outcome: OperationOutcome = { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: CODES[status] ?? 'exception', diagnostics: message }] };
    if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
    res.status(status).type(FHIR_JSON).send(JSON.stringify(outcome));
  }
}
