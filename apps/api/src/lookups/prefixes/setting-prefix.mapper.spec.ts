import { SettingPrefix } from './setting-prefix.entity.js';
import { toSettingPrefixDto } from './setting-prefix.mapper.js';

describe('toSettingPrefixDto', () => {
  const prefix = Object.assign(new SettingPrefix(), {
    id: 1,
    kind: 'surgical' as const,
    letters: 'S',
    era: 'BE' as const,
    width: 5,
    status: 'active' as const,
    defaultPrice: 700,
    updatedAt: new Date('2025-01-02T00:00:00Z'),
  });

  it('shows this year’s first number', () => {
    expect(toSettingPrefixDto(prefix, new Date('2025-06-01T00:00:00Z'))).toEqual({
      id: 1,
      kind: 'surgical',
      letters: 'S',
      era: 'BE',
      width: 5,
      status: 'active',
      defaultPrice: 700,
      pricePer: 'case',
      example: 'S68-00001',
      updatedAt: '2025-01-02T00:00:00.000Z',
    });
    expect(toSettingPrefixDto(Object.assign(prefix, { era: 'CE', width: 3 }), new Date('2025-06-01T00:00:00Z')).example).toBe('S25-001');
  });
});
