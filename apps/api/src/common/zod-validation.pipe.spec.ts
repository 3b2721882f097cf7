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
  it("names a path parameter's errors after the parameter (issue 24.16)", () => {
    const pipe = new ZodValidationPipe(z.string().regex(/^[1-9][0-9]*$/, 'must be digits'));
    expect(pipe.transform('12', { type: 'param', data: 'id' })).toBe('12');
    expect(() => pipe.transform('0x10', { type: 'param', data: 'id' })).toThrow(BadRequestException);
    try {
      pipe.transform('0x10', { type: 'param', data: 'screenerId' });
    } catch (error) {
      expect(((error as BadRequestException).getResponse() as { errors: unknown }).errors).toEqual([{ field: 'screenerId', message: 'must be digits', code: 'invalid_field' }]);
    }
  });

  it('returns the parsed value', () => {
    expect(new ZodValidationPipe(schema).transform({ name: '  สมชาย ' })).toEqual({ name: 'สมชาย' });
  });

  it('names each invalid field', () => {
    const { message, errors } = rejection({ name: ' ', age: 1.5 });
    expect(errors).toEqual([
      // with the catalogue's code and params, for the web's translation (issues 16.1, 25.7)
      { field: 'name', message: 'is required', code: 'is_required' },
      { field: 'age', message: expect.stringMatching(/int/), code: 'invalid_type', params: { expected: 'int' } },
    ]);
    expect(message).toMatch(/^Invalid input — name: is required; age: /);
  });

  it('rejects fields the contract does not know (no mass assignment)', () => {
    const { errors } = rejection({ name: 'x', role: 'admin' });
    expect(errors).toEqual([{ field: 'role', message: expect.stringMatching(/Unrecognized key/), code: 'unrecognized_keys' }]);
  });

  it('treats a missing body as empty', () => {
    expect(rejection(undefined).errors).toEqual([{ field: 'name', message: expect.any(String), code: 'invalid_type', params: { expected: 'string' } }]);
  });

  it('refuses text the database cannot store before the schema sees it: NUL and lone surrogates, keys too', () => {
    expect(rejection({ name: 'a\u0000' }).errors).toEqual([{ field: 'name', message: expect.stringMatching(/cannot be stored/) }]);
    expect(rejection({ name: '\udc00x' }).errors).toEqual([{ field: 'name', message: expect.stringMatching(/cannot be stored/) }]);
    expect(rejection({ name: 'x', ['k\u0000']: 1 }).errors).toEqual([{ field: '', message: expect.stringMatching(/field name/) }]);
    expect(new ZodValidationPipe(schema).transform({ name: 'ok 🙂' })).toEqual({ name: 'ok 🙂' });
  });

  it('refuses input nested deeper than any contract, at any depth, without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(rejection({ name: 'x', age: deep }).errors).toEqual([{ field: expect.stringMatching(/^age(\.0)+$/), message: 'is nested too deeply' }]);
  });
});
