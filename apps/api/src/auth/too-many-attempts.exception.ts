import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with a Retry-After header (set by the exception filter). */
export class TooManyAttemptsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
