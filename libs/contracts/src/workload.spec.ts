import { countedSlides, workloadLimit } from './workload.js';
import { declareHoursSchema } from './schemas/workload.schema.js';

describe('the workload rule (42 CFR 493.1274(d))', () => {
  it.each([
    [null, 100],
    [8, 100],
    [12, 100],
    [24, 100],
    [4, 50],
    [6.5, 81],
    [3, 37.5],
    [0.25, 3],
    [7.75, 96.5],
  ])('%p hours → a limit of %p slides (hours × 100 / 8, to the half slide, at most 100)', (hours, limit) => {
    expect(workloadLimit(hours)).toBe(limit);
  });

  it('counts liquid-based non-gyn slides one half, gyn slides (liquid-based or not) and other non-gyn slides one', () => {
    expect(countedSlides('cytological', 3, true)).toBe(1.5);
    expect(countedSlides('cytological', 2, false)).toBe(2);
    expect(countedSlides('gynecological', 1, true)).toBe(1);
  });

  it('takes 0 < hours ≤ 24 in quarter hours, with the reason', () => {
    expect(declareHoursSchema.safeParse({ hours: 24 }).success).toBe(true);
    expect(declareHoursSchema.safeParse({ hours: 0.25 }).success).toBe(true);
    expect(declareHoursSchema.safeParse({ hours: 24.25 }).error?.issues[0]?.message).toBe('a day has at most 24 hours of screening');
    expect(declareHoursSchema.safeParse({ hours: 0 }).error?.issues[0]?.message).toBe('must be more than 0 hours');
    expect(declareHoursSchema.safeParse({ hours: 1.1 }).error?.issues[0]?.message).toBe('must be in quarter hours (0.25)');
  });
});
