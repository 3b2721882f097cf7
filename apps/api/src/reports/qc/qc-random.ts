import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** randomInt takes ranges below 2^48: 47 bits of randomness per draw. */
const SCALE = 2 ** 47;

/**
 * The random source of the QC selection: uniform numbers in [0, 1) from the operating system's
 * CSPRNG (node:crypto), so that nobody can predict which Pap is rescreened. A provider of its own,
 * so tests can replace `next` (a Pap that must, or must not, be chosen).
 */
@Injectable()
export class QcRandom {
  next(): number {
    return randomInt(0, SCALE) / SCALE;
  }
}
