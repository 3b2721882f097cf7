import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes the time between two steps in its largest sensible units', () => {
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(4 * 60_000)).toBe('4 min');
    expect(formatDuration(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 5 min');
    expect(formatDuration(51 * 3_600_000)).toBe('2 d 3 h');
  });
});
