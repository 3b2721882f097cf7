import { formatAccessionNumber, isThaiTaxId } from './lookups.js';
import { createDoctorSchema, createHospitalSchema, settingPrefixSchema } from './schemas/lookups.schema.js';

describe('formatAccessionNumber', () => {
  it('writes letters, the two-digit year (BE by default) and the padded number', () => {
    expect(formatAccessionNumber({ letters: 'S', era: 'BE', width: 5 }, 2025, 42)).toBe('S68-00042');
    expect(formatAccessionNumber({ letters: 'C', era: 'CE', width: 3 }, 2025, 7)).toBe('C25-007');
    expect(formatAccessionNumber({ letters: 'G', era: 'CE', width: 3 }, 2100, 1234)).toBe('G00-1234');
  });
});

describe('isThaiTaxId', () => {
  it.each(['0105535012342', '0994000158386', '3101700123452'])('accepts %s', (id) => expect(isThaiTaxId(id)).toBe(true));
  it.each(['0105535012343', '010553501234', '01055350123420', '010553501234x', ''])('refuses %j', (id) => expect(isThaiTaxId(id)).toBe(false));
});

describe('lookup schemas', () => {
  it('normalises a hospital: code upper-case, tax id without separators, blanks to null', () => {
    expect(createHospitalSchema.parse({ code: ' bkv-1 ', nameTh: ' โรงพยาบาล ', taxId: '0 1055 35012 34 2', phone: '', nameEn: ' ' })).toEqual({
      code: 'BKV-1',
      nameTh: 'โรงพยาบาล',
      taxId: '0105535012342',
      phone: null,
      nameEn: null,
    });
    expect(createHospitalSchema.safeParse({ code: 'X', nameTh: 'x', taxId: '0105535012343' }).success).toBe(false);
  });

  it('accepts Thai licence numbers', () => {
    expect(createDoctorSchema.parse({ name: 'สมชาย', licenceNo: 'ว.12345', hospitalId: 1 }).licenceNo).toBe('ว.12345');
    expect(createDoctorSchema.safeParse({ name: 'สมชาย', licenceNo: 'ว.12345<', hospitalId: 1 }).success).toBe(false);
  });

  it('keeps prefix letters to 1–5 capitals and the width to 3–8', () => {
    expect(settingPrefixSchema.parse({ kind: 'surgical', letters: ' sx ' }).letters).toBe('SX');
    expect(settingPrefixSchema.safeParse({ kind: 'surgical', letters: 'S1' }).success).toBe(false);
    expect(settingPrefixSchema.safeParse({ kind: 'surgical', letters: 'S', width: 9 }).success).toBe(false);
  });
});
