import { countText } from './count-text';

describe('countText', () => {
  it('writes an exact count with its thousands separator', () => {
    expect(countText(0)).toBe('0');
    expect(countText(12)).toBe('12');
    expect(countText(1_000, false)).toBe('1,000');
  });

  it('adds "+" to a count the API stopped at its cap', () => {
    expect(countText(1_000, true)).toBe('1,000+');
    expect(countText(10_000, true)).toBe('10,000+');
  });
});
