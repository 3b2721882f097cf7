import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const schema = z.strictObject({ name: z.string().trim().min(1, 'is required'), age: z.number().int().optional() });

function rejection(value: unknown): { message: string; errors: unknown } {
  try {
    new ZodValidationPipe(schema).transform(value);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { message: string; errors: unknown };
  }
  throw new Error('expected a rejection');
}

describe('ZodValidationPipe', () => {
  it('returns the parsed value', () => {
    expect(new ZodValidationPipe(schema).transform({ name: '  สมชาย ' })).toEqual({ name: 'สมชาย' });
  });

  it('names each invalid field', () => {
    const { message, errors } = rejection({ name: ' ', age: 1.5 });
    expect(errors).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'age', message: expect.stringMatching(/int/) },
    ]);
    expect(message).toMatch(/^Invalid input — name: is required; age: /);
  });

  it('rejects fields the contract does not know (no mass assignment)', () => {
    const { errors } = rejection({ name: 'x', role: 'admin' });
    expect(errors).toEqual([{ field: 'role', message: expect.stringMatching(/Unrecognized key/) }]);
  });

  it('treats a missing body as empty', () => {
    expect(rejection(undefined).errors).toEqual([{ field: 'name', message: expect.any(String) }]);
  });
});
