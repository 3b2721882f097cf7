import { formatBaht, fromSatang, toSatang } from './money.js';

describe('money in satang', () => {
  it.each([
    ['0', 0],
    ['0.5', 50],
    ['0.05', 5],
    ['1200.50', 120050],
    ['999999.99', 99999999],
    ['-3.5', -350],
  ])('reads %s as %i satang', (text, satang) => {
    expect(toSatang(text)).toBe(satang);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '1.234', '1e3', 'abc', '1,000']) expect(() => toSatang(bad)).toThrow(/Not an amount/);
  });

  it('writes satang back as text with two decimals, never through a float', () => {
    expect(fromSatang(120050)).toBe('1200.50');
    expect(fromSatang(5)).toBe('0.05');
    expect(fromSatang(-350)).toBe('-3.50');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in satang it is exact.
    expect(fromSatang(toSatang('0.10') + toSatang('0.20'))).toBe('0.30');
    expect(() => fromSatang(0.5)).toThrow(/whole number/);
  });

  it('formats baht with thousands separators', () => {
    expect(formatBaht(123456789)).toBe('1,234,567.89');
    expect(formatBaht(70000)).toBe('700.00');
  });
});
