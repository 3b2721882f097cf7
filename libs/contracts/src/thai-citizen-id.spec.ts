import { isThaiCitizenId } from './thai-citizen-id.js';

/** The check digit of twelve digits, computed by hand-written steps (not the function under test). */
function withCheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (13 - i);
  return `${twelve}${(11 - (sum % 11)) % 10}`;
}

describe('isThaiCitizenId', () => {
  it('accepts 13 digits whose last is the check digit', () => {
    // 1-1017-00230-70-5: 1×13 + 1×12 + 0×11 + 1×10 + 7×9 + 0×8 + 0×7 + 2×6 + 3×5 + 0×4 + 7×3 + 0×2 = 146; 146 mod 11 = 3; 11 − 3 = 8.
    expect(isThaiCitizenId('1101700230708')).toBe(true);
  });

  it('takes 11 − 0 and 11 − 1 to the digits 1 and 0 (modulo 10)', () => {
    // 1×13 + 1×3 + 3×2 = 22 ≡ 0 (mod 11) → 11 → 1;  1×13 + 5×2 = 23 ≡ 1 → 10 → 0;  1×13 + 4×2 = 21 ≡ 10 → 1.
    expect(isThaiCitizenId('1000000000131')).toBe(true);
    expect(isThaiCitizenId('1000000000050')).toBe(true);
    expect(isThaiCitizenId('1000000000041')).toBe(true);
    expect(isThaiCitizenId('1000000000130')).toBe(false);
  });

  it('agrees with the rule written out step by step', () => {
    for (let n = 0; n < 200; n++) {
      const twelve = String(310000000000 + n * 7919);
      const id = withCheckDigit(twelve);
      expect(isThaiCitizenId(id)).toBe(true);
      expect(isThaiCitizenId(`${twelve}${(Number(id[12]) + 1) % 10}`)).toBe(false);
    }
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(isThaiCitizenId('1101700230707')).toBe(false);
    expect(isThaiCitizenId('110170023070')).toBe(false);
    expect(isThaiCitizenId('11017002307080')).toBe(false);
    expect(isThaiCitizenId('1-1017-00230-70-8')).toBe(false);
    expect(isThaiCitizenId('110170023070a')).toBe(false);
    expect(isThaiCitizenId('')).toBe(false);
  });
});
