import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with a Retry-After header (set by the exception filter). */
export class TooManyAttemptsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: 'too_many_attempts' | 'too_many_verifications' = 'too_many_attempts',
  ) {
    super({ message, code, params: { minutes: Math.ceil(retryAfterSeconds / 60), seconds: retryAfterSeconds } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
