import { Injectable } from '@nestjs/common';

/**
 * The time a registration happens, which decides its accession year. A provider of its own so
 * that tests can move it (a new year's first number) without touching the machine's clock.
 */
@Injectable()
export class CaseClock {
  now(): Date {
    return new Date();
  }
}
