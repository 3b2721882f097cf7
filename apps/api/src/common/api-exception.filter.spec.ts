import { jest } from '@jest/globals';
import { BadRequestException, ForbiddenException, Logger, type ArgumentsHost } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiExceptionFilter, statusText } from './api-exception.filter.js';

function respond(exception: unknown) {
  const res = { statusCode: 0, body: undefined as unknown, headersSent: false } as {
    statusCode: number;
    body: unknown;
    headersSent: boolean;
    status(code: number): typeof res;
    json(body: unknown): void;
  };
  res.status = (code) => ((res.statusCode = code), res);
  res.json = (body) => void (res.body = body);
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return res;
}

describe('ApiExceptionFilter', () => {
  it('keeps an HttpException status and message', () => {
    expect(respond(new ForbiddenException('Your role may not do this.')).body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Your role may not do this.',
    });
  });

  it('passes field errors through', () => {
    const res = respond(new BadRequestException({ message: 'Invalid input — name: is required', errors: [{ field: 'name', message: 'is required' }] }));
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid input — name: is required',
      errors: [{ field: 'name', message: 'is required' }],
    });
  });

  it('turns a unique violation into 409', () => {
    const res = respond(new UniqueConstraintViolationException(new Error('duplicate key')));
    expect(res.statusCode).toBe(409);
  });

  it('hides the details of unexpected errors (they go to the log only)', () => {
    const log = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = respond(new Error('connection string postgres://secret@db'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('postgres://secret@db'));
    log.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('names statuses in words', () => {
    expect(statusText(429)).toBe('Too Many Requests');
    expect(statusText(599)).toBe('Error');
  });
});
