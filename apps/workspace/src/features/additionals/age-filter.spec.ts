import { ageFromLink, ageOptions } from './age-filter';

describe('the worklist age filter', () => {
  it.each([
    ['2', 2],
    ['30', 30],
    [null, null],
    ['', null],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['abc', null],
    ['99999', null],
  ] as const)('reads ?minAgeDays=%j as %j', (value, days) => {
    expect(ageFromLink(value)).toBe(days);
  });

  it('offers a linked age that is not among the usual choices, in order', () => {
    expect(ageOptions(null).map((o) => o.value)).toEqual([1, 3, 7]);
    expect(ageOptions(3).map((o) => o.value)).toEqual([1, 3, 7]);
    expect(ageOptions(2)).toEqual([
      { value: 1, label: 'Older than 1 day' },
      { value: 2, label: 'Older than 2 days' },
      { value: 3, label: 'Older than 3 days' },
      { value: 7, label: 'Older than a week' },
    ]);
  });
});
