import { filtersSchema } from '@pathdesk/contracts/schemas';
import type { FilterableFields } from '@pathdesk/contracts';
import { filtersToWhere } from './list-filters.js';

const fields: FilterableFields = { name: 'text', price: 'numeric', createdAt: 'date', active: 'boolean', hospital: 'text' };
const parse = (filters: unknown) => filtersSchema(fields).parse(JSON.stringify(filters));
const where = (filters: unknown) => filtersToWhere(parse(filters), fields, { hospital: 'hospital.nameTh' });
const one = (field: string, matchMode: string, value: unknown) => where({ [field]: { operator: 'and', constraints: [{ matchMode, value }] } });

describe('filtersToWhere (spec §9 match modes)', () => {
  it.each([
    ['startsWith', { name: { $ilike: 'สม%' } }],
    ['contains', { name: { $ilike: '%สม%' } }],
    ['notContains', { $not: { name: { $ilike: '%สม%' } } }],
    ['endsWith', { name: { $ilike: '%สม' } }],
    ['equals', { name: { $ilike: 'สม' } }],
    ['notEquals', { $not: { name: { $ilike: 'สม' } } }],
  ])('text %s', (mode, expected) => {
    expect(one('name', mode, 'สม')).toEqual(expected);
  });

  it('treats % and _ in text as themselves', () => {
    expect(one('name', 'contains', '50%_off')).toEqual({ name: { $ilike: '%50\\%\\_off%' } });
  });

  it.each([
    ['equals', '$eq'],
    ['notEquals', '$ne'],
    ['lt', '$lt'],
    ['lte', '$lte'],
    ['gt', '$gt'],
    ['gte', '$gte'],
  ])('numeric %s', (mode, operator) => {
    expect(one('price', mode, '350')).toEqual({ price: { [operator]: 350 } });
  });

  it('dates are days of the lab (UTC+7)', () => {
    const start = new Date('2025-01-15T00:00:00+07:00');
    const next = new Date('2025-01-16T00:00:00+07:00');
    expect(one('createdAt', 'dateIs', '2025-01-15')).toEqual({ createdAt: { $gte: start, $lt: next } });
    expect(one('createdAt', 'dateIsNot', '2025-01-15')).toEqual({ $or: [{ createdAt: { $lt: start } }, { createdAt: { $gte: next } }] });
    expect(one('createdAt', 'dateBefore', '2025-01-15')).toEqual({ createdAt: { $lt: start } });
    expect(one('createdAt', 'dateAfter', '2025-01-15')).toEqual({ createdAt: { $gte: next } });
    // A calendar sends midnight of the day in the browser's zone, as an ISO time.
    expect(one('createdAt', 'dateIs', '2025-01-14T17:00:00.000Z')).toEqual({ createdAt: { $gte: start, $lt: next } });
  });

  it('joins constraints by the field operator and fields by AND', () => {
    expect(
      where({
        name: {
          operator: 'or',
          constraints: [
            { matchMode: 'startsWith', value: 'ก' },
            { matchMode: 'startsWith', value: 'ข' },
          ],
        },
        active: { operator: 'and', constraints: [{ matchMode: 'equals', value: true }] },
      }),
    ).toEqual({ $and: [{ $or: [{ name: { $ilike: 'ก%' } }, { name: { $ilike: 'ข%' } }] }, { active: { $eq: true } }] });
  });

  it('maps a filter onto a related property', () => {
    expect(one('hospital', 'contains', 'ศิริราช')).toEqual({ hospital: { nameTh: { $ilike: '%ศิริราช%' } } });
  });

  it('drops constraints without a value', () => {
    expect(where({ name: { operator: 'and', constraints: [{ matchMode: 'contains', value: null }] } })).toEqual({});
  });
});

describe('filtersSchema', () => {
  const fails = (filters: unknown) => filtersSchema(fields).safeParse(typeof filters === 'string' ? filters : JSON.stringify(filters));
  it.each([
    ['not JSON', '{name:'],
    ['an unknown field', { password: { operator: 'and', constraints: [{ matchMode: 'equals', value: 'x' }] } }],
    ['a match mode of another type', { price: { operator: 'and', constraints: [{ matchMode: 'contains', value: '1' }] } }],
    ['a value of the wrong kind', { price: { operator: 'and', constraints: [{ matchMode: 'lt', value: 'cheap' }] } }],
    ['a bad date', { createdAt: { operator: 'and', constraints: [{ matchMode: 'dateIs', value: 'someday' }] } }],
    ['an unknown operator', { name: { operator: 'xor', constraints: [{ matchMode: 'equals', value: 'x' }] } }],
  ])('refuses %s', (_name, filters) => {
    expect(fails(filters).success).toBe(false);
  });
});
