import { cfgNameKey, Cfgvalue } from './cfgvalue.entity.js';
import { auditedCfgvalue, deleteMessage, toCfgOption, toCfgvalueDto } from './cfgvalue.mapper.js';

describe('cfgNameKey', () => {
  it.each([
    ['  Mr. ', 'mr.'],
    ['THAI  Life\tAssurance', 'thai life assurance'],
    ['นางสาว', 'นางสาว'],
  ])('compares %j as %j', (name, key) => {
    expect(cfgNameKey(name)).toBe(key);
  });
});

describe('deleteMessage', () => {
  it('counts what was deleted', () => {
    expect(deleteMessage(1, [])).toBe('Deleted 1 entry.');
    expect(deleteMessage(3, [])).toBe('Deleted 3 entries.');
  });

  it('says which entries are in use, by what, and that they were deactivated instead', () => {
    expect(deleteMessage(0, [{ name: 'นาย', usedBy: ['surgical cases', 'invoices'] }])).toBe(
      '"นาย" is in use (surgical cases, invoices), so it was deactivated instead of deleted.',
    );
    expect(
      deleteMessage(2, [
        { name: 'A', usedBy: ['surgical cases'] },
        { name: 'B', usedBy: ['invoices'] },
      ]),
    ).toBe('Deleted 2 entries. 2 entries are in use, so they were deactivated instead of deleted: "A" (surgical cases), "B" (invoices).');
  });
});

describe('cfgvalue mappers', () => {
  const entry = Object.assign(new Cfgvalue(), {
    id: 7,
    category: 'company' as const,
    name: 'กรมบัญชีกลาง',
    nameKey: 'กรมบัญชีกลาง',
    value: '0994000162715',
    description: null,
    sortOrder: 20,
    status: 'active' as const,
    updatedAt: new Date('2025-06-01T03:00:00Z'),
  });

  it('never lets the comparison key out', () => {
    expect(toCfgvalueDto(entry)).toEqual({
      id: 7,
      category: 'company',
      name: 'กรมบัญชีกลาง',
      value: '0994000162715',
      description: null,
      sortOrder: 20,
      status: 'active',
      updatedAt: '2025-06-01T03:00:00.000Z',
    });
    expect(toCfgOption(entry)).toEqual({ id: 7, name: 'กรมบัญชีกลาง', value: '0994000162715' });
    expect(auditedCfgvalue(entry)).not.toHaveProperty('nameKey');
  });
});
