import { formatBaht, toBaht, toMoney, toSatang } from './money';

describe('formatBaht', () => {
  it.each([
    ['0.00', '฿0.00'],
    ['0.05', '฿0.05'],
    ['1234.5', '฿1,234.50'],
    ['1000000.00', '฿1,000,000.00'],
    ['999', '฿999.00'],
    ['-25.00', '-฿25.00'],
  ])('%s → %s', (amount, text) => {
    expect(formatBaht(amount)).toBe(text);
  });

  it('shows what it cannot read as it came, rather than a wrong amount', () => {
    expect(formatBaht('n/a')).toBe('n/a');
  });
});

describe('toSatang', () => {
  it('reads decimal strings exactly', () => {
    expect(toSatang('1234.50')).toBe(123450);
    expect(toSatang('0.29')).toBe(29);
    expect(toSatang('7')).toBe(700);
    expect(toSatang('-1.5')).toBe(-150);
    expect(toSatang('abc')).toBeNaN();
  });
});

describe('toMoney', () => {
  it('writes a typed amount with two decimals, rounded to the satang', () => {
    expect(toMoney(1234.5)).toBe('1234.50');
    expect(toMoney(0.29)).toBe('0.29');
    expect(toMoney(19.999)).toBe('20.00');
    expect(toMoney(0.1 + 0.2)).toBe('0.30');
  });
  it('is null when nothing usable was typed', () => {
    expect(toMoney(null)).toBeNull();
    expect(toMoney(undefined)).toBeNull();
    expect(toMoney(Number.NaN)).toBeNull();
  });
  it('round-trips with toBaht', () => {
    expect(toMoney(toBaht('98765.43'))).toBe('98765.43');
  });
});
