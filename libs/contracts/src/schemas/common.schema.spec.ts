import { idParamSchema, MAX_ID, queryIdSchema } from './common.schema.js';

describe('the one id parser (issue 24.16)', () => {
  it('takes a positive whole number in digits, as text or a number', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse('16')).toBe(16);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
    expect(idParamSchema.parse(42)).toBe(42);
    expect(queryIdSchema.parse('')).toBeUndefined();
    expect(queryIdSchema.parse(undefined)).toBeUndefined();
  });

  it.each(['0x10', ' 1', '1 ', '1.0', '1e1', '+1', '-1', '0', '01', '1abc', '', '１', String(MAX_ID + 1), '99999999999'])('refuses %j', (spelling) => {
    expect(idParamSchema.safeParse(spelling).success).toBe(false);
  });

  it('refuses numbers that are not ids', () => {
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.NaN, Infinity, null, true]) expect(idParamSchema.safeParse(value).success).toBe(false);
  });
});
