import { coded } from '@pathdesk/contracts';
import { BadRequestException } from '@nestjs/common';
import type { FieldError } from '@pathdesk/contracts';

/** 400 "Invalid input — field: message; …" with the errors by field: the answer of every validation. */
export function invalidInput(errors: FieldError[]): BadRequestException {
  const summary = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
  return new BadRequestException({ ...coded('invalid_input', { summary }), errors, code: 'invalid_input' });
}
